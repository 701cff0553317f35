import { fromMinor, toMinor } from '@savdo/shared/money';
import { cashOperationSchema } from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCashOperation } from '../src/areas/cash/cash-desk/service.ts';
import { LocalFiscalRegister } from '../src/areas/catalog/integrations/fiscal-register.ts';
import { CASH_TRADES_HOLD, cashTradeBreaks } from '../src/areas/sales/cash-trading/checks.ts';
import { fiscalReceiptsJob } from '../src/areas/sales/cash-trading/receipts.ts';
import { balanceOf } from '../src/ledgers/money/journal.ts';
import { balanceOf as stockBalance } from '../src/ledgers/stock/ledger.ts';
import { parse } from '../src/platform/http/validate.ts';
import { buildApp } from '../src/wiring/app.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { dollarRate, firmAccount, firstBranch, firstRow, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Cash sales through the API (issue 10 item 5): a sale paid at once or in
 * parts, idempotency, discounts, returns with stock back at cost, a fund
 * sale settled by a bank statement row, fiscal failures and their retry,
 * refusals (409), bad input (400, nothing written) and rights (403).
 */
let ctx: TestContext;
let app: FastifyInstance;
const fiscal = new LocalFiscalRegister('TEST0001');
let cashier: string;
let viewer: string;
const ids = { branch: 0, other: 0, box: 0, otherBox: 0, store: 0, tv: 0, phone: 0, noPrice: 0, client: 0 };
const types = { cash: 0, card: 0, click: 0, bonus: 0 };
let fond = 0;
let bankAccount = 0;

const CASHIER_RULES = [
  'cash_trading.show',
  'cash_trading.add',
  'cash_trading.cancel',
  'cash_trading.print',
  'cash_trading.approve',
  'cash_trading_payment.show',
  'cash_trading_payment.add',
  'cash_trading_discount.show',
  'cash_trading_discount.add',
  'returned_cash_trading_product.show',
  'returned_cash_trading_product.add',
  'cash_trading_fond.show',
  'cash_trading_fond.add',
  'cash_trading_fond.cancel',
  'cash_trading_fond_pay.show',
  'cash_trading_fond_pay.add',
  'fond.show',
  'fond.add',
  'cashless_bank_operation_to_fond.show',
  'cashless_bank_operation_to_fond.add',
  'cashless_bank_operation_to_fond.edit',
  'cashless_bank_operation_undirected.show',
  'cashless_bank_operation_undirected.edit',
];

async function setup(): Promise<void> {
  ids.branch = await firstBranch(ctx);
  ids.other = await rowId(
    ctx,
    sql`insert into branches (name, prefix) values ('Chilonzor', 'CHL') returning id`,
  );
  const me = await rowId(ctx, sql`select id from users where username = 'kassir'`);
  ids.box = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Asosiy', ${ids.branch}, ${me}) returning id`,
  );
  ids.otherBox = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Chilonzor', ${ids.other}, ${me}) returning id`,
  );
  ids.store = await warehouse(ctx, 'Asosiy ombor', ids.branch);
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values ('dona', 'dona') returning id`,
  );
  const category = await rowId(
    ctx,
    sql`insert into product_categories (name) values ('Texnika') returning id`,
  );
  const product = (name: string, price: number | null, serial = false) =>
    rowId(
      ctx,
      sql`insert into products (name, product_category_id, unit_id, retail_price_uzs, is_serial)
        values (${name}, ${category}, ${unit}, ${price === null ? null : BigInt(price) * 100n}, ${serial}) returning id`,
    );
  ids.tv = await product('Televizor Artel 43', 3_250_000);
  ids.phone = await product('Smartfon Redmi 13', 2_100_000, true);
  ids.noPrice = await product('Narxsiz mahsulot', null);
  const type = (name: string, group: string) =>
    rowId(ctx, sql`insert into payment_types (name, "group") values (${name}, ${group}) returning id`);
  types.cash = await type('Naqd pul', 'CASH');
  types.card = await type('Uzcard', 'CARD');
  types.click = await type('Click', 'TRANSFER');
  types.bonus = await type('Bonus', 'OTHER');
  ids.client = Number(
    await rowId(
      ctx,
      sql`insert into clients (full_name, name_key, phones, branch_id)
        values ('Karimov Aziz', 'karimov aziz', array['998901234567'], ${ids.branch}) returning id`,
    ),
  );
  await dollarRate(ctx, '2020-01-01', '12750.00');
  const firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('Savdo MChJ', '302111222') returning id`,
  );
  bankAccount = await firmAccount(ctx, firm, 'Asosiy', '20208000900123456001', 'UZS');
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.db,
    secretsKey: ctx.secretsKey,
    signInPerMinute: 1000,
    trustProxy: true,
    fiscal,
  });
  await app.ready();
  await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES });
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  await createUser(ctx, { username: 'viewer', rules: ['cash_trading.show'] });
  viewer = await signIn(ctx, 'viewer', 'Secret#123');
  await setup();
  const made = await post('/api/cash-tradings/fonds', { name: 'Yoshlar dasturi', stir: '201234567' });
  expect(made.statusCode).toBe(200);
  fond = made.json().data.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

function post(url: string, payload: object, token = cashier, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : freshKey()) },
    payload,
  });
}
const get = (url: string, token = cashier) => app.inject({ method: 'GET', url, headers: bearer(token) });

const sale = (extra: object = {}) => ({
  branch_id: ids.branch,
  items: [{ product_id: ids.tv, quantity: '2' }],
  ...extra,
});

const counts = async () =>
  firstRow<{ trades: number; operations: number; payments: number; movements: number }>(
    ctx,
    sql`select (select count(*)::int from cash_trades) as trades, (select count(*)::int from money_operations)
      as operations, (select count(*)::int from cash_trade_payments) as payments,
      (select count(*)::int from stock_movements) as movements`,
  );

const money = (
  kind: 'cashbox' | 'payment_transit' | 'cash_trade' | 'fond',
  ref: number,
  currency: 'UZS' | 'USD' = 'UZS',
) => balanceOf(ctx.db, { kind, ref, currency }).then((b) => b.balance);

describe('a sale', () => {
  it('is paid at once by card: PAID, numbered per branch, its receipt registered with the fiscal sign', async () => {
    const res = await post(
      '/api/cash-tradings/trades',
      sale({
        client_id: ids.client,
        payment: { parts: [{ payment_type_id: types.card, amount: '6500000' }] },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const trade = res.json().data;
    expect(trade).toMatchObject({
      number: 1,
      status: 'PAID',
      price: '6500000.00',
      total: '6500000.00',
      paid: '6500000.00',
      rest: '0.00',
      client_name: 'Karimov Aziz',
      fiscal_status: 'REGISTERED',
    });
    expect(trade.fiscal_sign).toMatch(/^\d{12}$/);
    expect(trade.receipts).toEqual([
      expect.objectContaining({ kind: 'SALE', status: 'REGISTERED', terminal_id: 'TEST0001' }),
    ]);
    expect(trade.payments).toEqual([expect.objectContaining({ method: 'CARD', amount: '6500000.00' })]);
    expect(await money('payment_transit', types.card)).toBe(650_000_000n);
    expect(await money('cash_trade', 0)).toBe(-650_000_000n);
    const payload = await firstRow<{ payload: { Items: { Price: number; Amount: number; VAT: number }[] } }>(
      ctx,
      sql`select payload from cash_trade_receipts where trade_id = ${trade.id}`,
    );
    expect(payload.payload).toMatchObject({ ReceivedCash: 0, ReceivedCard: 650_000_000 });
    expect(payload.payload.Items[0]).toMatchObject({ Price: 650_000_000, Amount: 2000, VAT: 69_642_857 });
  });

  it('is paid in parts: cash in sums, cash in dollars at the rate, then the rest by transfer', async () => {
    const made = await post('/api/cash-tradings/trades', sale());
    expect(made.json().data).toMatchObject({ status: 'CREATED', number: 2, rest: '6500000.00' });
    const id = made.json().data.id;
    const first = await post(`/api/cash-tradings/trades/${id}/payments`, {
      cashbox_id: ids.box,
      parts: [
        { payment_type_id: types.cash, amount: '1000000' },
        { payment_type_id: types.cash, amount: '100', currency: 'USD' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'CREATED', paid: '2275000.00', rest: '4225000.00' });
    expect(await money('cashbox', ids.box, 'USD')).toBe(10_000n);
    const over = await post(`/api/cash-tradings/trades/${id}/payments`, {
      parts: [{ payment_type_id: types.click, amount: '4225000.01' }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('4225000.00');
    const rest = await post(`/api/cash-tradings/trades/${id}/payments`, {
      parts: [{ payment_type_id: types.click, amount: '4225000' }],
    });
    expect(rest.json().data).toMatchObject({ status: 'PAID', rest: '0.00', fiscal_status: 'REGISTERED' });
    const receipt = await firstRow<{ payload: { ReceivedCash: number; ReceivedCard: number } }>(
      ctx,
      sql`select payload from cash_trade_receipts where trade_id = ${id}`,
    );
    expect(receipt.payload).toMatchObject({ ReceivedCash: 227_500_000, ReceivedCard: 422_500_000 });
    const again = await post(`/api/cash-tradings/trades/${id}/payments`, {
      parts: [{ payment_type_id: types.click, amount: '1' }],
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers a repeated Idempotency-Key with the first answer and makes one sale; another body is 409', async () => {
    const before = await counts();
    const body = sale({
      cashbox_id: undefined,
      payment: { cashbox_id: ids.box, parts: [{ payment_type_id: types.cash, amount: '6500000' }] },
    });
    const first = await post('/api/cash-tradings/trades', body, cashier, 'sale-once');
    const second = await post('/api/cash-tradings/trades', body, cashier, 'sale-once');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    const other = await post('/api/cash-tradings/trades', sale(), cashier, 'sale-once');
    expect(other.statusCode).toBe(409);
    const after = await counts();
    expect(after.trades).toBe(before.trades + 1);
    expect(after.payments).toBe(before.payments + 1);
  });

  it('is cancelled only while unpaid; a paid one or one with a payment is 409', async () => {
    const made = (await post('/api/cash-tradings/trades', sale())).json().data;
    const paid = await post(`/api/cash-tradings/trades/${made.id}/payments`, {
      parts: [{ payment_type_id: types.card, amount: '1000' }],
    });
    expect(paid.statusCode).toBe(200);
    const refused = await post(`/api/cash-tradings/trades/${made.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Savdo uchun toʻlov qabul qilingan: bekor qilib boʻlmaydi');
    const unpaid = (await post('/api/cash-tradings/trades', sale())).json().data;
    expect(
      (await post(`/api/cash-tradings/trades/${unpaid.id}/cancel`, { reason: 'Mijoz voz kechdi' }))
        .statusCode,
    ).toBe(200);
    expect((await get(`/api/cash-tradings/trades/${unpaid.id}`)).json().data.status).toBe('CANCELED');
    expect((await post(`/api/cash-tradings/trades/${unpaid.id}/cancel`, {})).statusCode).toBe(409);
    const pay = await post(`/api/cash-tradings/trades/${unpaid.id}/payments`, {
      parts: [{ payment_type_id: types.card, amount: '1' }],
    });
    expect(pay.statusCode).toBe(409);
  });
});

describe('refusals and bad input', () => {
  it('refuses what the user can cause with 409 naming why, writing nothing', async () => {
    const before = await counts();
    const cases: [object, string][] = [
      [sale({ items: [{ product_id: ids.noPrice, quantity: '1' }] }), 'chakana narxi yoʻq'],
      [sale({ payment: { parts: [{ payment_type_id: types.bonus, amount: '100' }] } }), 'faqat naqd, karta'],
      [
        sale({
          payment: { cashbox_id: ids.otherBox, parts: [{ payment_type_id: types.cash, amount: '100' }] },
        }),
        'boshqa filial',
      ],
      [
        sale({ payment: { parts: [{ payment_type_id: types.card, amount: '6500000.01' }] } }),
        'qoldiqdan koʻp',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await post('/api/cash-tradings/trades', body);
      expect(res.statusCode, text).toBe(409);
      expect(res.json().message, text).toContain(text);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers bad input 400 naming each field, writing nothing', async () => {
    const before = await counts();
    const cases: [object, string[]][] = [
      [{ branch_id: ids.branch, items: [] }, ['items']],
      [sale({ items: [{ product_id: 99999, quantity: '1' }] }), ['items.0.product_id']],
      [sale({ items: [{ product_id: ids.tv, quantity: '0' }] }), ['items.0.quantity']],
      // a fraction of a piece (a television counted in pieces)
      [sale({ items: [{ product_id: ids.tv, quantity: '0.036' }] }), ['items.0.quantity']],
      [sale({ branch_id: 999999 }), ['branch_id']],
      [
        sale({ payment: { parts: [{ payment_type_id: types.card, amount: '10', currency: 'USD' }] } }),
        ['payment.parts.0.currency'],
      ],
      [sale({ payment: { parts: [{ payment_type_id: types.cash, amount: '10' }] } }), ['payment.cashbox_id']],
      [
        sale({ payment: { parts: [{ payment_type_id: types.cash, amount: '-5' }] } }),
        ['payment.parts.0.amount'],
      ],
      [sale({ fond_amount: '100' }), ['fond_amount']],
    ];
    for (const [body, fields] of cases) {
      const res = await post('/api/cash-tradings/trades', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        (res.json().errors as string[]).map((e) => e.split(':')[0]),
        JSON.stringify(body),
      ).toEqual(fields);
    }
    expect(await counts()).toEqual(before);
  });

  it('checks rights: a viewer lists and reads but neither sells, discounts nor returns', async () => {
    expect((await get('/api/cash-tradings/trades', viewer)).statusCode).toBe(200);
    expect((await post('/api/cash-tradings/trades', sale(), viewer)).statusCode).toBe(403);
    expect((await get('/api/cash-tradings/trades?kind=fond', viewer)).statusCode).toBe(403);
    expect(
      (await post('/api/cash-tradings/trades/1/discount', { amount: '1', reason: 'x' }, viewer)).statusCode,
    ).toBe(403);
    expect((await get('/api/cash-tradings/discounts', viewer)).statusCode).toBe(403);
  });
});

describe('discounts', () => {
  it('lower an unpaid trade by a percent of what is left, spread over its lines, and are listed', async () => {
    const made = (
      await post('/api/cash-tradings/trades', {
        branch_id: ids.branch,
        items: [
          { product_id: ids.tv, quantity: '1' },
          { product_id: ids.phone, quantity: '1' },
        ],
      })
    ).json().data;
    const res = await post(`/api/cash-tradings/trades/${made.id}/discount`, {
      percent: '10',
      reason: 'Doimiy mijoz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ discount: '535000.00', total: '4815000.00', status: 'CREATED' });
    const lines = res.json().data.items as { discount: string }[];
    expect(lines.map((l) => l.discount)).toEqual(['325000.00', '210000.00']);
    const big = await post(`/api/cash-tradings/trades/${made.id}/discount`, {
      amount: '4815000.01',
      reason: 'x',
    });
    expect(big.statusCode).toBe(409);
    const list = await get('/api/cash-tradings/discounts');
    expect(list.json().data[0]).toMatchObject({
      trade_id: made.id,
      amount: '535000.00',
      reason: 'Doimiy mijoz',
    });
    const bad = await post(`/api/cash-tradings/trades/${made.id}/discount`, {
      amount: '5',
      percent: '5',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    await post(`/api/cash-tradings/trades/${made.id}/payments`, {
      parts: [{ payment_type_id: types.card, amount: '4815000' }],
    });
    const late = await post(`/api/cash-tradings/trades/${made.id}/discount`, { amount: '1', reason: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Chegirma faqat toʻlovi tugallanmagan savdoga beriladi');
  });
});

describe('returns', () => {
  let tradeId = 0;
  let itemId = 0;
  beforeAll(async () => {
    const made = await post(
      '/api/cash-tradings/trades',
      sale({
        client_id: ids.client,
        items: [{ product_id: ids.tv, quantity: '3' }],
        payment: { cashbox_id: ids.box, parts: [{ payment_type_id: types.cash, amount: '9750000' }] },
      }),
    );
    tradeId = made.json().data.id;
    itemId = made.json().data.items[0].id;
  });

  it('takes back only released goods (409 before the release)', async () => {
    const res = await post(`/api/cash-tradings/trades/${tradeId}/returns`, {
      warehouse_id: ids.store,
      refund_to: 'CASHBOX',
      cashbox_id: ids.box,
      reason: 'Nuqsonli',
      items: [{ item_id: itemId, quantity: '1' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('faqat 0 qaytarish mumkin');
  });

  it('puts goods back at the cost they left with, refunds through the cashbox and registers a refund receipt', async () => {
    // the output invoice (another module) released the goods at their FIFO cost: a fixture here
    await ctx.db.execute(
      sql`update cash_trade_items set released = 3000, cost_uzs = 750000001 where id = ${itemId}`,
    );
    const cashBefore = await money('cashbox', ids.box);
    const res = await post(
      `/api/cash-tradings/trades/${tradeId}/returns`,
      {
        warehouse_id: ids.store,
        refund_to: 'CASHBOX',
        cashbox_id: ids.box,
        reason: 'Nuqsonli',
        items: [{ item_id: itemId, quantity: '1' }],
      },
      cashier,
      'return-1',
    );
    expect(res.statusCode).toBe(201);
    expect((await stockBalance(ctx.db, ids.tv, ids.store)).cost.uzs).toBe(250_000_000n);
    expect(await money('cashbox', ids.box)).toBe(cashBefore - 325_000_000n);
    const trade = (await get(`/api/cash-tradings/trades/${tradeId}`)).json().data;
    expect(trade).toMatchObject({ status: 'PAID', refunded: '3250000.00' });
    expect(trade.returns[0]).toMatchObject({
      amount: '3250000.00',
      cost: '2500000.00',
      refund_to: 'CASHBOX',
    });
    expect(trade.receipts.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual([
      'SALE:REGISTERED',
      'REFUND:REGISTERED',
    ]);
    const refund = await firstRow<{ payload: { RefundInfo: { FiscalSign: string }; ReceivedCash: number } }>(
      ctx,
      sql`select payload from cash_trade_receipts where kind = 'REFUND' and trade_id = ${tradeId}`,
    );
    expect(refund.payload.ReceivedCash).toBe(325_000_000);
  });

  it('takes the rest back to the client account, the last units at the rest of the cost; then RETURNED', async () => {
    const res = await post(`/api/cash-tradings/trades/${tradeId}/returns`, {
      warehouse_id: ids.store,
      refund_to: 'CLIENT',
      reason: 'Kerak emas',
      items: [{ item_id: itemId, quantity: '2' }],
    });
    expect(res.statusCode).toBe(201);
    expect((await stockBalance(ctx.db, ids.tv, ids.store)).cost.uzs).toBe(750_000_001n);
    expect(await balanceOf(ctx.db, { kind: 'client', ref: ids.client, currency: 'UZS' })).toMatchObject({
      balance: -650_000_000n,
    });
    expect((await get(`/api/cash-tradings/trades/${tradeId}`)).json().data.status).toBe('RETURNED');
    const more = await post(`/api/cash-tradings/trades/${tradeId}/returns`, {
      warehouse_id: ids.store,
      refund_to: 'CLIENT',
      reason: 'x',
      items: [{ item_id: itemId, quantity: '1' }],
    });
    expect(more.statusCode).toBe(409);
    const list = await get('/api/cash-tradings/returns');
    expect(list.json().data).toHaveLength(2);
  });
});

describe('a fund sale', () => {
  it('leaves its fund part owed by the fund until a statement row booked to the fund settles it', async () => {
    const whole = await post('/api/cash-tradings/trades', sale({ fond_id: fond }));
    expect(whole.json().data).toMatchObject({ status: 'PAID', fond_amount: '6500000.00' });
    const made = await post(
      '/api/cash-tradings/trades',
      sale({
        fond_id: fond,
        fond_amount: '5000000',
        payment: { cashbox_id: ids.box, parts: [{ payment_type_id: types.cash, amount: '1500000' }] },
      }),
    );
    expect(made.statusCode).toBe(201);
    const trade = made.json().data;
    expect(trade).toMatchObject({ status: 'PAID', fond_amount: '5000000.00', fond_settled: '0.00' });
    const debts = async () =>
      ((await get('/api/cash-tradings/fond-debts')).json().data as { fond_id: number; debt: string }[]).find(
        (d) => d.fond_id === fond,
      );
    const owed = (await debts())?.debt;
    expect(owed).toBe(fromSums(6_500_000 + 5_000_000));
    const row = await rowId(
      ctx,
      sql`insert into bank_transactions (account_id, currency, doc_date, doc_number, direction, amount,
          counterparty_name, counterparty_inn, purpose, source)
        values (${bankAccount}, 'UZS', '2025-02-01', '77', 'IN', 1150000000, 'Yoshlar dasturi', '201234567',
          'Savdolar uchun toʻlov', 'test') returning id`,
    );
    const booked = await post(`/api/money-account-no-cash/operations/${row}/classify`, {
      target: 'FOND',
      target_id: fond,
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({ target: 'FOND', target_name: 'Yoshlar dasturi' });
    expect((await debts())?.debt).toBe('0.00');
    const settled = (await get(`/api/cash-tradings/trades/${trade.id}`)).json().data;
    expect(settled.fond_settled).toBe('5000000.00');
    const list = await get(`/api/cash-tradings/trades?kind=fond&fond_id=${fond}`);
    expect((list.json().data as { fond_settled: string }[]).every((t) => t.fond_settled !== '0.00')).toBe(
      true,
    );
    const undone = await post(`/api/money-account-no-cash/operations/${row}/classify`, {
      target: 'UNDIRECTED',
    });
    expect(undone.statusCode).toBe(200);
    expect((await get(`/api/cash-tradings/trades/${trade.id}`)).json().data.fond_settled).toBe('0.00');
    await post(`/api/money-account-no-cash/operations/${row}/classify`, { target: 'FOND', target_id: fond });
  });

  it('takes a fund payment at the cashbox up to its debt', async () => {
    await post('/api/cash-tradings/trades', sale({ fond_id: fond }));
    const over = await post('/api/cash-tradings/fond-payments', {
      fond_id: fond,
      cashbox_id: ids.box,
      amount: '6500000.01',
    });
    expect(over.statusCode).toBe(409);
    const paid = await post('/api/cash-tradings/fond-payments', {
      fond_id: fond,
      cashbox_id: ids.box,
      amount: '6500000',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.debts[0]).toMatchObject({ debt: '0.00' });
    expect((await get(`/api/cash-tradings/fond-payments?fond_id=${fond}`)).json().data[0]).toMatchObject({
      amount: '6500000.00',
      fond_name: 'Yoshlar dasturi',
    });
  });
});

describe('fiscal receipts', () => {
  it('keeps a sale PAID with its receipt failed when the register is down, and registers it once on retry', async () => {
    fiscal.failNext(1, 'down');
    const made = await post(
      '/api/cash-tradings/trades',
      sale({ payment: { parts: [{ payment_type_id: types.card, amount: '6500000' }] } }),
    );
    expect(made.json().data).toMatchObject({ status: 'PAID', fiscal_status: 'FAILED', fiscal_sign: null });
    const id = made.json().data.id;
    const registered = fiscal.registered;
    const retry = await post(`/api/cash-tradings/trades/${id}/fiscal`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data[0]).toMatchObject({ status: 'REGISTERED' });
    expect(fiscal.registered).toBe(registered + 1);
    const again = await post(`/api/cash-tradings/trades/${id}/fiscal`, {});
    expect(again.statusCode).toBe(409);
    expect((await get(`/api/cash-tradings/trades/${id}`)).json().data.fiscal_sign).toMatch(/^\d{12}$/);
  });

  it('never registers two receipts when the answer was lost: the retry gets the same one', async () => {
    fiscal.failNext(1, 'lost');
    const made = await post(
      '/api/cash-tradings/trades',
      sale({ payment: { parts: [{ payment_type_id: types.card, amount: '6500000' }] } }),
    );
    expect(made.json().data.fiscal_status).toBe('FAILED');
    const registered = fiscal.registered;
    const job = fiscalReceiptsJob(fiscal);
    await job.run({}, { db: ctx.db, log: () => {} });
    expect(fiscal.registered).toBe(registered);
    const trade = (await get(`/api/cash-tradings/trades/${made.json().data.id}`)).json().data;
    expect(trade).toMatchObject({ fiscal_status: 'REGISTERED', fiscal_receipt_id: String(registered) });
  });

  it('prints the receipt as a PDF', async () => {
    const res = await get('/api/cash-tradings/trades/1/receipt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('random sequences (property)', () => {
  it('of sales, parts, discounts, releases and returns keep the journal equal to the payments', async () => {
    // cash in the box for the refunds of sales paid mostly by card
    const me = await rowId(ctx, sql`select id from users where username = 'kassir'`);
    const input = parse(cashOperationSchema, {
      type: 'CASHBOX_INPUT',
      cashbox_id: ids.box,
      amount: '500000000',
      currency: 'UZS',
    });
    await createCashOperation(
      ctx.db,
      input,
      { userId: me, rules: new Set(['other_cashbox_input.add', 'other_cashbox_input.approve']) },
      { approve: true },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          tv: fc.integer({ min: 1, max: 3 }),
          phone: fc.integer({ min: 0, max: 2 }),
          percent: fc.integer({ min: 0, max: 30 }),
          usd: fc.integer({ min: 0, max: 120 }),
          cardShare: fc.integer({ min: 0, max: 100 }),
          back: fc.integer({ min: 0, max: 3 }),
          toClient: fc.boolean(),
        }),
        async (plan) => {
          const items = [
            { product_id: ids.tv, quantity: String(plan.tv) },
            ...(plan.phone > 0 ? [{ product_id: ids.phone, quantity: String(plan.phone) }] : []),
          ];
          const made = await post('/api/cash-tradings/trades', {
            branch_id: ids.branch,
            client_id: ids.client,
            items,
          });
          expect(made.statusCode, made.body).toBe(201);
          const trade = made.json().data as {
            id: number;
            rest: string;
            items: { id: number; product_id: number }[];
          };
          let rest = toMinor(trade.rest);
          if (plan.percent > 0) {
            const given = await post(`/api/cash-tradings/trades/${trade.id}/discount`, {
              percent: String(plan.percent),
              reason: 'Aksiya',
            });
            expect(given.statusCode, given.body).toBe(200);
            rest = toMinor(given.json().data.rest);
          }
          const usd = BigInt(plan.usd) * 100n;
          const usdInUzs = (usd * 1_275_000n + 50n) / 100n;
          const parts = [];
          let left = rest;
          if (usd > 0n && usdInUzs <= left) {
            parts.push({ payment_type_id: types.cash, amount: fromMinor(usd), currency: 'USD' });
            left -= usdInUzs;
          }
          const card = (left * BigInt(plan.cardShare)) / 100n;
          if (card > 0n) parts.push({ payment_type_id: types.card, amount: fromMinor(card) });
          if (left - card > 0n) parts.push({ payment_type_id: types.cash, amount: fromMinor(left - card) });
          if (parts.length > 0) {
            const paid = await post(`/api/cash-tradings/trades/${trade.id}/payments`, {
              cashbox_id: ids.box,
              parts,
            });
            expect(paid.statusCode, paid.body).toBe(200);
            expect(paid.json().data.status).toBe('PAID');
          }
          const tvLine = trade.items.find((i) => i.product_id === ids.tv);
          const back = Math.min(plan.back, plan.tv);
          if (tvLine && back > 0) {
            await ctx.db.execute(sql`update cash_trade_items set released = quantity, cost_uzs = 123456789
              where trade_id = ${trade.id}`);
            const returned = await post(`/api/cash-tradings/trades/${trade.id}/returns`, {
              warehouse_id: ids.store,
              refund_to: plan.toClient ? 'CLIENT' : 'CASHBOX',
              cashbox_id: plan.toClient ? undefined : ids.box,
              reason: 'Qaytdi',
              items: [{ item_id: tvLine.id, quantity: String(back) }],
            });
            expect(returned.statusCode, returned.body).toBe(201);
          }
          expect(await cashTradeBreaks(ctx.db)).toEqual(CASH_TRADES_HOLD);
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

describe('the ledgers', () => {
  it('keep the journal equal to the payments and every money and stock invariant', async () => {
    expect(await cashTradeBreaks(ctx.db)).toEqual(CASH_TRADES_HOLD);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

/** "11500000.00" from whole sums. */
function fromSums(sums: number): string {
  return `${sums}.00`;
}
