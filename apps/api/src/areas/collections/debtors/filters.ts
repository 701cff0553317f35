import { toMinor } from '@savdo/shared/money';
import type { CollectionFilter, CollectionQuery } from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import { clientConditions } from '../../sales/clients/queries.ts';

/**
 * The WHERE of the collection lists over `contracts k`, each condition on an
 * indexed column (apps/api/src/areas/sales/contracts/schema.ts):
 *
 * - late: `next_due_date` (the oldest unpaid due date) before today; days
 *   late X … Y is the range today − Y ≤ next_due_date ≤ today − X
 *   (`contracts_next_due`, with a branch `contracts_branch_overdue`, with a
 *   responsible `contracts_responsible_due`, with a stage `contracts_stage`);
 * - late months: the schedule is monthly and payments settle the oldest
 *   instalment first, so the instalments due before today and not settled
 *   are those from `next_due_date` on: at least k of them ⇔ next_due_date <
 *   today − (k − 1) months, at most k ⇔ next_due_date ≥ today − k months;
 *   again a range of `next_due_date` (a freeze is not subtracted here; the
 *   row's own figures from `latenessOf` are exact);
 * - the client's fields: the clients' own indexes (as the clients list),
 *   then `contracts_client`;
 * - a comment type: `contract_comments_type`.
 */
export function collectionWhere(q: CollectionFilter, today: string): SQL {
  const t = sql`${today}::date`;
  const where: SQL[] = [sql`k.status = ${q.status ?? 'ACTIVE'}`];
  where.push(q.late_only === 'false' ? sql`k.next_due_date is not null` : sql`k.next_due_date < ${t}`);
  if (q.branch_id) where.push(sql`k.branch_id = ${q.branch_id}`);
  if (q.stage_id) where.push(sql`k.stage_id = ${q.stage_id}`);
  if (q.responsible_id) where.push(sql`k.responsible_id = ${q.responsible_id}`);
  if (q.no_responsible === 'true') where.push(sql`k.responsible_id is null`);
  if (q.off_balance) where.push(sql`k.off_balance = ${q.off_balance === 'true'}`);
  if (q.rest_from) where.push(sql`k.rest >= ${toMinor(q.rest_from)}`);
  if (q.rest_to) where.push(sql`k.rest <= ${toMinor(q.rest_to)}`);
  if (q.days_late_from !== undefined) where.push(sql`k.next_due_date <= ${t} - ${q.days_late_from}::int`);
  if (q.days_late_to !== undefined) where.push(sql`k.next_due_date >= ${t} - ${q.days_late_to}::int`);
  if (q.late_months_from !== undefined && q.late_months_from > 0)
    where.push(sql`k.next_due_date < (${t} - make_interval(months => ${q.late_months_from - 1}::int))::date`);
  if (q.late_months_to !== undefined)
    where.push(sql`k.next_due_date >= (${t} - make_interval(months => ${q.late_months_to}::int))::date`);
  if (q.comment_type_id)
    where.push(sql`k.id in (select cc.contract_id from contract_comments cc
      where cc.comment_type_id = ${q.comment_type_id})`);
  const client = clientFilter(q);
  if (client) where.push(sql`k.client_id in (select c.id from clients c where ${client})`);
  return sql.join(where, sql` and `);
}

/** The client's part of the filters, as the clients list reads them; undefined when none is set. */
function clientFilter(q: CollectionFilter): SQL | undefined {
  const { search, province_id, region_id, village_id, passport, birth_date, birth_month, phone } = q;
  const set = { search, province_id, region_id, village_id, passport, birth_date, birth_month, phone };
  return Object.values(set).some((value) => value !== undefined) ? clientConditions(set) : undefined;
}

/** ORDER BY of the all-contracts list; each order an index of `contracts` serves. */
export function collectionOrder(q: Pick<CollectionQuery, 'sort' | 'order'>): SQL {
  const desc = q.order === 'desc';
  switch (q.sort) {
    case 'rest':
      return desc ? sql`k.rest desc, k.id desc` : sql`k.rest, k.id`;
    case 'number':
      return desc ? sql`k.number desc, k.id desc` : sql`k.number, k.id`;
    default:
      // days late: most late first unless asked otherwise
      return q.order === 'asc' ? sql`k.next_due_date desc, k.id desc` : sql`k.next_due_date, k.id`;
  }
}
