import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The profit and loss (R0073) and the investors' distribution report (R0074)
 * on the demo data: R0073's accrual profit is the trade reports' gross
 * profit less what independent SQL sums of the discounts, expenses and
 * write-offs; cost recovery never counts more; R0074's totals are the
 * distributions' lines and the journal's payments of them.
 */

let ctx: TestContext;
let admin: string;
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

async function page(code: string, query = ''): Promise<ReportPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/${code}?per_page=500&${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportPage }>().data;
}
async function one(query: SQL): Promise<bigint> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return BigInt(rows.rows[0]?.v ?? '0');
}
/** A total of a page in tiyin. */
const total = (p: ReportPage, key: string): bigint =>
  BigInt(String(p.totals[0]?.[key] ?? '0.00').replace('.', ''));

/** A contract's settlements of some kinds, approved and not reversed, in UZS at the contract's rate. */
const settled = (kinds: SQL) => sql`select coalesce(sum(case when c.currency = 'UZS' then s.amount
    else round(s.amount * c.rate) end), 0)::bigint::text as v
  from contract_settlements s join contracts c on c.id = s.contract_id
  where s.kind in ${kinds} and s.status = 'APPROVED' and s.reversal_of is null`;

describe('R0073 profit and loss by branch', () => {
  it('on the accrual basis is R0009’s gross profit less the discounts, expenses and write-offs', async () => {
    const pl = await page('R0073', ALL_TIME);
    const gross = await page('R0009', ALL_TIME);
    for (const key of ['revenue_uzs', 'cost_uzs', 'markup_uzs', 'returns_uzs', 'returned_cost_uzs']) {
      expect(total(pl, key), key).toBe(total(gross, key));
    }
    const expenses = await one(sql`select coalesce(sum(case when o.currency = 'UZS' then p.amount
        else round(p.amount * coalesce(o.rate, (select r.rate from exchange_rates r where r.date <= o.business_date
          and r.active order by r.date desc limit 1))) end), 0)::bigint::text as v
      from money_postings p join money_accounts a on a.id = p.account_id and a.kind = 'expense_item' and a.ref_id <> 0
      join money_operations o on o.id = p.operation_id and o.status = 'APPROVED' and o.reversal_of is null
        and o.counterpart_kind = 'expense_item'`);
    const discounts = await one(settled(sql`('DISCOUNT', 'EARLY_CLOSE_BONUS')`));
    const writeOffs = await one(settled(sql`('WRITE_OFF')`));
    expect(expenses).toBeGreaterThan(0n);
    expect(discounts).toBeGreaterThan(0n);
    expect(writeOffs).toBeGreaterThan(0n);
    expect(total(pl, 'expenses_uzs')).toBe(expenses);
    expect(total(pl, 'discounts_uzs')).toBe(discounts);
    expect(total(pl, 'write_offs_uzs')).toBe(writeOffs);
    expect(total(pl, 'deferred_uzs')).toBe(0n);
    expect(total(pl, 'net_profit_uzs')).toBe(
      total(gross, 'gross_profit_uzs') - discounts - expenses - writeOffs,
    );
    // each row adds up, and one bar per row
    for (const r of pl.rows) {
      const m = (k: string) => BigInt(String(r[k]).replace('.', ''));
      expect(m('net_profit_uzs')).toBe(
        m('goods_margin_uzs') +
          m('markup_uzs') -
          m('deferred_uzs') -
          m('discounts_uzs') -
          m('returns_uzs') +
          m('returned_cost_uzs') -
          m('expenses_uzs') -
          m('write_offs_uzs'),
      );
    }
    // a row per branch that traded or spent (and one of no branch for the bank's expenses)
    const named = pl.rows.filter((r) => r.branch_name !== null).map((r) => r.branch_id);
    expect(named.length).toBeGreaterThan(1);
    expect(new Set(named).size).toBe(named.length);
    expect(pl.chart.length).toBe(pl.rows.length);
  });

  it('on the cost-recovery basis counts no more than on accrual, and nothing it defers is negative over all time', async () => {
    const accrual = await page('R0073', `${ALL_TIME}&profit_basis=accrual`);
    const recovery = await page('R0073', `${ALL_TIME}&profit_basis=cost_recovery`);
    expect(total(recovery, 'net_profit_uzs')).toBeLessThanOrEqual(total(accrual, 'net_profit_uzs'));
    expect(total(recovery, 'deferred_uzs')).toBeGreaterThan(0n);
    expect(total(recovery, 'discounts_uzs')).toBe(0n);
    // what collections have not yet covered: Σ over contracts sold at a profit of (profit − recognised)
    expect(total(recovery, 'revenue_uzs')).toBe(total(accrual, 'revenue_uzs'));
    for (const r of recovery.rows)
      expect(BigInt(String(r.deferred_uzs).replace('.', ''))).toBeGreaterThanOrEqual(0n);
    // this month: cost recovery recognises older contracts' collections too, so it differs from accrual
    const month = await page('R0073', 'profit_basis=cost_recovery');
    expect(month.rows.length).toBeGreaterThan(0);
  });

  it('narrows to one currency and to a branch', async () => {
    const all = await page('R0073', ALL_TIME);
    const usd = await page('R0073', `${ALL_TIME}&currency=USD`);
    const uzs = await page('R0073', `${ALL_TIME}&currency=UZS`);
    expect(total(usd, 'revenue_uzs') + total(uzs, 'revenue_uzs')).toBe(total(all, 'revenue_uzs'));
    const branch = all.rows.find((r) => r.branch_id !== null)?.branch_id;
    const one = await page('R0073', `${ALL_TIME}&branch_id=${branch}`);
    expect(one.rows.map((r) => r.branch_id)).toEqual([branch]);
  });
});

describe('R0074 investor profit distribution', () => {
  it('its totals are the distributions’ lines and what the journal paid of them', async () => {
    const p = await page('R0074', ALL_TIME);
    const lines = await one(sql`select count(*)::text as v from profit_distribution_lines`);
    expect(lines).toBeGreaterThan(0n);
    expect(BigInt(p.meta.total)).toBe(lines);
    const distributed = await one(sql`select sum(profit)::text as v from profit_distributions`);
    expect(total(p, 'distributed')).toBe(distributed);
    const paid = await one(sql`select coalesce(sum(o.amount), 0)::text as v from money_operations o
      where o.doc_type = 'profit_distribution_line' and o.type = 'INVESTOR_OUTPUT' and o.status = 'APPROVED'
        and o.reversal_of is null`);
    expect(paid).toBeGreaterThan(0n);
    expect(total(p, 'paid_out_profit')).toBe(paid);
    expect(total(p, 'owed')).toBe(distributed - paid);
    const investor = p.rows[0]?.investor_id;
    const narrowed = await page('R0074', `${ALL_TIME}&investor_id=${investor}`);
    expect(narrowed.rows.every((r) => r.investor_id === investor)).toBe(true);
    const drafts = await page('R0074', `${ALL_TIME}&distribution_status=DRAFT`);
    expect(drafts.rows.every((r) => r.distribution_status === 'DRAFT')).toBe(true);
    const percents = p.rows.filter((r) => r.distribution_no === p.rows[0]?.distribution_no);
    expect(percents.reduce((s, r) => s + Number(r.share_percent), 0)).toBeCloseTo(100, 1);
  });
});
