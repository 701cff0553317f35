import { fromMinor, sharePercent } from '@savdo/shared/money';
import type { ProfitBasis } from '@savdo/shared/reports';
import { checkRule } from '@savdo/shared/rules';
import type {
  DistributionDetail,
  DistributionLine,
  DistributionListQuery,
  DistributionOptions,
  DistributionPage,
  DistributionPayment,
  DistributionRow,
} from '@savdo/shared/schemas/investors';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** The journal document a payment of a line names (an INVESTOR_OUTPUT operation). */
export const LINE_DOC = 'profit_distribution_line';

/** What counted operations paid to line `l` (a cancelled payment and its reversal count no more). */
export const LINE_PAID = sql`(select coalesce(sum(o.amount), 0) from money_operations o
  where o.doc_type = ${LINE_DOC} and o.doc_id = l.id and o.type = 'INVESTOR_OUTPUT'
    and o.status = 'APPROVED' and o.reversal_of is null)`;

/** A distribution's state: DRAFT, APPROVED, or PAID once every line is paid (derived, so a cancelled payment reopens it). */
export const DISTRIBUTION_STATE = sql`case when d.status = 'DRAFT' then 'DRAFT'
  when not exists (select 1 from profit_distribution_lines l where l.distribution_id = d.id
    and l.amount > ${LINE_PAID}) then 'PAID' else 'APPROVED' end`;

interface HeaderRow extends Record<string, unknown> {
  id: number;
  date_from: string;
  date_to: string;
  basis: ProfitBasis;
  branch_ids: number[];
  branch_names: string[];
  status: DistributionRow['status'];
  profit: string;
  paid: string;
  comment: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
}

const SELECT_HEADERS = (
  where: SQL,
  limit: number,
  offset: number,
) => sql`select d.id, d.date_from::text as date_from,
    d.date_to::text as date_to, d.basis, d.branch_ids,
    array(select b.name from branches b where b.id = any(d.branch_ids) order by b.name) as branch_names,
    ${DISTRIBUTION_STATE} as status, d.profit::text as profit,
    (select coalesce(sum(${LINE_PAID}), 0) from profit_distribution_lines l where l.distribution_id = d.id)::text
      as paid,
    d.comment, cu.full_name as created_by_name, au.full_name as approved_by_name, d.approved_at::text as approved_at
  from profit_distributions d left join users cu on cu.id = d.created_by left join users au on au.id = d.approved_by
  where ${where}
  order by d.date_to desc, d.id desc
  limit ${limit} offset ${offset}`;

const presentHeader = (r: HeaderRow): DistributionRow => ({
  ...r,
  id: Number(r.id),
  branch_ids: r.branch_ids.map(Number),
  profit: fromMinor(BigInt(r.profit)),
  paid: fromMinor(BigInt(r.paid)),
});

/** The distributions, newest period first, with what was paid; narrowed by state. */
export async function listDistributions(db: DbOrTx, q: DistributionListQuery): Promise<DistributionPage> {
  const where = q.status ? sql`${DISTRIBUTION_STATE} = ${q.status}` : sql`true`;
  const [rows, count] = await Promise.all([
    db.execute<HeaderRow>(SELECT_HEADERS(where, q.per_page, (q.page - 1) * q.per_page)),
    db.execute<{ total: string }>(sql`select count(*) as total from profit_distributions d where ${where}`),
  ]);
  return {
    data: rows.rows.map(presentHeader),
    meta: { page: q.page, per_page: q.per_page, total: Number(count.rows[0]?.total ?? 0) },
  };
}

async function linesOf(db: DbOrTx, id: number): Promise<DistributionLine[]> {
  const rows = await db.execute<{
    id: number;
    investor_id: number;
    investor_name: string;
    share: string;
    share_minor: string;
    amount: string;
    paid: string;
  }>(sql`select l.id, l.investor_id, i.name as investor_name, l.share::text as share,
      round(l.share * 10000)::bigint::text as share_minor, l.amount::text as amount, ${LINE_PAID}::text as paid
    from profit_distribution_lines l join investors i on i.id = l.investor_id
    where l.distribution_id = ${id} order by l.id`);
  const whole = rows.rows.reduce((a, r) => a + BigInt(r.share_minor), 0n);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    investor_id: Number(r.investor_id),
    investor_name: r.investor_name,
    share: r.share,
    percent: sharePercent(BigInt(r.share_minor), whole),
    amount: fromMinor(BigInt(r.amount)),
    paid: fromMinor(BigInt(r.paid)),
    owed: fromMinor(BigInt(r.amount) - BigInt(r.paid)),
  }));
}

async function paymentsOf(db: DbOrTx, id: number): Promise<DistributionPayment[]> {
  const rows = await db.execute<{
    operation_id: number;
    line_id: number;
    investor_name: string;
    business_date: string;
    cashbox_name: string | null;
    amount: string;
    status: string;
    counted: boolean;
  }>(sql`select o.id as operation_id, l.id as line_id, i.name as investor_name, o.business_date::text as business_date,
      c.name as cashbox_name, o.amount::text as amount, o.status, (o.status = 'APPROVED') as counted
    from profit_distribution_lines l join investors i on i.id = l.investor_id
    join money_operations o on o.doc_type = ${LINE_DOC} and o.doc_id = l.id and o.reversal_of is null
    left join cashboxes c on c.id = o.cashbox_id
    where l.distribution_id = ${id} order by o.id`);
  return rows.rows.map((r) => ({
    ...r,
    operation_id: Number(r.operation_id),
    line_id: Number(r.line_id),
    amount: fromMinor(BigInt(r.amount)),
  }));
}

/** A distribution with its lines and payments; 404 when there is none. */
export async function readDistribution(db: DbOrTx, id: number): Promise<DistributionDetail> {
  const rows = await db.execute<HeaderRow>(SELECT_HEADERS(sql`d.id = ${id}`, 1, 0));
  const header = rows.rows[0];
  if (!header) throw notFound();
  const [lines, payments] = await Promise.all([linesOf(db, id), paymentsOf(db, id)]);
  return { ...presentHeader(header), lines, payments };
}

/** The screen's pickers: every investor and branch (a distribution is the company's), the actor's cashboxes. */
export async function distributionOptions(db: DbOrTx, actor: Actor): Promise<DistributionOptions> {
  const all = checkRule('cashbox.all', actor.rules);
  const [investors, branches, cashboxes] = await Promise.all([
    db.execute<{ id: number; name: string }>(sql`select id, name from investors order by name, id`),
    db.execute<{ id: number; name: string }>(sql`select id, name from branches order by name, id`),
    db.execute<{ id: number; name: string; balance: string | null }>(sql`select c.id, c.name,
        (select mb.balance from money_accounts a join money_balances mb on mb.account_id = a.id
          where a.kind = 'cashbox' and a.ref_id = c.id and a.currency = 'UZS')::text as balance
      from cashboxes c where c.active and (${all} or c.responsible_id = ${actor.userId}) order by c.name, c.id`),
  ]);
  const named = (r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name });
  return {
    investors: investors.rows.map(named),
    branches: branches.rows.map(named),
    cashboxes: cashboxes.rows.map((r) => ({ ...named(r), balance_uzs: fromMinor(BigInt(r.balance ?? 0)) })),
  };
}
