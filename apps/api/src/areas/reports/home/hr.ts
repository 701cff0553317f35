import { sql } from 'drizzle-orm';
import { listAbsenceRequests } from '../../hr/attendance/queries.ts';
import { listCandidates } from '../../hr/staff/queries.ts';
import { countOf, type LineReaders } from './figures.ts';

/**
 * The HR block, in the reader's branch: who is off today (an approved
 * absence request covering today: the day's rows of absences are written
 * only at the close of day), the absence requests waiting for a decision,
 * the candidates not yet hired or rejected, and the transfers ordered for a
 * later date and not yet applied.
 */

const ONE = { page: 1, per_page: 1 } as const;

export const HR_READERS = {
  absent_today: async ({ db, today, branchId }) => {
    const rows = await db.execute<{ n: number }>(sql`select count(distinct r.employee_id)::int as n
      from absence_requests r join employees e on e.id = r.employee_id
      where r.status = 'APPROVED' and r.date_from <= ${today}::date and r.date_to >= ${today}::date
        and (${branchId ?? null}::int is null or e.branch_id = ${branchId ?? null}::int)`);
    return countOf(Number(rows.rows[0]?.n ?? 0));
  },
  /** The absence requests list with status PENDING (`listAbsenceRequests`). */
  absence_requests: async ({ db, branchId }) =>
    countOf((await listAbsenceRequests(db, { ...ONE, status: 'PENDING', branch_id: branchId })).meta.total),
  /** The candidates list with status NEW, and with INTERVIEW (`listCandidates`; candidates have no branch). */
  candidates: async ({ db }) => {
    const [fresh, interviewed] = await Promise.all([
      listCandidates(db, { ...ONE, status: 'NEW' }),
      listCandidates(db, { ...ONE, status: 'INTERVIEW' }),
    ]);
    return countOf(fresh.meta.total + interviewed.meta.total);
  },
  /** Transfers dated after today, kept until the close of day applies them (`pending`). */
  transfers: async ({ db, branchId }) => {
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n
      from employee_orders o join employees e on e.id = o.employee_id
      where o.kind = 'TRANSFER' and o.pending
        and (${branchId ?? null}::int is null or e.branch_id = ${branchId ?? null}::int)`);
    return countOf(Number(rows.rows[0]?.n ?? 0));
  },
} satisfies LineReaders;
