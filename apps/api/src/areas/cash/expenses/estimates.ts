import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  EstimateInput,
  EstimateQuery,
  EstimateRow,
  UsageQuery,
  UsageRow,
} from '@savdo/shared/schemas/expenses';
import { type SQL, sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';

/** `2026-11` → `2026-11-01`. */
const firstDay = (month: string) => `${month}-01`;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The branch and cost item exist (400 naming the field otherwise). */
async function assertRefs(tx: DbOrTx, input: { branch_id: number; cost_item_id: number }): Promise<void> {
  const rows = await tx.execute<{ branch: boolean; item: boolean }>(sql`select
    exists(select 1 from branches where id = ${input.branch_id}) as branch,
    exists(select 1 from cost_items where id = ${input.cost_item_id}) as item`);
  const found = rows.rows[0];
  const errors: { field: string; key: string }[] = [];
  if (!found?.branch) errors.push({ field: 'branch_id', key: 'validation.invalid' });
  if (!found?.item) errors.push({ field: 'cost_item_id', key: 'validation.invalid' });
  if (errors.length) throw new FieldErrors(errors);
}

const ESTIMATE_SELECT = sql`select e.id, to_char(e.month, 'YYYY-MM') as month, e.branch_id, b.name as branch_name,
    e.cost_item_id, ci.name as cost_item_name, e.currency, e.amount, e.status, e.comment,
    cu.full_name as created_by_name, au.full_name as approved_by_name
  from expense_estimates e
  left join branches b on b.id = e.branch_id
  left join cost_items ci on ci.id = e.cost_item_id
  left join users cu on cu.id = e.created_by
  left join users au on au.id = e.approved_by`;

type EstimateDbRow = Omit<EstimateRow, 'id' | 'amount'> & { id: string; amount: string };
const presentEstimate = (r: EstimateDbRow): EstimateRow => ({
  ...r,
  id: Number(r.id),
  amount: fromMinor(BigInt(r.amount)),
});

export async function getEstimate(db: DbOrTx, id: number): Promise<EstimateRow> {
  const rows = await db.execute<EstimateDbRow>(sql`${ESTIMATE_SELECT} where e.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return presentEstimate(row);
}

/** A new estimate, CREATED; one per month, branch, cost item and currency (409 otherwise). */
export async function createEstimate(db: Db, input: EstimateInput, userId: number): Promise<EstimateRow> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertRefs(tx, input);
      const rows = await tx.execute<{ id: string }>(sql`insert into expense_estimates
          (month, branch_id, cost_item_id, currency, amount, comment, created_by)
        values (${firstDay(input.month)}, ${input.branch_id}, ${input.cost_item_id}, ${input.currency},
          ${toMinor(input.amount)}, ${input.comment ?? null}, ${userId}) returning id`);
      return Number(rows.rows[0]?.id);
    });
    return getEstimate(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('expenses.errors.estimateExists');
    throw error;
  }
}

/** Edits an estimate while it is CREATED (409 once approved). */
export async function updateEstimate(db: Db, id: number, input: EstimateInput): Promise<EstimateRow> {
  try {
    await db.transaction(async (tx) => {
      const found = await tx.execute<{ status: string }>(
        sql`select status from expense_estimates where id = ${id} for update`,
      );
      const current = found.rows[0];
      if (!current) throw notFound();
      if (current.status !== 'CREATED') throw conflict('expenses.errors.estimateApproved');
      await assertRefs(tx, input);
      await tx.execute(sql`update expense_estimates set month = ${firstDay(input.month)},
        branch_id = ${input.branch_id}, cost_item_id = ${input.cost_item_id}, currency = ${input.currency},
        amount = ${toMinor(input.amount)}, comment = ${input.comment ?? null} where id = ${id}`);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('expenses.errors.estimateExists');
    throw error;
  }
  return getEstimate(db, id);
}

/** CREATED → APPROVED: from then on expenses of its month, branch and item are held to it. */
export async function approveEstimate(db: Db, id: number, userId: number): Promise<EstimateRow> {
  await withTransactionRetry(db, async (tx) => {
    const found = await tx.execute<{ status: string }>(
      sql`select status from expense_estimates where id = ${id} for update`,
    );
    const current = found.rows[0];
    if (!current) throw notFound();
    if (current.status !== 'CREATED') throw conflict('expenses.errors.estimateApproved');
    await tx.execute(sql`update expense_estimates set status = 'APPROVED', approved_by = ${userId},
      approved_at = now() where id = ${id}`);
  });
  return getEstimate(db, id);
}

function monthConditions(q: {
  branch_id?: number | undefined;
  cost_item_id?: number | undefined;
  month_from?: string | undefined;
  month_to?: string | undefined;
}): SQL[] {
  const where: SQL[] = [sql`true`];
  if (q.branch_id) where.push(sql`e.branch_id = ${q.branch_id}`);
  if (q.cost_item_id) where.push(sql`e.cost_item_id = ${q.cost_item_id}`);
  if (q.month_from) where.push(sql`e.month >= ${firstDay(q.month_from)}`);
  if (q.month_to) where.push(sql`e.month <= ${firstDay(q.month_to)}`);
  return where;
}

const pageOf = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;

/** Estimates, newest month first, server-paged. */
export async function listEstimates(db: Db, q: EstimateQuery) {
  const where = monthConditions(q);
  if (q.status) where.push(sql`e.status = ${q.status}`);
  const rows = await db.execute<EstimateDbRow>(sql`${ESTIMATE_SELECT} where ${sql.join(where, sql` and `)}
    order by e.month desc, e.id desc ${pageOf(q)}`);
  return { data: rows.rows.map(presentEstimate), meta: { page: q.page, per_page: q.per_page } };
}

/** What was spent against an estimate `e` in its month (postings to the item's account, branch of `e`): the limit, the usage screen, R0068. */
export const FACT = sql`(select coalesce(sum(p.amount), 0) from money_accounts a
    join money_postings p on p.account_id = a.id
      and p.business_date >= e.month and p.business_date < (e.month + interval '1 month')
    join money_operations o on o.id = p.operation_id and o.branch_id = e.branch_id
    where a.kind = 'expense_item' and a.ref_id = e.cost_item_id and a.currency = e.currency)`;

/** Approved estimates with plan, fact, rest and percent used; `overspent` keeps those past their plan. */
export async function estimateUsage(db: Db, q: UsageQuery) {
  const where = monthConditions(q);
  where.push(sql`e.status = 'APPROVED'`);
  if (q.overspent === 'true') where.push(sql`${FACT} > e.amount`);
  const rows = await db.execute<{
    id: string;
    month: string;
    branch_name: string | null;
    cost_item_name: string | null;
    currency: 'UZS' | 'USD';
    plan: string;
    fact: string;
  }>(sql`select e.id, to_char(e.month, 'YYYY-MM') as month, b.name as branch_name, ci.name as cost_item_name,
      e.currency, e.amount as plan, ${FACT} as fact
    from expense_estimates e
    left join branches b on b.id = e.branch_id
    left join cost_items ci on ci.id = e.cost_item_id
    where ${sql.join(where, sql` and `)}
    order by e.month desc, e.id desc ${pageOf(q)}`);
  const data: UsageRow[] = rows.rows.map((r) => {
    const plan = BigInt(r.plan);
    const fact = BigInt(r.fact);
    // percent with one decimal, rounded half up: fact × 1000 / plan tenths
    const used = fact > 0n ? fact : 0n;
    const tenths = plan > 0n ? (used * 2000n + plan) / (2n * plan) : 0n;
    return {
      id: Number(r.id),
      month: r.month,
      branch_name: r.branch_name,
      cost_item_name: r.cost_item_name,
      currency: r.currency,
      plan: fromMinor(plan),
      fact: fromMinor(fact),
      rest: fromMinor(plan - fact),
      percent: `${tenths / 10n}.${tenths % 10n}`,
    };
  });
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
