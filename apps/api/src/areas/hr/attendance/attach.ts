import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { recomputeDays } from './days.ts';

/**
 * Events of a number no employee had when they arrived are kept with no
 * employee (`attendance_events_unknown`). Once an employee has the number
 * (hiring gives it), those events are linked to them and count: each
 * affected day from the hire date on is recomputed from all its events, as
 * if the events had arrived after the hire.
 */

type Attached = {
  employee_id: number;
  date: string;
  counts: boolean;
};

/**
 * Links the kept events of now-known numbers (of one employee, or of
 * everyone) and recomputes the days they fall on; answers how many events
 * were linked. Idempotent: a second run finds nothing unlinked.
 */
export async function attachUnknownEvents(db: DbOrTx, employeeId?: number): Promise<number> {
  const only = employeeId === undefined ? sql`` : sql`and e.id = ${employeeId}`;
  const rows = await db.execute<Attached>(sql`update attendance_events ev set employee_id = e.id
    from employees e
    where ev.employee_id is null and e.employee_number = ev.employee_number ${only}
    returning e.id as employee_id, ev.date::text as date, (ev.verified and ev.date >= e.hired_on) as counts`);
  const byDate = new Map<string, Set<number>>();
  for (const r of rows.rows) {
    if (!r.counts) continue;
    const ids = byDate.get(r.date) ?? new Set<number>();
    ids.add(Number(r.employee_id));
    byDate.set(r.date, ids);
  }
  for (const [date, ids] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    await recomputeDays(
      db,
      date,
      [...ids].sort((a, b) => a - b),
    );
  }
  return rows.rows.length;
}
