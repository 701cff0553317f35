import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { attendanceDays } from '../staff/schema.ts';
import { computeDay, type DayEvent, type DaySchedule, DEFAULT_SCHEDULE } from './day.ts';

/**
 * Writing `attendance_days` from the stored events: one code path for an
 * event that just arrived, a request decided and the close of day. Each
 * (employee, date) is recomputed under a transaction-scoped advisory lock,
 * from every stored event, so two events of one day arriving at once still
 * leave the row as the full set of events says.
 */

type EmployeeDayContext = {
  employee_id: number;
  branch_id: number;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number | null;
  days_off: string[] | null;
  holiday: boolean;
  reason_id: number | null;
};

const BATCH = 500;

/** The employees a scope covers on `date`: one employee, or every one employed that day. */
function scopeOf(date: string, employeeIds: readonly number[] | 'all'): SQL {
  if (employeeIds === 'all')
    return sql`e.hired_on <= ${date} and (e.dismissed_on is null or e.dismissed_on >= ${date})`;
  return sql`e.id in (${sql.join(
    employeeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Recomputes the day `date` of the given employees (or of all employed on
 * it) and writes their rows; returns how many rows were written.
 */
export async function recomputeDays(
  db: DbOrTx,
  date: string,
  employeeIds: readonly number[] | 'all',
): Promise<number> {
  if (employeeIds !== 'all' && employeeIds.length === 0) return 0;
  const context = await db.execute<EmployeeDayContext>(sql`select e.id as employee_id, e.branch_id,
      to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
      s.break_minutes, s.days_off,
      exists(select 1 from holidays h where h.active and h.date = ${date}) as holiday,
      (select r.absence_reason_id from absence_requests r where r.employee_id = e.id
         and r.status = 'APPROVED' and r.date_from <= ${date} and r.date_to >= ${date}
         order by r.id desc limit 1) as reason_id
    from employees e left join work_schedules s on s.id = e.work_schedule_id
    where ${scopeOf(date, employeeIds)} order by e.id`);
  const holidays = new Set<string>(context.rows[0]?.holiday ? [date] : []);
  let written = 0;
  for (let i = 0; i < context.rows.length; i += BATCH) {
    written += await writeBatch(db, date, holidays, context.rows.slice(i, i + BATCH));
  }
  return written;
}

/** An employee's schedule: their work schedule's, or the default (09:00–18:00, Sunday off) without one. */
function scheduleOf(c: EmployeeDayContext): DaySchedule {
  if (!c.start_time) return DEFAULT_SCHEDULE;
  return {
    start: c.start_time,
    end: c.end_time ?? DEFAULT_SCHEDULE.end,
    breakMinutes: Number(c.break_minutes ?? 0),
    daysOff: c.days_off ?? DEFAULT_SCHEDULE.daysOff,
  };
}

async function writeBatch(
  db: DbOrTx,
  date: string,
  holidays: ReadonlySet<string>,
  batch: EmployeeDayContext[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = batch.map((r) => Number(r.employee_id));
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // one lock per (employee, day), taken in id order: a concurrent event of the same day waits
    await tx.execute(sql`select pg_advisory_xact_lock((7013::bigint << 48) + (id::bigint << 16) + (${date}::date - date '2000-01-01'))
      from unnest(array[${idList}]::int[]) as id order by id`);
    const events = await tx.execute<{
      employee_id: number;
      occurred_at: string;
      attendance_status: string | null;
    }>(
      sql`select employee_id, occurred_at::text as occurred_at, attendance_status from attendance_events
        where employee_id in (${idList}) and date = ${date} and verified`,
    );
    const byEmployee = new Map<number, DayEvent[]>();
    for (const e of events.rows) {
      const list = byEmployee.get(Number(e.employee_id)) ?? [];
      list.push({ at: new Date(e.occurred_at), status: e.attendance_status });
      byEmployee.set(Number(e.employee_id), list);
    }
    const now = new Date();
    const rows = batch.map((c) => {
      const day = computeDay({
        date,
        holidays,
        schedule: scheduleOf(c),
        events: byEmployee.get(Number(c.employee_id)) ?? [],
        excusedReasonId: c.reason_id === null ? null : Number(c.reason_id),
      });
      return {
        employee_id: Number(c.employee_id),
        date,
        branch_id: Number(c.branch_id),
        ...day,
        updated_at: now,
      };
    });
    await tx
      .insert(attendanceDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [attendanceDays.employee_id, attendanceDays.date],
        set: {
          branch_id: sql`excluded.branch_id`,
          status: sql`excluded.status`,
          first_in: sql`excluded.first_in`,
          last_out: sql`excluded.last_out`,
          late_minutes: sql`excluded.late_minutes`,
          early_minutes: sql`excluded.early_minutes`,
          worked_minutes: sql`excluded.worked_minutes`,
          absence_reason_id: sql`excluded.absence_reason_id`,
          updated_at: sql`excluded.updated_at`,
        },
      });
    return rows.length;
  });
}
