import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type { ReportCatalogueAnswer, ReportPage } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * The reports (docs/REPORTS-ENGINE.md) on the demo data: each built report's
 * totals against the ledger it reads, the report rights (per position and
 * per user, 403 and hidden when not granted), the catalogue's recent
 * reports, and the exports with the screen's filters.
 */

let ctx: TestContext;
let admin: string;
const today = tashkentToday();
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
async function page(token: string, code: string, query = ''): Promise<ReportPage> {
  const res = await get(token, `/api/reports/${code}?per_page=500&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportPage }>().data;
}
async function one(query: SQL): Promise<string> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return String(rows.rows[0]?.v ?? '0');
}
const totalOf = (p: ReportPage, key: string, currency?: string) =>
  String((currency ? p.totals.find((t) => t.currency === currency) : p.totals[0])?.[key] ?? '0.00');

describe('reports reconcile with their ledgers', () => {
  it('R0034 stock value = Σ balance rows = Σ FIFO layers, and R0035 sums to the same', async () => {
    const stock = await page(admin, 'R0034');
    const balances = await one(
      sql`select sum(cost_uzs)::text as v from stock_balances where item_kind = 'product'`,
    );
    const layers = await one(
      sql`select sum(cost_left_uzs)::text as v from stock_layers where item_kind = 'product'`,
    );
    expect(BigInt(balances)).toBeGreaterThan(0n);
    expect(totalOf(stock, 'cost_uzs')).toBe(fromMinor(BigInt(balances)));
    expect(totalOf(stock, 'cost_uzs')).toBe(fromMinor(BigInt(layers)));
    const quantity = await one(
      sql`select sum(quantity)::text as v from stock_balances where item_kind = 'product'`,
    );
    expect(totalOf(stock, 'quantity')).toBe(fromMilli(BigInt(quantity)));
    const fifo = await page(admin, 'R0035');
    expect(totalOf(fifo, 'cost_left_uzs')).toBe(totalOf(stock, 'cost_uzs'));
    expect(totalOf(fifo, 'quantity_left')).toBe(totalOf(stock, 'quantity'));
    // the chart sums the same value by category
    const chart = stock.chart.reduce((n, c) => n + BigInt(c.value.replace('.', '')), 0n);
    expect(fromMinor(chart)).toBe(totalOf(stock, 'cost_uzs'));
  });

  it('R0034 as of a past date takes back the movements after it', async () => {
    const past = await one(sql`select (min(business_date) + 1)::text as v from stock_movements`);
    const before = await page(admin, 'R0034', `as_of=${past}`);
    const expected = await one(sql`select sum(cost_uzs)::text as v from stock_movements
      where item_kind = 'product' and business_date <= ${past}`);
    expect(totalOf(before, 'cost_uzs')).toBe(fromMinor(BigInt(expected)));
    expect(totalOf(before, 'cost_uzs')).not.toBe(totalOf(await page(admin, 'R0034'), 'cost_uzs'));
  });

  it('R0049 portfolio = Σ contract rests, current + overdue = outstanding, overdue = the contracts’ own lateness', async () => {
    const p = await page(admin, 'R0049', 'per_page=500');
    const rests = await one(sql`select sum(rest)::text as v from contracts
      where status in ('ACTIVE', 'FREEZE') and currency = 'UZS'`);
    expect(totalOf(p, 'rest', 'UZS')).toBe(fromMinor(BigInt(rests)));
    const t = p.totals.find((x) => x.currency === 'UZS');
    expect(BigInt(String(t?.overdue).replace('.', '')) + BigInt(String(t?.current).replace('.', ''))).toBe(
      BigInt(rests),
    );
    expect(BigInt(String(t?.overdue).replace('.', ''))).toBeGreaterThan(0n);
    // a late row shows days late from the contracts' as-of function
    expect(p.rows.some((r) => Number(r.days_late) > 0 && r.overdue !== '0.00')).toBe(true);
    expect(p.rows.every((r) => Number(r.days_late) > 0 || r.overdue === '0.00')).toBe(true);
  });

  it('R0002, R0003 and R0004 are one query grouped three ways', async () => {
    const [term, region, responsible] = await Promise.all(
      ['R0002', 'R0003', 'R0004'].map((code) => page(admin, code, ALL_TIME)),
    );
    const signed = await one(sql`select sum(debt)::text as v from contracts
      where status not in ('CREATED', 'CANCELED') and currency = 'UZS'`);
    for (const p of [term, region, responsible] as ReportPage[]) {
      expect(totalOf(p, 'debt', 'UZS')).toBe(fromMinor(BigInt(signed)));
      expect(totalOf(p, 'contracts', 'UZS')).toBe(totalOf(term as ReportPage, 'contracts', 'UZS'));
    }
    expect((term as ReportPage).rows.map((r) => r.months)).toContain(12);
  });

  it('R0024 receipts = the cashboxes’ debits in the money journal’s daily sums, less cancelled receipts', async () => {
    const from = `${today.slice(0, 8)}01`;
    const p = await page(admin, 'R0024', 'period=month');
    const allDebits = await one(sql`select sum(d.debit)::text as v from money_daily d
      join money_accounts a on a.id = d.account_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and d.business_date between ${from} and ${today}`);
    // a cancelled operation's receipt and the receipt of a reversal stay in the journal's debits, not in the report
    const uncounted = await one(sql`select sum(p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and p.amount > 0
        and p.business_date between ${from} and ${today}
        and (o.status <> 'APPROVED' or o.reversal_of is not null)`);
    const debits = (BigInt(allDebits) - BigInt(uncounted)).toString();
    expect(BigInt(debits)).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount_uzs')).toBe(fromMinor(BigInt(debits)));
    // filtered by type: only that type, and its total is part of the whole
    const payments = await page(admin, 'R0024', 'period=month&operation_type=CONTRACT_PAYMENT');
    expect(payments.rows.every((r) => r.type === 'CONTRACT_PAYMENT')).toBe(true);
    expect(BigInt(totalOf(payments, 'amount_uzs').replace('.', ''))).toBeLessThan(BigInt(debits));
  });

  it('R0066 cash expenses = the expense journal’s cash total', async () => {
    const p = await page(admin, 'R0066', ALL_TIME);
    const journal = await ctx.app.inject({
      method: 'GET',
      url: '/api/expenses/expenses?source=cash&per_page=1',
      headers: bearer(admin),
    });
    expect(journal.statusCode, journal.body).toBe(200);
    const totals = journal.json<{ meta: { totals: { UZS: string } } }>().meta.totals;
    expect(totalOf(p, 'amount_uzs')).toBe(totals.UZS);
    expect(p.chart.length).toBeGreaterThan(1);
  });

  it('answers bad filters 400 naming the field', async () => {
    const res = await get(admin, '/api/reports/R0024?period=range&date_from=2026-02-01');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.join(' ')).toMatch(/date_to/);
  });
});

describe('report rights', () => {
  it('opens a report only when granted: per position, per user; the catalogue hides the others', async () => {
    const cashier = await signIn(ctx, 'kassir', 'Kassir@123');
    const catalogue = (await get(cashier, '/api/reports')).json<{ data: ReportCatalogueAnswer }>().data;
    expect(catalogue.reports.map((r) => r.code)).toEqual(['R0024', 'R0066']);
    expect((await get(cashier, '/api/reports/R0034')).statusCode).toBe(403);
    expect((await get(cashier, '/api/reports/R0034/export/csv')).statusCode).toBe(403);
    expect((await get(cashier, '/api/reports/R0024')).statusCode).toBe(200);

    const [kassir] = (
      await ctx.db.execute<{ id: number; user_position_id: number }>(
        sql`select id, user_position_id from users where username = 'kassir'`,
      )
    ).rows;
    // a user's own grant
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reports/rights/user/${kassir?.id}`,
      headers: bearer(admin),
      payload: { codes: ['R0034'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(cashier, '/api/reports/R0034')).statusCode).toBe(200);
    const rights = (await get(admin, `/api/reports/rights/user/${kassir?.id}`)).json().data;
    expect(rights).toEqual({ codes: ['R0034'], from_position: ['R0024', 'R0066'] });
    // a position's grant taken away closes it to its holders
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/reports/rights/position/${kassir?.user_position_id}`,
      headers: bearer(admin),
      payload: { codes: ['R0024'] },
    });
    expect((await get(cashier, '/api/reports/R0066')).statusCode).toBe(403);
    const after = (await get(cashier, '/api/reports')).json<{ data: ReportCatalogueAnswer }>().data;
    expect(after.reports.map((r) => r.code)).toEqual(['R0024', 'R0034']);
  });

  it('needs report_management to read or change rights, and refuses unknown codes', async () => {
    await createUser(ctx, { username: 'reader', rules: ['report.show'] });
    const reader = await signIn(ctx, 'reader', 'Secret#123');
    expect((await get(reader, '/api/reports')).json().data.reports).toEqual([]);
    expect((await get(reader, '/api/reports/rights/position/1')).statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reports/rights/position/1',
      headers: bearer(admin),
      payload: { codes: ['R9999'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('limits a branch user to their branch', async () => {
    const branch = await one(sql`select w.branch_id::text as v from stock_balances b
      join warehouses w on w.id = b.warehouse_id join branches br on br.id = w.branch_id
      where not br.is_office and b.cost_uzs > 0 limit 1`);
    const { id } = await createUser(ctx, { username: 'shop', rules: ['report.show'] });
    await ctx.db.execute(sql`update users set branch_id = ${Number(branch)} where id = ${id}`);
    await ctx.db.execute(sql`insert into report_user_rights (user_id, code) values (${id}, 'R0034')`);
    const shop = await signIn(ctx, 'shop', 'Secret#123');
    const own = await page(shop, 'R0034');
    const expected = await one(sql`select sum(b.cost_uzs)::text as v from stock_balances b
      join warehouses w on w.id = b.warehouse_id where b.item_kind = 'product' and w.branch_id = ${Number(branch)}`);
    expect(totalOf(own, 'cost_uzs')).toBe(fromMinor(BigInt(expected)));
    // another branch asked for: nothing
    const other = await page(shop, 'R0034', `branch_id=${Number(branch) + 100}`);
    expect(other.rows).toEqual([]);
  });
});

describe('catalogue and exports', () => {
  it('lists the recently opened reports first', async () => {
    await page(admin, 'R0066', ALL_TIME);
    await page(admin, 'R0035');
    const catalogue = (await get(admin, '/api/reports')).json<{ data: ReportCatalogueAnswer }>().data;
    expect(catalogue.recent.slice(0, 2)).toEqual(['R0035', 'R0066']);
    expect(catalogue.reports).toHaveLength(93);
    // all 93 of REPORTS.md are built: none is "coming"
    expect(catalogue.reports.filter((r) => !r.built).map((r) => r.code)).toEqual([]);
  });

  it('exports CSV and .xlsx with the screen’s filters and every row', async () => {
    const filtered = await page(admin, 'R0024', 'period=month&operation_type=CONTRACT_PAYMENT');
    const csv = await get(
      admin,
      '/api/reports/R0024/export/csv?period=month&operation_type=CONTRACT_PAYMENT',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(filtered.meta.total + 1);
    expect(lines.slice(1).every((l) => l.includes('Shartnoma toʻlovi'))).toBe(true);

    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/R0034/export/xlsx?show_zero=false',
      headers: { ...bearer(admin), 'accept-language': 'ru' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('R0034');
    const stock = await page(admin, 'R0034');
    expect(sheet?.rowCount).toBe(stock.meta.total + 1);
    expect(sheet?.getRow(1).getCell(4).value).toBe('Товар');
    let sum = 0;
    sheet?.eachRow((row, n) => {
      if (n > 1) sum += Number(row.getCell(6).value);
    });
    expect(sum.toFixed(2)).toBe(totalOf(stock, 'cost_uzs'));
  });
});
