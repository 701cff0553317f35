import { priceTagMonthly, roundingStep } from '@savdo/shared/contracts';
import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli, toMilli } from '@savdo/shared/quantity';
import { AGEING_BANDS, type ReportPage, type ReportRow } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingValue } from '../src/platform/settings/settings.ts';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The warehouse group's reports (REPORTS.md R0036–R0048) on the demo data:
 * each one's totals against the stock ledger it reads, a filter that
 * narrows it, and a past date or period that differs from today's figures.
 */

let ctx: TestContext;
let admin: string;
const today = tashkentToday();
const monthStart = `${today.slice(0, 8)}01`;
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
async function one(query: SQL): Promise<string> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return String(rows.rows[0]?.v ?? '0');
}
const totalOf = (p: ReportPage, key: string) => String(p.totals[0]?.[key] ?? '0');
const money = async (query: SQL) => fromMinor(BigInt(await one(query)));
const units = async (query: SQL) => fromMilli(BigInt(await one(query)));
/** A cell (money or quantity, as sent) as an exact integer in thousandths, to compare and add cells. */
const exact = (value: unknown) => toMilli(String(value ?? '0'));
const sumOf = (rows: ReportRow[], key: string) => rows.reduce((n, r) => n + exact(r[key]), 0n);

describe('R0036 stock movement statement', () => {
  it('over all time: no opening, the closing is the balance rows, in − out is the ledger', async () => {
    const p = await page('R0036', ALL_TIME);
    expect(p.rows.length).toBeGreaterThan(0);
    expect(totalOf(p, 'opening_cost_uzs')).toBe('0.00');
    expect(totalOf(p, 'closing_quantity')).toBe(
      await units(sql`select sum(quantity)::text as v from stock_balances where item_kind = 'product'`),
    );
    expect(totalOf(p, 'closing_cost_uzs')).toBe(
      await money(sql`select sum(cost_uzs)::text as v from stock_balances where item_kind = 'product'`),
    );
    expect(totalOf(p, 'in_input')).toBe(
      await units(sql`select sum(quantity)::text as v from stock_movements
        where item_kind = 'product' and type = 'INPUT'`),
    );
    expect(toMinor(totalOf(p, 'in_cost_uzs')) - toMinor(totalOf(p, 'out_cost_uzs'))).toBe(
      BigInt(
        await one(sql`select sum(cost_uzs)::text as v from stock_movements where item_kind = 'product'`),
      ),
    );
  });

  it('for the month: opening = the movements before it, closing = opening + in − out on every row', async () => {
    const p = await page('R0036', 'period=month');
    const before = await money(sql`select sum(cost_uzs)::text as v from stock_movements
      where item_kind = 'product' and business_date < ${monthStart}`);
    expect(totalOf(p, 'opening_cost_uzs')).toBe(before);
    expect(totalOf(p, 'out_sale')).toBe(
      await units(sql`select (-sum(quantity))::text as v from stock_movements
        where item_kind = 'product' and type = 'OUTPUT' and business_date between ${monthStart} and ${today}`),
    );
    for (const r of p.rows) {
      const inQ = ['in_input', 'in_move', 'in_return', 'in_other'].reduce((n, k) => n + exact(r[k]), 0n);
      const outQ = ['out_sale', 'out_move', 'out_return', 'out_other'].reduce((n, k) => n + exact(r[k]), 0n);
      expect(exact(r.opening_quantity) + inQ - outQ, String(r.product_name)).toBe(exact(r.closing_quantity));
      expect(exact(r.opening_cost_uzs) + exact(r.in_cost_uzs) - exact(r.out_cost_uzs)).toBe(
        exact(r.closing_cost_uzs),
      );
    }
    // the closing is today's balance, not the opening
    expect(totalOf(p, 'closing_cost_uzs')).not.toBe(totalOf(p, 'opening_cost_uzs'));
  });

  it('a movement type keeps only the products that had it in the period', async () => {
    const all = await page('R0036', ALL_TIME);
    const sold = await page('R0036', `${ALL_TIME}&practice_type=OUTPUT`);
    expect(sold.rows.length).toBeGreaterThan(0);
    expect(sold.rows.length).toBeLessThan(all.rows.length);
    expect(sold.rows.every((r) => exact(r.out_sale) > 0n)).toBe(true);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/R0036?practice_type=NOPE',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('R0037 product card', () => {
  it('lists every movement of the product with a running balance ending at its balance row', async () => {
    const busiest = await ctx.db.execute<{ product_id: number; warehouse_id: number; n: number }>(sql`
      select product_id, warehouse_id, count(*)::int as n from stock_movements where item_kind = 'product'
      group by 1, 2 order by 3 desc, 1, 2 limit 1`);
    const { product_id, warehouse_id, n } = busiest.rows[0] ?? { product_id: 0, warehouse_id: 0, n: 0 };
    expect(n).toBeGreaterThan(2);
    const p = await page('R0037', `${ALL_TIME}&product_id=${product_id}&warehouse_id=${warehouse_id}`);
    expect(p.rows).toHaveLength(n);
    const balance = await ctx.db.execute<{ quantity: string; cost_uzs: string }>(sql`
      select quantity::text, cost_uzs::text from stock_balances
      where item_kind = 'product' and product_id = ${product_id} and warehouse_id = ${warehouse_id}`);
    const last = p.rows.at(-1);
    expect(last?.balance_quantity).toBe(fromMilli(BigInt(balance.rows[0]?.quantity ?? '0')));
    expect(last?.balance_cost_uzs).toBe(fromMinor(BigInt(balance.rows[0]?.cost_uzs ?? '0')));
    expect(sumOf(p.rows, 'quantity_in') - sumOf(p.rows, 'quantity_out')).toBe(
      BigInt(balance.rows[0]?.quantity ?? '0'),
    );
    // each row's balance is the one before it plus its own movement
    for (let i = 1; i < p.rows.length; i++) {
      const [prev, row] = [p.rows[i - 1], p.rows[i]] as [ReportRow, ReportRow];
      expect(exact(prev.balance_quantity) + exact(row.quantity_in) - exact(row.quantity_out)).toBe(
        exact(row.balance_quantity),
      );
    }
    expect(p.rows.some((r) => r.document !== null)).toBe(true);
    // a period before the last movement ends at a different balance
    const firstDay = String(p.rows[0]?.business_date);
    const early = await page(
      'R0037',
      `period=range&date_from=2000-01-01&date_to=${firstDay}&product_id=${product_id}&warehouse_id=${warehouse_id}`,
    );
    expect(early.rows.length).toBeLessThan(n);
    expect(early.rows.at(-1)?.balance_quantity).toBe(p.rows[early.rows.length - 1]?.balance_quantity);
  });

  it('a serial keeps only the movements of that unit', async () => {
    const serial = await one(sql`select s.serial as v from stock_serials s
      join stock_serial_moves sm on sm.serial_id = s.id group by s.serial order by count(*) desc, s.serial limit 1`);
    const moves = Number(
      await one(sql`select count(*)::text as v from stock_serial_moves sm
        join stock_serials s on s.id = sm.serial_id where s.serial = ${serial}`),
    );
    const p = await page('R0037', `${ALL_TIME}&serial=${encodeURIComponent(serial)}`);
    expect(p.rows).toHaveLength(moves);
    expect(p.rows.every((r) => String(r.serials).includes(serial))).toBe(true);
  });
});

describe('R0038 stock ageing', () => {
  it('its bands add up to the stock value of R0035, and a past date differs', async () => {
    const p = await page('R0038');
    const fifo = await page('R0035');
    expect(exact(totalOf(p, 'cost_uzs'))).toBeGreaterThan(0n);
    expect(totalOf(p, 'cost_uzs')).toBe(totalOf(fifo, 'cost_left_uzs'));
    expect(totalOf(p, 'quantity')).toBe(totalOf(fifo, 'quantity_left'));
    const bands = AGEING_BANDS.reduce((n, b) => n + exact(totalOf(p, `cost_${b}`)), 0n);
    expect(bands).toBe(exact(totalOf(p, 'cost_uzs')));
    for (const r of p.rows)
      expect(AGEING_BANDS.reduce((n, b) => n + exact(r[`quantity_${b}`]), 0n)).toBe(exact(r.quantity));
    // the data is months old: some stock is past 30 days
    expect(exact(totalOf(p, 'cost_0_30'))).toBeLessThan(exact(totalOf(p, 'cost_uzs')));
    const past = await one(sql`select (max(business_date) - 10)::text as v from stock_movements`);
    const before = await page('R0038', `as_of=${past}`);
    expect(totalOf(before, 'cost_uzs')).toBe(totalOf(await page('R0035', `as_of=${past}`), 'cost_left_uzs'));
    expect(totalOf(before, 'cost_uzs')).not.toBe(totalOf(p, 'cost_uzs'));
  });

  it('a category narrows it', async () => {
    const category = await one(sql`select p.product_category_id::text as v from stock_balances b
      join products p on p.id = b.product_id where b.item_kind = 'product' and b.quantity > 0
      group by 1 order by count(*) desc limit 1`);
    const all = await page('R0038');
    const some = await page('R0038', `category_id=${category}`);
    expect(some.rows.length).toBeGreaterThan(0);
    expect(some.rows.length).toBeLessThan(all.rows.length);
    expect(new Set(some.rows.map((r) => r.category_name)).size).toBe(1);
  });
});

describe('R0039 stock turnover and days of supply', () => {
  it('groups R0036 by category: the same cost of stock, the cost of sales from the ledger', async () => {
    const p = await page('R0039', 'period=month');
    const statement = await page('R0036', 'period=month');
    expect(totalOf(p, 'opening_cost_uzs')).toBe(totalOf(statement, 'opening_cost_uzs'));
    expect(totalOf(p, 'closing_cost_uzs')).toBe(totalOf(statement, 'closing_cost_uzs'));
    expect(totalOf(p, 'sale_cost_uzs')).toBe(
      await money(sql`select (-sum(cost_uzs))::text as v from stock_movements where item_kind = 'product'
        and (type = 'OUTPUT' or (type = 'RETURNED_PRODUCT' and quantity > 0))
        and business_date between ${monthStart} and ${today}`),
    );
    const selling = p.rows.find((r) => exact(r.sale_cost_uzs) > 0n);
    expect(selling?.days_of_supply).toBeTypeOf('number');
    expect(p.chart.length).toBeGreaterThan(0);
  });

  it('a category narrows it to one row', async () => {
    const all = await page('R0039', ALL_TIME);
    const first = all.rows.find((r) => r.category_id !== null);
    const one = await page('R0039', `${ALL_TIME}&category_id=${first?.category_id}`);
    expect(one.rows).toHaveLength(1);
    expect(one.rows[0]?.sale_cost_uzs).toBe(first?.sale_cost_uzs);
  });
});

describe('R0040 stock-outs and low stock', () => {
  it('with a high threshold lists every product sold in each branch; the threshold narrows it', async () => {
    const wide = await page('R0040', 'days=3650&threshold=1000000');
    expect(wide.rows.length).toBeGreaterThan(0);
    const sold =
      await units(sql`select sum(q)::text as v from (select w.branch_id, m.product_id, -sum(m.quantity) as q
      from stock_movements m join warehouses w on w.id = m.warehouse_id
      where m.item_kind = 'product' and m.business_date > ${today}::date - 3650
        and (m.type = 'OUTPUT' or (m.type = 'RETURNED_PRODUCT' and m.quantity > 0))
      group by 1, 2 having -sum(m.quantity) > 0) s`);
    expect(totalOf(wide, 'sold_quantity')).toBe(sold);
    const stock = await units(sql`select sum(b.quantity)::text as v from stock_balances b
      join warehouses w on w.id = b.warehouse_id
      where b.item_kind = 'product' and (w.branch_id, b.product_id) in (select w2.branch_id, m.product_id
        from stock_movements m join warehouses w2 on w2.id = m.warehouse_id where m.item_kind = 'product'
          and (m.type = 'OUTPUT' or (m.type = 'RETURNED_PRODUCT' and m.quantity > 0))
        group by 1, 2 having -sum(m.quantity) > 0)`);
    expect(totalOf(wide, 'stock_quantity')).toBe(stock);
    const low = await page('R0040', 'days=3650&threshold=1');
    expect(low.rows.length).toBeLessThan(wide.rows.length);
    expect(low.rows.every((r) => exact(r.stock_quantity) <= 1000n)).toBe(true);
    const recent = await page('R0040', 'days=1&threshold=1000000');
    expect(recent.rows.length).toBeLessThan(wide.rows.length);
  });
});

describe('R0041 serial numbers and IMEI', () => {
  it('shows every unit once with its state from the serials ledger; a state and a serial narrow it', async () => {
    const p = await page('R0041', ALL_TIME);
    const units = Number(await one(sql`select count(distinct serial_id)::text as v from stock_serial_moves`));
    expect(p.meta.total).toBe(units);
    const inStock = Number(
      await one(sql`select count(*)::text as v from stock_serials where status = 'IN_STOCK'`),
    );
    const stocked = await page('R0041', `${ALL_TIME}&serial_status=IN_STOCK`);
    expect(stocked.meta.total).toBe(inStock);
    expect(stocked.rows.every((r) => r.status === 'IN_STOCK')).toBe(true);
    const sold = await page('R0041', `${ALL_TIME}&serial_status=SOLD`);
    expect(sold.rows.length).toBeGreaterThan(0);
    expect(sold.rows.every((r) => r.last_type === 'OUTPUT' && r.counterparty !== null)).toBe(true);
    const serial = String(sold.rows[0]?.serial);
    const found = await page('R0041', `${ALL_TIME}&serial=${encodeURIComponent(serial)}`);
    expect(found.rows.map((r) => r.serial)).toEqual([serial]);
  });
});

describe('R0042 purchases from suppliers', () => {
  it('sums the approved invoices and returns per currency; a supplier narrows it', async () => {
    const p = await page('R0042', ALL_TIME);
    const invoiced = (kind: string, currency: string) =>
      money(sql`select coalesce(sum(round(l.price * l.quantity / 1000.0)), 0)::bigint::text as v
        from stock_documents d join stock_document_lines l on l.document_id = d.id
        where d.kind = ${kind} and d.status = 'APPROVED' and d.currency = ${currency}`);
    for (const currency of ['UZS', 'USD']) {
      const totals = p.totals.find((t) => t.currency === currency);
      expect(totals?.received_amount).toBe(await invoiced('SUPPLIER_INPUT', currency));
      expect(totals?.returned_amount).toBe(await invoiced('SUPPLIER_RETURN', currency));
    }
    expect(exact(p.totals.find((t) => t.currency === 'USD')?.received_amount)).toBeGreaterThan(0n);
    // the received quantity is what the ledger booked as input from those invoices
    const booked = await units(sql`select sum(m.quantity)::text as v from stock_movements m
      join stock_documents d on d.id = m.document_id
      where m.doc_type is null and m.type = 'INPUT' and d.kind = 'SUPPLIER_INPUT' and m.item_kind = 'product'`);
    expect(fromMilli(sumOf(p.totals, 'received_quantity'))).toBe(booked);
    const supplier = p.rows[0]?.supplier_id;
    const one = await page('R0042', `${ALL_TIME}&supplier_id=${supplier}`);
    expect(one.rows.length).toBeLessThan(p.rows.length);
    expect(one.rows.every((r) => r.supplier_id === supplier)).toBe(true);
    expect(p.chart.length).toBeGreaterThan(0);
  });
});

describe('R0043 supplier settlements', () => {
  it('closing debt = the supplier balances; opening + movements = closing on every row', async () => {
    const p = await page('R0043', ALL_TIME);
    for (const currency of ['UZS', 'USD']) {
      const debt = await money(
        sql`select sum(debt)::text as v from supplier_balances where currency = ${currency}`,
      );
      expect(p.totals.find((t) => t.currency === currency)?.closing_debt).toBe(debt);
    }
    for (const r of p.rows) {
      const moved =
        exact(r.invoices) -
        exact(r.returns) -
        exact(r.paid_cash) -
        exact(r.paid_bank) -
        exact(r.bonuses) +
        exact(r.other);
      expect(exact(r.opening_debt) + moved, String(r.supplier_name)).toBe(exact(r.closing_debt));
    }
    const uzs = p.totals.find((t) => t.currency === 'UZS');
    expect(exact(uzs?.paid_cash)).toBeGreaterThan(0n);
    expect(exact(uzs?.paid_bank)).toBeGreaterThan(0n);
    expect(exact(uzs?.bonuses)).toBeGreaterThan(0n);
  });

  it('for the month the opening is the ledger before it; a currency narrows it', async () => {
    const p = await page('R0043', 'period=month');
    const before = await money(sql`select coalesce(sum(amount), 0)::text as v from supplier_ledger
      where currency = 'UZS' and business_date < ${monthStart}`);
    expect(p.totals.find((t) => t.currency === 'UZS')?.opening_debt ?? '0.00').toBe(before);
    const usd = await page('R0043', `${ALL_TIME}&currency=USD`);
    expect(usd.rows.length).toBeGreaterThan(0);
    expect(usd.rows.every((r) => r.currency === 'USD')).toBe(true);
  });
});

describe('R0044 transfers between warehouses', () => {
  it('lists every transfer line with the cost it left with; the state narrows it to what is on the way', async () => {
    const p = await page('R0044', ALL_TIME);
    const lines = Number(
      await one(sql`select count(*)::text as v from stock_document_lines l
        join stock_documents d on d.id = l.document_id where d.kind = 'MOVE'`),
    );
    expect(p.meta.total).toBe(lines);
    expect(totalOf(p, 'cost_uzs')).toBe(
      await money(sql`select (-sum(cost_uzs))::text as v from stock_movements
        where type = 'MOVE_OUTPUT' and item_kind = 'product'`),
    );
    const way = await page('R0044', `${ALL_TIME}&transfer_status=WAY`);
    expect(way.rows.length).toBeGreaterThan(0);
    expect(way.rows.length).toBeLessThan(p.rows.length);
    expect(way.rows.every((r) => r.status === 'WAY' && r.received_date === null)).toBe(true);
    expect(way.rows.every((r) => Number(r.days_on_way) >= 0)).toBe(true);
    const received = p.rows.filter((r) => r.status === 'APPROVED');
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.received_date !== null)).toBe(true);
  });
});

describe('R0045 counting act results', () => {
  it('values the shortages the acts booked; the reason and the state narrow it', async () => {
    const p = await page('R0045', ALL_TIME);
    expect(p.rows.length).toBeGreaterThan(0);
    expect(totalOf(p, 'shortage_cost_uzs')).toBe(
      await money(sql`select (-sum(cost_uzs))::text as v from stock_movements
        where type = 'COUNTING_ACT_OUTPUT' and item_kind = 'product'`),
    );
    expect(totalOf(p, 'shortage_quantity')).toBe(
      await units(sql`select (-sum(quantity))::text as v from stock_movements
        where type = 'COUNTING_ACT_OUTPUT' and item_kind = 'product'`),
    );
    expect(p.rows.every((r) => r.responsible_name !== null)).toBe(true);
    expect(p.chart.length).toBeGreaterThan(0);
    const reason = await one(sql`select reason_id::text as v from stock_document_lines
      where reason_id is not null order by id limit 1`);
    const other = await one(
      sql`select id::text as v from counting_error_reasons where id <> ${Number(reason)} limit 1`,
    );
    expect((await page('R0045', `${ALL_TIME}&error_reason_id=${reason}`)).rows.length).toBe(p.rows.length);
    expect((await page('R0045', `${ALL_TIME}&error_reason_id=${other}`)).rows).toHaveLength(0);
    expect((await page('R0045', `${ALL_TIME}&act_status=IN_PROGRESS`)).rows.length).toBeLessThan(
      p.rows.length,
    );
  });
});

describe('R0047 inventory materials', () => {
  it('is the statement of the materials: closing = their balance rows; a group narrows it', async () => {
    const p = await page('R0047', ALL_TIME);
    expect(p.rows.length).toBeGreaterThan(0);
    expect(totalOf(p, 'closing_cost_uzs')).toBe(
      await money(sql`select sum(cost_uzs)::text as v from stock_balances where item_kind = 'material'`),
    );
    expect(totalOf(p, 'in_input')).toBe(
      await units(sql`select sum(quantity)::text as v from stock_movements
        where item_kind = 'material' and type = 'INPUT'`),
    );
    expect(p.rows.every((r) => r.material_name !== null)).toBe(true);
    const group = await one(sql`select m.material_group_id::text as v from stock_balances b
      join materials m on m.id = b.product_id where b.item_kind = 'material' order by b.quantity desc limit 1`);
    const some = await page('R0047', `${ALL_TIME}&material_group_id=${group}`);
    expect(some.rows.length).toBeGreaterThan(0);
    expect(some.rows.length).toBeLessThan(p.rows.length);
    expect(new Set(some.rows.map((r) => r.material_group_name)).size).toBe(1);
    // one row per material and warehouse that has a balance row
    const lines = Number(
      await one(sql`select count(*)::text as v from stock_balances where item_kind = 'material'`),
    );
    expect(p.meta.total).toBe(lines);
  });
});

describe('R0046 selling price changes', () => {
  it('lists each change once per active tariff, with the price history’s prices and the tag’s monthly payment', async () => {
    const p = await page('R0046', ALL_TIME);
    const changes = Number(await one(sql`select count(*)::text as v from selling_price_changes`));
    const terms = Number(
      await one(sql`select count(*)::text as v from contract_tariffs t
        join contract_terms ct on ct.id = t.contract_term_id where t.active and ct.active`),
    );
    expect(changes).toBeGreaterThan(0);
    expect(terms).toBeGreaterThan(0);
    expect(p.meta.total).toBe(changes * terms);
    // the demo sets each product's price once: the new retail price is the product's price now
    const row = p.rows[0];
    expect(row?.retail_uzs).toBe(
      await money(
        sql`select retail_price_uzs::text as v from products where id = ${Number(row?.product_id)}`,
      ),
    );
    // the monthly payment is the calculator's for one unit at the new price over the term, no prepayment
    const rounding = roundingStep('UZS', await settingValue<number>(ctx.db, 'contract_rounding'));
    const tariff = await ctx.db.execute<{
      markup: string;
      additional: string;
    }>(sql`select t.markup::text as markup,
        coalesce(t.additional_markup, 0)::text as additional
      from contract_tariffs t join contract_terms ct on ct.id = t.contract_term_id
      where t.active and ct.active and ct.months = ${Number(row?.months)} limit 1`);
    const months = Number(row?.months);
    const expected = priceTagMonthly(
      toMinor(String(row?.retail_uzs)),
      {
        months,
        markupPercent: tariff.rows[0]?.markup ?? '0',
        additionalMarkupPercent: tariff.rows[0]?.additional ?? '0',
      },
      rounding,
    );
    expect(row?.monthly).toBe(fromMinor(expected));
    expect(BigInt(toMinor(String(row?.monthly))) * BigInt(months)).toBeGreaterThanOrEqual(
      toMinor(String(row?.retail_uzs)),
    );

    // one term, one markup source: narrower
    const term = await page('R0046', `${ALL_TIME}&months=${months}`);
    expect(term.meta.total).toBeGreaterThanOrEqual(changes);
    expect(term.meta.total).toBeLessThan(p.meta.total);
    expect(term.rows.every((r) => r.months === months)).toBe(true);
    const category = await page('R0046', `${ALL_TIME}&markup_source=category&months=${months}`);
    const byCategory = Number(
      await one(sql`select count(*)::text as v from selling_price_changes where markup_source = 'category'`),
    );
    expect(category.rows.every((r) => r.markup_source === 'category')).toBe(true);
    expect(category.meta.total).toBe(byCategory * (term.meta.total / changes));
    // the previous month saw no change
    expect((await page('R0046', 'period=range&date_from=2000-01-01&date_to=2000-01-31')).meta.total).toBe(0);
  });
});

describe('R0048 fixed assets', () => {
  it('book value = Σ the units’ entries; a repricing and a write-off show in the period; a responsible narrows it', async () => {
    const unitIds = await ctx.db.execute<{ id: string }>(
      sql`select id from asset_units where status = 'IN_USE' order by id limit 2`,
    );
    const [first, second] = unitIds.rows.map((r) => Number(r.id));
    const reason = await one(sql`select id::text as v from write_off_reasons order by id limit 1`);
    const post = async (url: string, payload: object) => {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await post('/api/basic-tools/repricings', { unit_id: first, new_value: '1234567.89', doc_date: today });
    await post('/api/basic-tools/write-offs', {
      unit_id: second,
      reason_id: Number(reason),
      doc_date: today,
    });

    const p = await page('R0048', ALL_TIME);
    const kept = sql`from asset_units where status <> 'CANCELED'`;
    expect(p.meta.total).toBe(Number(await one(sql`select count(*)::text as v ${kept}`)));
    expect(totalOf(p, 'book_value')).toBe(await money(sql`select sum(book_value)::text as v ${kept}`));
    expect(totalOf(p, 'cost')).toBe(await money(sql`select sum(cost)::text as v ${kept}`));
    expect(totalOf(p, 'wear')).toBe(await money(sql`select sum(wear)::text as v ${kept}`));
    // cost + repricing − wear − written off = book value
    expect(
      exact(totalOf(p, 'cost')) +
        exact(totalOf(p, 'repricing')) -
        exact(totalOf(p, 'wear')) -
        exact(totalOf(p, 'written_off')),
    ).toBe(exact(totalOf(p, 'book_value')));
    const repriced = p.rows.find((r) => Number(r.unit_id) === first);
    expect(repriced?.book_value).toBe('1234567.89');
    const gone = p.rows.find((r) => Number(r.unit_id) === second);
    expect(gone?.asset_status).toBe('WRITTEN_OFF');
    expect(gone?.book_value).toBe('0.00');

    // this month: the write-off and the repricing are the period's
    const month = await page('R0048', `period=range&date_from=${monthStart}&date_to=${today}`);
    expect(totalOf(month, 'period_written_off')).toBe(
      await money(sql`select (-sum(amount))::text as v from asset_entries
        where type = 'WRITE_OFF' and business_date >= ${monthStart}`),
    );
    expect(totalOf(month, 'period_repricing')).toBe(
      await money(sql`select sum(amount)::text as v from asset_entries
        where type = 'REPRICING' and business_date >= ${monthStart}`),
    );
    // a period before the write-off: the unit is in use, at its book value then
    const before = await page('R0048', 'period=previous_month');
    expect(before.rows.find((r) => Number(r.unit_id) === second)?.asset_status).toBe('IN_USE');
    expect(totalOf(before, 'period_written_off')).toBe('0.00');

    const responsible = await one(sql`select responsible_id::text as v from asset_units where id = ${first}`);
    const theirs = await page('R0048', `${ALL_TIME}&responsible_id=${responsible}`);
    expect(theirs.rows.length).toBe(
      Number(await one(sql`select count(*)::text as v ${kept} and responsible_id = ${Number(responsible)}`)),
    );
    expect(theirs.rows.length).toBeLessThan(p.rows.length);
  });
});
