import {
  builtDefinition,
  type ProfitBasis,
  type ReportQuery,
  reportQuerySchema,
} from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { SIGNED as EXPENSE_SIGNED } from '../../cash/expenses/queries.ts';
import type { ProfitPeriod } from '../../cash/investors/service.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { saleLines } from '../trade/sale-lines.ts';
import { returnsOfPeriod } from '../trade/sales-analysis.ts';
import { inBranchesOrCompany, OPERATION_RATE } from './by-item-branch.ts';

/** The parts of the profit and loss, in the order every part's SELECT gives them (UZS tiyin). */
const PARTS = [
  'revenue',
  'cost',
  'markup',
  'deferred',
  'discounts',
  'returns',
  'returned_cost',
  'expenses',
  'write_offs',
] as const;
type Part = (typeof PARTS)[number];

/** One SELECT of a branch and the parts it gives (the others 0), for the union the report groups. */
const part = (branch: SQL, given: Partial<Record<Part, SQL>>, from: SQL): SQL =>
  sql`select ${branch} as branch_id, ${sql.join(
    PARTS.map((p) => sql`(${given[p] ?? sql`0`})::bigint as ${sql.identifier(p)}`),
    sql`, `,
  )} ${from}`;

/**
 * The trade reports' context for the sales and returns: the same period,
 * branches and currency, none of the goods or seller filters (R0073 has none).
 */
const tradeContext = (ctx: ReportContext): ReportContext => {
  const q: ReportQuery = { page: ctx.q.page, per_page: ctx.q.per_page, period: ctx.q.period };
  if (ctx.q.currency) q.currency = ctx.q.currency;
  return { ...ctx, q };
};

/** A contract's sum in UZS at its own rate. */
const inUzs = (amount: SQL): SQL =>
  sql`case when c.currency = 'UZS' then ${amount} else round(${amount} * c.rate) end`;

/** What clients paid to a contract's schedule (not forgiveness) up to a condition on the allocation's date, in UZS. */
const collected = (until: SQL): SQL =>
  inUzs(sql`(select coalesce(sum(a.amount), 0) from contract_allocations a
    where a.contract_id = c.id and not a.forgives and ${until})`);

/**
 * Cost recovery: each contract sold at a profit (its lines' margin plus
 * markup, `p` > 0) counts its profit only as its collections pass its cost:
 * recognised by a date = least(greatest(collected − cost, 0), p). The
 * deferred part is what accrual counted at signing in the period less what
 * collections recognised in it (negative when older contracts' profit comes
 * in). A contract sold at a loss counts it at signing on both bases.
 */
const deferredPart = (ctx: ReportContext): SQL => {
  const all: ReportContext = { ...tradeContext(ctx), from: '0001-01-01' };
  all.q = { ...all.q, sale_type: 'CREDIT' };
  const recognised = (c: SQL) => sql`least(greatest(${c} - k.cost, 0), k.p)`;
  return part(
    sql`k.branch_id`,
    {
      deferred: sql`case when k.business_date >= ${ctx.from} then k.p else 0 end
        - (${recognised(sql`k.c_to`)} - ${recognised(sql`k.c_before`)})`,
    },
    sql`from (select l.sale_id, l.branch_id, l.business_date, l.p, l.cost,
        ${collected(sql`a.business_date <= ${ctx.to}`)} as c_to,
        ${collected(sql`a.business_date < ${ctx.from}`)} as c_before
      from (select sale_id, branch_id, business_date, sum(revenue_uzs + markup_uzs - cost_uzs) as p,
              sum(cost_uzs) as cost
            from (${saleLines(all)}) s group by sale_id, branch_id, business_date) l
      join contracts c on c.id = l.sale_id
      where l.p > 0) k`,
  );
};

/** The contracts' settlements of the period of some kinds (approved, not reversed), in scope. */
const settlements = (ctx: ReportContext, kinds: SQL): SQL =>
  sql`from contract_settlements s join contracts c on c.id = s.contract_id
    where s.kind in ${kinds} and s.status = 'APPROVED' and s.reversal_of is null
      and ${inBranches(sql`s.branch_id`, ctx)} and s.business_date between ${ctx.from} and ${ctx.to}
      and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}`;

/**
 * Discounts and write-offs. Accrual: the discounts and early-close bonuses
 * granted on contracts' debts after signing, and the debts written off
 * (closing with cost), in UZS at the contract's rate. Cost recovery: what
 * was forgiven was never counted, so no discounts; a write-off loses the
 * cost its collections had not covered by its date.
 */
const forgivenParts = (ctx: ReportContext, basis: ProfitBasis): SQL[] => {
  if (basis === 'cost_recovery') {
    return [
      part(
        sql`s.branch_id`,
        {
          write_offs: sql`greatest(c.cost_uzs - ${collected(sql`a.business_date <= s.business_date`)}, 0)`,
        },
        settlements(ctx, sql`('WRITE_OFF')`),
      ),
    ];
  }
  return [
    part(
      sql`s.branch_id`,
      { discounts: inUzs(sql`s.amount`) },
      settlements(ctx, sql`('DISCOUNT', 'EARLY_CLOSE_BONUS')`),
    ),
    part(sql`s.branch_id`, { write_offs: inUzs(sql`s.amount`) }, settlements(ctx, sql`('WRITE_OFF')`)),
  ];
};

/** The expense journal's postings to cost items (R0067's rows, USD at the operation's rate), by branch. */
const expensesPart = (ctx: ReportContext): SQL =>
  part(
    sql`o.branch_id`,
    {
      expenses: sql`case when o.currency = 'UZS' then ${EXPENSE_SIGNED}
        else round(${EXPENSE_SIGNED} * ${OPERATION_RATE}) end`,
    },
    sql`from money_operations o
      where o.counterpart_kind = 'expense_item' and o.counterpart_id <> 0 and ${COUNTED_OPERATION}
        and ${inBranchesOrCompany(ctx)} and o.business_date between ${ctx.from} and ${ctx.to}
        and ${when(ctx.q.currency, (v) => sql`o.currency = ${v}`)}`,
  );

/** Every part of the profit and loss of the period, one SELECT each, on the basis asked. */
const parts = (ctx: ReportContext): SQL => {
  const basis = ctx.q.profit_basis ?? 'accrual';
  const trade = tradeContext(ctx);
  const list = [
    part(
      sql`s.branch_id`,
      { revenue: sql`s.revenue_uzs`, cost: sql`s.cost_uzs`, markup: sql`s.markup_uzs` },
      sql`from (${saleLines(trade)}) s`,
    ),
    part(
      sql`r.branch_id`,
      { returns: sql`r.returns_uzs`, returned_cost: sql`r.returned_cost_uzs` },
      sql`from (${returnsOfPeriod(trade)}) r`,
    ),
    ...forgivenParts(ctx, basis),
    expensesPart(ctx),
  ];
  if (basis === 'cost_recovery') list.push(deferredPart(ctx));
  return sql.join(list, sql` union all `);
};

/**
 * R0073 Profit and loss by branch: per branch, in UZS, the goods' margin at
 * FIFO cost (the trade reports' sale lines, R0009) plus the contracts'
 * markup, less what cost recovery defers, the discounts granted on debts
 * after signing, the returns (their cost back into stock), the expenses
 * (the expense journal, cash and bank; a bank expense has no branch) and
 * the debts written off. The net profit's total is the company's profit.
 */
export const profitAndLoss: ServerReport = {
  definition: builtDefinition('R0073'),
  source: (ctx) => sql`select x.branch_id, br.name as branch_name,
      sum(x.revenue) as revenue_uzs, sum(x.cost) as cost_uzs, sum(x.revenue) - sum(x.cost) as goods_margin_uzs,
      sum(x.markup) as markup_uzs, sum(x.deferred) as deferred_uzs, sum(x.discounts) as discounts_uzs,
      sum(x.returns) as returns_uzs, sum(x.returned_cost) as returned_cost_uzs, sum(x.expenses) as expenses_uzs,
      sum(x.write_offs) as write_offs_uzs,
      sum(x.revenue - x.cost + x.markup - x.deferred - x.discounts - x.returns + x.returned_cost - x.expenses
        - x.write_offs) as net_profit_uzs
    from (${parts(ctx)}) x left join branches br on br.id = x.branch_id
    group by x.branch_id, br.name`,
  order: sql`branch_name nulls last, branch_id`,
};

/**
 * R0073's net profit of a period in UZS tiyin: over the given branches, or
 * the company's (every branch and the bank expenses of no branch) when they
 * are every branch or none is given. The profit distribution (cash/investors) is given this.
 */
export async function profitOfPeriod(db: Db, period: ProfitPeriod): Promise<bigint> {
  const q = reportQuerySchema.parse({
    period: 'range',
    date_from: period.from,
    date_to: period.to,
    profit_basis: period.basis,
  });
  const every = async () =>
    (await db.execute<{ id: number }>(sql`select id from branches`)).rows.map((r) => Number(r.id));
  const ctx: ReportContext = {
    db,
    q,
    today: period.to,
    asOf: period.to,
    from: period.from,
    to: period.to,
    branchIds: period.branchIds.length > 0 ? period.branchIds : await every(),
  };
  const rows = await db.execute<{ profit: string | null }>(
    sql`select sum(net_profit_uzs)::bigint::text as profit from (${profitAndLoss.source(ctx)}) p`,
  );
  return BigInt(rows.rows[0]?.profit ?? '0');
}
