import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { goodsIn, paidCashTrade } from './fixtures/sales.ts';
import { firstRow, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Releasing goods a warehouse lacks (issue 22 item 6): without an explicit
 * confirmation the approval is refused naming the line and the shortage;
 * with it a user holding `warehouse_residue.exceed` takes the stock below
 * zero at the last known cost, a user without it is refused; a product that
 * never came in anywhere is never released at cost 0. The order's product
 * picker and the release screen say where the goods are.
 */
let ctx: TestContext;
let keeper: string;
let trusted: string;
let office: number;
let store: number;
let far: number;
const P = { tv: 0, fridge: 0, ghost: 0 };

const KEEPER_RULES = [
  'giving_product_to_client.show',
  'giving_product_to_client.add',
  ...['show', 'add', 'approve', 'cancel'].map((a) => `invoice_output.${a}`),
  'client_order.add',
  'client_order.show',
];

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(method === 'POST' ? freshKey() : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function product(name: string): Promise<number> {
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values (${name}, 'dona') returning id`,
  );
  const category = await rowId(ctx, sql`insert into product_categories (name) values (${name}) returning id`);
  return rowId(
    ctx,
    sql`insert into products (name, product_category_id, unit_id, retail_price_uzs)
      values (${name}, ${category}, ${unit}, 500000000) returning id`,
  );
}

/** An invoice (CREATED) from `warehouseId` for a paid cash trade of `quantity` units of a product. */
async function invoiceFor(productId: number, quantity: number, warehouseId = store) {
  const trade = await paidCashTrade(ctx.db, {
    branchId: office,
    clientId: null,
    items: [{ productId, quantity, price: 450_000_000n }],
  });
  const made = await call('POST', '/output-product/invoices', keeper, {
    sale_kind: 'CASH_TRADE',
    sale_id: trade.id,
    warehouse_id: warehouseId,
    handover: 'TAKE_AWAY',
    lines: [{ item_id: trade.items[0], quantity: String(quantity) }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return { trade, invoice: made.json().data as { id: number; version: number } };
}

const approve = (token: string, id: number, body: object = {}) =>
  call('POST', `/output-product/invoices/${id}/approve`, token, body);

/** What an approval writes, counted. */
const written = async () =>
  firstRow<{ movements: string; layers: string; approved: string }>(
    ctx,
    sql`select (select count(*) from stock_movements) as movements, (select count(*) from stock_layers) as layers,
      (select count(*) from output_invoices where status = 'APPROVED') as approved`,
  );

const balance = async (productId: number, warehouseId: number) =>
  (
    await firstRow<{ quantity: string | null }>(
      ctx,
      sql`select quantity::text from stock_balances where item_kind = 'product' and product_id = ${productId}
        and warehouse_id = ${warehouseId}`,
    )
  )?.quantity ?? null;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { username: 'sklad', password: 'Sklad#123', rules: KEEPER_RULES });
  await createUser(ctx, {
    username: 'ishonchli',
    password: 'Ishonch#123',
    rules: [...KEEPER_RULES, 'warehouse_residue.exceed'],
  });
  keeper = await signIn(ctx, 'sklad', 'Sklad#123');
  trusted = await signIn(ctx, 'ishonchli', 'Ishonch#123');
  office = (
    await firstRow<{ branch_id: number }>(ctx, sql`select branch_id from users where id = ${user.id}`)
  ).branch_id;
  const farBranch = await rowId(ctx, sql`insert into branches (name) values ('Uzoq filial') returning id`);
  store = await warehouse(ctx, 'Asosiy ombor', office);
  far = await warehouse(ctx, 'Uzoq ombor', farBranch);
  P.tv = await product('Artel televizor 43');
  P.fridge = await product('Artel muzlatgich');
  P.ghost = await product('Hech qachon kelmagan changyutgich');
  // TVs: 3 at the office's store at 2 000 000, 10 far away; fridges only far away, at 3 000 000.
  await goodsIn(ctx.db, {
    productId: P.tv,
    warehouseId: store,
    quantity: 3,
    unitCost: 200_000_000n,
    userId: user.id,
  });
  await goodsIn(ctx.db, {
    productId: P.tv,
    warehouseId: far,
    quantity: 10,
    unitCost: 210_000_000n,
    userId: user.id,
  });
  await goodsIn(ctx.db, {
    productId: P.fridge,
    warehouseId: far,
    quantity: 2,
    unitCost: 300_000_000n,
    userId: user.id,
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('release below zero', () => {
  it('without the confirmation is refused naming the line and the shortage, nothing written', async () => {
    const { invoice } = await invoiceFor(P.tv, 5);
    const before = await written();
    const refused = await approve(trusted, invoice.id);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.message).toContain('1');
    expect(body.message).toContain('Artel televizor 43');
    expect(body.message).toContain('2');
    expect(body.below_zero).toEqual({
      can_confirm: true,
      lines: [
        {
          line: 1,
          item_id: expect.any(Number),
          product_id: P.tv,
          product_name: 'Artel televizor 43',
          asked: '5',
          available: '3',
          short: '2',
        },
      ],
    });
    const russian = await ctx.app.inject({
      method: 'POST',
      url: `/api/output-product/invoices/${invoice.id}/approve`,
      headers: { ...bearer(trusted), ...freshKey(), 'accept-language': 'ru' },
      payload: {},
    });
    expect(russian.json().message).toMatch(/Строка 1 «Artel televizor 43».*не хватает 2/);
    expect(await written()).toEqual(before);
    expect(await balance(P.tv, store)).toBe('3000');
  });

  it('without warehouse_residue.exceed is refused even when confirmed (403), and may not confirm', async () => {
    const { invoice } = await invoiceFor(P.tv, 4);
    const before = await written();
    const plain = await approve(keeper, invoice.id);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().below_zero.can_confirm).toBe(false);
    const confirmed = await approve(keeper, invoice.id, { below_zero: true });
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json().message).toContain('Artel televizor 43');
    expect(await written()).toEqual(before);
  });

  it('confirmed by a user with the rule is released below zero at the last cost, the ledger showing it', async () => {
    const { trade, invoice } = await invoiceFor(P.tv, 5);
    const ok = await approve(trusted, invoice.id, { below_zero: true, version: invoice.version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('APPROVED');
    expect(await balance(P.tv, store)).toBe('-2000');
    const movement = await firstRow<{ quantity: string; cost_uzs: string }>(
      ctx,
      sql`select quantity::text, cost_uzs::text from stock_movements
        where doc_type = 'output_invoice' and document_id = ${invoice.id}`,
    );
    // three at 2 000 000 from the layers, two short booked at the store's last cost: never 0
    expect(movement).toEqual({ quantity: '-5000', cost_uzs: '-1000000000' });
    const sale = await call('GET', `/output-product/sales/cash-trades/${trade.id}`, keeper);
    expect(sale.json().data).toMatchObject({ cost_uzs: '10000000.00', gross_profit_uzs: '12500000.00' });
    // the stock still adds up (balances = movements = layers); the negative balance is listed as such
    const { negative, ...rest } = LEDGERS_HOLD;
    const breaks = await ledgerBreaks(ctx.db);
    expect(breaks).toMatchObject(rest);
    expect(negative).toEqual([]);
    expect(breaks.negative.length).toBeGreaterThan(0);
  });

  it('from a warehouse that never held it, books the cost the product came in at elsewhere', async () => {
    const { trade, invoice } = await invoiceFor(P.fridge, 1);
    const ok = await approve(trusted, invoice.id, { below_zero: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const sale = await call('GET', `/output-product/sales/cash-trades/${trade.id}`, keeper);
    expect(sale.json().data.cost_uzs).toBe('3000000.00');
  });

  it('with the confirmation but no known cost is refused, nothing written (no sale at cost 0)', async () => {
    const { trade, invoice } = await invoiceFor(P.ghost, 1);
    const before = await written();
    const refused = await approve(trusted, invoice.id, { below_zero: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Hech qachon kelmagan changyutgich');
    expect(refused.json().message).toContain('tannarx');
    expect(await written()).toEqual(before);
    expect(await balance(P.ghost, store)).toBeNull();
    const sale = await call('GET', `/output-product/sales/cash-trades/${trade.id}`, keeper);
    expect(sale.json().data).toMatchObject({ cost_uzs: '0.00', released: '0' });
  });

  it('refuses a bad confirmation flag as bad input (400)', async () => {
    const { invoice } = await invoiceFor(P.tv, 1);
    const bad = await approve(trusted, invoice.id, { below_zero: 'ha' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('where the goods are', () => {
  it('the order picker answers each product price and its stock per warehouse, the own branch first', async () => {
    const res = await call('GET', `/contract/calculator?product_ids=${P.tv},${P.fridge},${P.ghost}`, keeper);
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json().data.products as { id: number; price_uzs: string; stock: object[] }[];
    const tv = products.find((p) => p.id === P.tv);
    expect(tv?.price_uzs).toBe('5000000.00');
    // the office's store first although the far one holds more
    expect(tv?.stock).toEqual([
      expect.objectContaining({ warehouse_id: store, warehouse_name: 'Asosiy ombor', own: true }),
      expect.objectContaining({
        warehouse_id: far,
        warehouse_name: 'Uzoq ombor',
        own: false,
        quantity: '10',
      }),
    ]);
    // the fridge released below zero from the store above: the store shows −1, first
    expect(products.find((p) => p.id === P.fridge)?.stock).toEqual([
      expect.objectContaining({ warehouse_id: store, own: true, quantity: '-1' }),
      expect.objectContaining({ warehouse_id: far, branch_name: 'Uzoq filial', quantity: '2' }),
    ]);
    expect(products.find((p) => p.id === P.ghost)?.stock).toEqual([]);
  });

  it('the sale to release lists each item’s stock per warehouse, the sale’s branch first', async () => {
    const trade = await paidCashTrade(ctx.db, {
      branchId: office,
      clientId: null,
      items: [{ productId: P.fridge, quantity: 1, price: 450_000_000n }],
    });
    const sale = await call('GET', `/output-product/sales/cash-trades/${trade.id}`, keeper);
    expect(sale.statusCode).toBe(200);
    // the store went below zero by the release above: still listed, first (the sale's branch)
    expect(sale.json().data.items[0].stock).toEqual([
      expect.objectContaining({ warehouse_id: store, own: true, quantity: '-1' }),
      expect.objectContaining({ warehouse_id: far, own: false, quantity: '2' }),
    ]);
  });
});
