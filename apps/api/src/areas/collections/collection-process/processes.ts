import { fromMinor } from '@savdo/shared/money';
import type { ProcessQuery, ProcessRow, StageTab } from '@savdo/shared/schemas/collection-process';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { daysLateOf } from './stages.ts';

/**
 * ACTIVE contracts in the collection process (a stage set; a frozen one
 * keeps its stage but waits off the list), most days late first
 * (the oldest unpaid due date), by stage, branch and responsible: the
 * partial index `contracts_stage` (stage, next due) and
 * `contracts_responsible_due` serve them.
 */
export async function listProcesses(db: Db, q: ProcessQuery) {
  const where: SQL[] = [sql`c.status = 'ACTIVE'`, sql`c.stage_id is not null`];
  if (q.stage_id) where.push(sql`c.stage_id = ${q.stage_id}`);
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.responsible_id) where.push(sql`c.responsible_id = ${q.responsible_id}`);
  const today = await businessToday(db);
  const rows = await db.execute<
    Omit<ProcessRow, 'days_late'> & { contract_id: string; contract_number: string }
  >(sql`
    select c.id as contract_id, c.number as contract_number, c.branch_id, b.prefix as branch_prefix,
      cl.full_name as client_name, c.stage_id, ps.name as stage_name, c.stage_since::text as stage_since,
      c.next_due_date::text as next_due_date, c.rest::text as rest, c.currency, c.responsible_id,
      u.full_name as responsible_name, c.last_contact_at
    from contracts c
    join clients cl on cl.id = c.client_id
    left join branches b on b.id = c.branch_id
    left join process_stages ps on ps.id = c.stage_id
    left join users u on u.id = c.responsible_id
    where ${sql.join(where, sql` and `)}
    order by c.next_due_date nulls last, c.id
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const data: ProcessRow[] = rows.rows.map((r) => ({
    ...r,
    contract_id: Number(r.contract_id),
    contract_number: Number(r.contract_number),
    rest: fromMinor(BigInt(r.rest)),
    last_contact_at: r.last_contact_at ? new Date(r.last_contact_at).toISOString() : null,
    days_late: daysLateOf(r.next_due_date, today),
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** The stage tabs: each active stage with how many contracts are in it. */
export async function stageCounts(db: Db): Promise<StageTab[]> {
  const rows = await db.execute<StageTab & Record<string, unknown>>(sql`
    select ps.id, ps.name, ps.sort_order, ps.days_late_from, ps.auto,
      (select count(*) from contracts c where c.stage_id = ps.id and c.status = 'ACTIVE')::int as count
    from process_stages ps where ps.active order by ps.sort_order, ps.id`);
  return rows.rows;
}
