import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  CollectorPlanInput,
  CollectorPlanPage,
  CollectorPlanQuery,
  CollectorPlanRow,
} from '@savdo/shared/schemas/collection-process';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';

/**
 * Collectors' monthly plans (`collector_plans`): a sum in UZS to collect in a
 * month from the contracts a collector answers for (`contracts.responsible_id`),
 * optionally within a branch. The fact is the payments (PAYMENT, PRE_PAYMENT,
 * ACCOUNT, reversals netted) dated in the month on those contracts, in UZS
 * contracts' money (a USD contract's payment counts at its paid UZS sum when
 * paid in UZS, else at the contract's rate).
 */

const PAYING = sql`('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT')`;

const monthStart = (month: string) => `${month}-01`;

/** Percent done, one decimal, from minor units. */
export function percentOf(fact: bigint, plan: bigint): string {
  if (plan <= 0n) return '0.0';
  const tenths = (fact * 1000n) / plan;
  return `${tenths / 10n}.${tenths % 10n}`;
}

async function assertCollector(db: Db, input: CollectorPlanInput) {
  const user = await db.execute(sql`select 1 from users where id = ${input.collector_id} and active`);
  if (user.rows.length === 0) throw new FieldErrors([{ field: 'collector_id', key: 'validation.invalid' }]);
  if (input.branch_id) {
    const branch = await db.execute(sql`select 1 from branches where id = ${input.branch_id}`);
    if (branch.rows.length === 0) throw new FieldErrors([{ field: 'branch_id', key: 'validation.invalid' }]);
  }
}

/** Sets a collector's plan for a month (409 when one exists for that collector, month and branch). */
export async function createPlan(db: Db, input: CollectorPlanInput, actor: Actor): Promise<CollectorPlanRow> {
  await assertCollector(db, input);
  const rows = await db.execute<{ id: string }>(sql`insert into collector_plans
      (collector_id, month, branch_id, amount, comment, created_by)
    values (${input.collector_id}, ${monthStart(input.month)}, ${input.branch_id ?? 0}, ${toMinor(input.amount)},
      ${input.comment ?? null}, ${actor.userId})
    on conflict (collector_id, month, branch_id) do nothing returning id`);
  const id = rows.rows[0]?.id;
  if (id === undefined) throw conflict('collectionProcess.errors.planExists');
  return getPlan(db, Number(id));
}

/** Changes a plan's sum or comment. */
export async function updatePlan(db: Db, id: number, input: CollectorPlanInput): Promise<CollectorPlanRow> {
  await assertCollector(db, input);
  const rows = await db
    .execute(sql`update collector_plans set amount = ${toMinor(input.amount)},
      comment = ${input.comment ?? null}, collector_id = ${input.collector_id}, month = ${monthStart(input.month)},
      branch_id = ${input.branch_id ?? 0}, updated_at = now()
    where id = ${id} returning id`)
    .catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === '23505')
        throw conflict('collectionProcess.errors.planExists');
      throw error;
    });
  if (rows.rows.length === 0) throw notFound();
  return getPlan(db, id);
}

type Raw = Omit<CollectorPlanRow, 'percent' | 'id'> & { id: string };

/** The plans that match `where` (on `collector_plans p`) with their fact: the one rule the plans screen and report R0056 read. */
export function planSelect(where: SQL): SQL {
  return sql`select p.id, p.collector_id, u.full_name as collector_name, to_char(p.month, 'YYYY-MM') as month,
      nullif(p.branch_id, 0) as branch_id, b.name as branch_name, p.amount::text as amount, p.comment,
      coalesce((select sum(case when s.paid_currency = 'UZS' then s.paid_amount
          when c.currency = 'UZS' then s.amount
          else round(s.amount * coalesce(c.rate, 0))::bigint end)
        from contracts c join contract_settlements s on s.contract_id = c.id
        where c.responsible_id = p.collector_id and (p.branch_id = 0 or c.branch_id = p.branch_id)
          and s.kind in ${PAYING} and s.business_date >= p.month
          and s.business_date < (p.month + interval '1 month')::date), 0)::text as fact
    from collector_plans p
    join users u on u.id = p.collector_id
    left join branches b on b.id = p.branch_id
    where ${where}`;
}

const present = (r: Raw): CollectorPlanRow => ({
  ...r,
  id: Number(r.id),
  amount: fromMinor(BigInt(r.amount)),
  fact: fromMinor(BigInt(r.fact)),
  percent: percentOf(BigInt(r.fact), BigInt(r.amount)),
});

export async function getPlan(db: Db, id: number): Promise<CollectorPlanRow> {
  const rows = await db.execute<Raw>(planSelect(sql`p.id = ${id}`));
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/** A month's plans by collector name, with the month's totals (of every plan, not just the page). */
export async function listPlans(db: Db, q: CollectorPlanQuery): Promise<CollectorPlanPage> {
  const where: SQL[] = [sql`p.month = ${monthStart(q.month)}`];
  if (q.collector_id) where.push(sql`p.collector_id = ${q.collector_id}`);
  const rows = await db.execute<Raw>(sql`${planSelect(sql.join(where, sql` and `))}
    order by u.full_name, p.id limit 1000`);
  const all = rows.rows;
  const plan = all.reduce((s, r) => s + BigInt(r.amount), 0n);
  const fact = all.reduce((s, r) => s + BigInt(r.fact), 0n);
  const start = (q.page - 1) * q.per_page;
  return {
    data: all.slice(start, start + q.per_page).map(present),
    meta: { page: q.page, per_page: q.per_page },
    totals: { amount: fromMinor(plan), fact: fromMinor(fact), percent: percentOf(fact, plan) },
  };
}
