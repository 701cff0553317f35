import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCardGateway } from '../src/areas/collections/auto-pay/card-gateway-fake.ts';
import { cancelDebit } from '../src/areas/collections/auto-pay/debit-cancel.ts';
import { runDebits } from '../src/areas/collections/auto-pay/debits.ts';
import { queueDebits } from '../src/areas/collections/auto-pay/queue.ts';
import { bonusLedgerBreaks, postBonus } from '../src/areas/sales/bonuses/ledger.ts';
import { CASH_TRADES_HOLD, cashTradeBreaks } from '../src/areas/sales/cash-trading/checks.ts';
import { balanceOf } from '../src/ledgers/money/journal.ts';
import { postIn } from '../src/ledgers/stock/ledger.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, products, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Client bonuses through the HTTP API: points earned by a payment made on
 * time (none for a late one), taken back when it is cancelled; bonus
 * products; a bonus order spending points, releasing the goods at FIFO cost,
 * the shortfall paid in cash (BONUS_DIFFERENCE); its return (goods back at
 * their cost, points and cash back); the points in the money journal
 * (BONUS_PAY with the order, BONUS_PRODUCT_INPUT with a return, the bonus
 * expense their difference); the order's printed release note; refusals and
 * bad input; the ledger's balance always the sum of its history (property test).
 */

let ctx: TestContext;
let cashier: string;
let noRights: string;
const ids = {
  branch: 0,
  box: 0,
  client: 0,
  poor: 0,
  payer: 0,
  phone: 0,
  iron: 0,
  vacuum: 0,
  store: 0,
  userId: 0,
};

const RULES = [
  'contract_payment.show',
  'contract_payment.add',
  'contract_payment.cancel',
  'contract_pre_payment.add',
  'bonus_product.show',
  'bonus_product.add',
  'bonus_product.edit',
  'bonus_order.show',
  'bonus_order.add',
  'bonus_order.print',
  'bonus_difference.show',
  'bonus_difference_history.show',
  'returned_bonus_product.show',
  'returned_bonus_product.add',
  'account_number_operation.add',
  'account_number_operation.cancel',
  'contract_card.add',
  'contract_card.edit',
  'auto_payment.add',
  'auto_payment.edit',
];

const B = '/api/client-account-numbers';
let keyN = 0;
const post = (url: string, payload: object, token = cashier, key = `k-${++keyN}`) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': key }, payload });
const get = (url: string, token = cashier) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const balance = async (client: number) => (await get(`${B}/bonus-balances/${client}`)).json().data.balance;
const stockOf = async (product: number) =>
  await firstRow<{ q: string; c: string }>(
    ctx,
    sql`select coalesce(sum(quantity), 0)::text as q, coalesce(sum(cost_uzs), 0)::text as c
      from stock_balances where product_id = ${product} and warehouse_id = ${ids.store}`,
  );

/** A signed contract of 1 500 000 soʻm, 300 000 down: 280 000 a month from 2024-02-10 (or a month after `date`). */
async function contract(client = ids.client, date = '2024-01-10'): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: ids.userId,
    date,
    items: [{ product: ids.phone, price: 150_000_000n }],
  });
  const down = await post('/api/cashbox/pre-payment', {
    contract_id: id,
    amount: '300000',
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: ids.box,
    payment_date: date,
  });
  expect(down.statusCode, down.body).toBe(201);
  await activate(ctx, id);
  return id;
}

const pay = (contractId: number, amount: string, date: string) =>
  post('/api/cashbox/contract-payments', {
    contract_id: contractId,
    amount,
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: ids.box,
    payment_date: date,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { username: 'kassir', rules: RULES });
  ids.userId = user.id;
  await createUser(ctx, { username: 'mehmon', rules: ['bonus_order.show'] });
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  noRights = await signIn(ctx, 'mehmon', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.userId);
  ids.store = await warehouse(ctx, 'Bonus ombori', ids.branch);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.poor = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.payer = await newClient(ctx, ids.branch, 'Tursunov Bobur', '51234567890123', '998935554433');
  const p = await products(ctx, {
    phone: 'Samsung Galaxy A15',
    iron: 'Dazmol Philips',
    vacuum: 'Changyutgich Artel',
  });
  ids.phone = p.phone;
  ids.iron = p.iron;
  ids.vacuum = p.vacuum;
  // two irons in at 100 000 and 120 000 soʻm: FIFO takes the older first
  await ctx.db.transaction(async (tx) => {
    for (const [date, cost] of [
      ['2024-01-01', 10_000_000n],
      ['2024-01-02', 12_000_000n],
    ] as const) {
      await postIn(
        tx,
        {
          productId: ids.iron,
          warehouseId: ids.store,
          type: 'INPUT',
          quantity: 1000n,
          date,
          userId: ids.userId,
        },
        { uzs: cost, usd: 0n },
      );
    }
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('earning points', () => {
  it('earns 1 % of a payment made on time, once; none for a late one; a cancellation takes them back', async () => {
    const id = await contract();
    const onTime = await pay(id, '280000', '2024-02-05');
    expect(onTime.statusCode, onTime.body).toBe(201);
    expect(await balance(ids.client)).toBe('2800.00');
    // the same key answers the same payment: no second earning
    const again = await post(
      '/api/cashbox/contract-payments',
      {
        contract_id: id,
        amount: '280000',
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: ids.box,
        payment_date: '2024-02-05',
      },
      cashier,
      `k-${keyN}`,
    );
    expect(again.statusCode).toBe(201);
    expect(await balance(ids.client)).toBe('2800.00');
    // the second instalment (due 2024-03-10) paid late: nothing
    const late = await pay(id, '280000', '2024-03-20');
    expect(late.statusCode, late.body).toBe(201);
    expect(await balance(ids.client)).toBe('2800.00');
    // cancelling the on-time payment takes its points back
    const cancel = await post(`/api/cashbox/contract-payments/${late.json().data.id}/cancel`, {
      reason: 'xato',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance(ids.client)).toBe('2800.00');
    const cancelOnTime = await post(`/api/cashbox/contract-payments/${onTime.json().data.id}/cancel`, {
      reason: 'xato kiritildi',
    });
    expect(cancelOnTime.statusCode, cancelOnTime.body).toBe(200);
    expect(await balance(ids.client)).toBe('0.00');
    const history = (await get(`${B}/bonus-balance-histories?client_id=${ids.client}`)).json().data;
    expect(history.map((h: { kind: string; amount: string }) => [h.kind, h.amount])).toEqual([
      ['EARN_REVERSAL', '-2800.00'],
      ['EARN', '2800.00'],
    ]);
    // paid on time again: earned again
    expect((await pay(id, '280000', '2024-02-08')).statusCode).toBe(201);
    expect(await balance(ids.client)).toBe('2800.00');
  });
});

describe('every way a contract is paid earns points', () => {
  const history = async (client: number) =>
    (await get(`${B}/bonus-balance-histories?client_id=${client}`))
      .json()
      .data.map((h: { kind: string; amount: string }) => [h.kind, h.amount])
      .reverse();

  it('a payment from the client’s account earns once; its cancellation takes the points back', async () => {
    const id = await contract(ids.payer);
    // the down payment (PRE_PAYMENT) earns nothing
    expect(await balance(ids.payer)).toBe('0.00');
    const deposit = await post(`${B}/account-number-operations/deposits`, {
      client_id: ids.payer,
      cashbox_id: ids.box,
      amount: '500000',
      currency: 'UZS',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const body = { contract_id: id, amount: '280000', payment_date: '2024-02-05' };
    const paid = await post(
      `${B}/account-number-operations/contract-payments`,
      body,
      cashier,
      'from-account',
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.kind).toBe('ACCOUNT');
    expect(await balance(ids.payer)).toBe('2800.00');
    const replay = await post(
      `${B}/account-number-operations/contract-payments`,
      body,
      cashier,
      'from-account',
    );
    expect(replay.json().data.id).toBe(paid.json().data.id);
    expect(await balance(ids.payer)).toBe('2800.00');
    const cancel = await post(
      `${B}/account-number-operations/contract-payments/${paid.json().data.id}/cancel`,
      {
        reason: 'Notoʻgʻri shartnoma',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance(ids.payer)).toBe('0.00');
    expect(await history(ids.payer)).toEqual([
      ['EARN', '2800.00'],
      ['EARN_REVERSAL', '-2800.00'],
    ]);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
  });

  it('an auto-pay card debit earns once; its cancellation takes the points back', async () => {
    const gateway = new LocalCardGateway();
    const today = (
      await firstRow<{ d: string }>(ctx, sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
    ).d;
    const client = await newClient(ctx, ids.branch, 'Rahimov Sardor', '61234567890123', '998977776655');
    const id = await contract(client, today);
    const card = await post('/api/auto-pay/list-of-client-cards', {
      client_id: client,
      number: '8600 0691 9540 6311',
      expire: '03/99',
    });
    expect(card.statusCode, card.body).toBe(201);
    const cardId = card.json().data.id;
    expect(
      (await post(`/api/auto-pay/list-of-client-cards/${cardId}/verify`, { code: '666666' })).statusCode,
    ).toBe(200);
    const link = await post('/api/auto-pay/attached-contract-cards', { card_id: cardId, contract_id: id });
    expect(link.statusCode, link.body).toBe(201);
    expect((await post('/api/auto-pay/list-of-contracts/connect', { contract_id: id })).statusCode).toBe(200);
    const due = await firstRow<{ d: string }>(
      ctx,
      sql`select due_date::text as d from contract_schedule where contract_id = ${id} and n = 1`,
    );
    expect((await queueDebits(ctx.db, due.d)).queued).toBe(1);
    await runDebits(ctx.db, gateway);
    // paid today, before the instalment falls due: on time
    expect(await balance(client)).toBe('2800.00');
    // the job again: nothing more posted, nothing more earned
    await runDebits(ctx.db, gateway);
    expect(await balance(client)).toBe('2800.00');
    const debit = await firstRow<{ id: string; status: string }>(
      ctx,
      sql`select id, status from auto_pay_debits where contract_id = ${id}`,
    );
    expect(debit.status).toBe('PAID');
    await cancelDebit(ctx.db, gateway, Number(debit.id), 'Xato yechildi', {
      userId: ids.userId,
      rules: new Set(RULES),
    });
    expect(await balance(client)).toBe('0.00');
    expect(await history(client)).toEqual([
      ['EARN', '2800.00'],
      ['EARN_REVERSAL', '-2800.00'],
    ]);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
  });
});

describe('bonus products, orders and returns', () => {
  let offer = 0;
  it('offers a product for points, refusing a duplicate and bad input', async () => {
    const res = await post(`${B}/bonus-products`, { product_id: ids.iron, points: '2000' });
    expect(res.statusCode, res.body).toBe(201);
    offer = res.json().data.id;
    expect(res.json().data).toMatchObject({
      product_name: 'Dazmol Philips',
      points: '2000.00',
      active: true,
    });
    expect((await post(`${B}/bonus-products`, { product_id: ids.iron, points: '10' })).statusCode).toBe(409);
    const bad = await post(`${B}/bonus-products`, { product_id: 'x', points: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: string) => e.split(':')[0])
        .sort(),
    ).toEqual(['points', 'product_id']);
    expect((await post(`${B}/bonus-products`, { product_id: 999999, points: '5' })).statusCode).toBe(400);
    const list = await get(`${B}/bonus-products?active=true`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(offer);
  });

  it('a client with enough points takes the product: points spent, goods out at FIFO cost', async () => {
    const order = await post(`${B}/bonus-orders`, {
      client_id: ids.client,
      bonus_product_id: offer,
      warehouse_id: ids.store,
      quantity: 1,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data).toMatchObject({ points: '2000.00', difference: '0.00', status: 'ISSUED' });
    expect(await balance(ids.client)).toBe('800.00');
    const row = await firstRow<{ cost_uzs: string }>(
      ctx,
      sql`select cost_uzs::text from bonus_orders where id = ${order.json().data.id}`,
    );
    expect(row.cost_uzs).toBe('10000000');
    expect(await stockOf(ids.iron)).toEqual({ q: '1000', c: '12000000' });
  });

  it('points falling short: refused without a cashbox; with one the rest is paid in cash', async () => {
    const body = { client_id: ids.client, bonus_product_id: offer, warehouse_id: ids.store, quantity: 1 };
    const refused = await post(`${B}/bonus-orders`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ball|балл/i);
    expect(await balance(ids.client)).toBe('800.00');
    const key = 'order-with-cash';
    const order = await post(`${B}/bonus-orders`, { ...body, cashbox_id: ids.box }, cashier, key);
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data).toMatchObject({ points: '800.00', difference: '1200.00' });
    expect(await balance(ids.client)).toBe('0.00');
    const replay = await post(`${B}/bonus-orders`, { ...body, cashbox_id: ids.box }, cashier, key);
    expect(replay.json().data.id).toBe(order.json().data.id);
    const ops = await firstRow<{ n: string; amount: string }>(
      ctx,
      sql`select count(*)::text as n, sum(amount)::text as amount from money_operations where type = 'BONUS_DIFFERENCE'`,
    );
    expect(ops).toEqual({ n: '1', amount: '120000' });
    const diffs = (await get(`${B}/payment-bonus-differences`)).json().data;
    expect(diffs.map((d: { id: number }) => d.id)).toEqual([order.json().data.id]);
    expect(await stockOf(ids.iron)).toEqual({ q: '0', c: '0' });
    // no stock left: refused, nothing written
    const before = await balance(ids.poor);
    const none = await post(`${B}/bonus-orders`, { ...body, client_id: ids.poor, cashbox_id: ids.box });
    expect(none.statusCode).toBe(409);
    expect(await balance(ids.poor)).toBe(before);
  });

  it('a returned bonus product comes back at its cost, with its points and cash', async () => {
    const orders = (await get(`${B}/bonus-orders?client_id=${ids.client}`)).json().data;
    const withCash = orders[0];
    const res = await post(`${B}/return-bonus-products`, { order_id: withCash.id, reason: 'Nosoz' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order.status).toBe('RETURNED');
    expect(await balance(ids.client)).toBe('800.00');
    expect(await stockOf(ids.iron)).toEqual({ q: '1000', c: '12000000' });
    const reversed = await firstRow<{ n: string }>(
      ctx,
      sql`select count(*)::text as n from money_operations where type = 'BONUS_DIFFERENCE' and reversal_of is not null`,
    );
    expect(reversed.n).toBe('1');
    const twice = await post(`${B}/return-bonus-products`, { order_id: withCash.id, reason: 'Nosoz' });
    expect(twice.statusCode).toBe(409);
    expect((await post(`${B}/return-bonus-products`, { order_id: 0, reason: '' })).statusCode).toBe(400);
    const returns = (await get(`${B}/return-bonus-products`)).json().data;
    expect(returns[0]).toMatchObject({ order_id: withCash.id, points: '800.00', difference: '1200.00' });
  });

  it('an order comes back in parts: points and cash in proportion, goods at their cost, never more than taken', async () => {
    // two more irons at 100 000 soʻm: with the one returned at 120 000, three in stock worth 320 000
    await ctx.db.transaction(async (tx) => {
      await postIn(
        tx,
        {
          productId: ids.iron,
          warehouseId: ids.store,
          type: 'INPUT',
          quantity: 2000n,
          date: '2024-01-03',
          userId: ids.userId,
        },
        { uzs: 20_000_000n, usd: 0n },
      );
    });
    expect(await stockOf(ids.iron)).toEqual({ q: '3000', c: '32000000' });
    expect(await balance(ids.client)).toBe('800.00');
    const made = await post(`${B}/bonus-orders`, {
      client_id: ids.client,
      bonus_product_id: offer,
      warehouse_id: ids.store,
      quantity: 3,
      cashbox_id: ids.box,
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data.id;
    expect(made.json().data).toMatchObject({ total: '6000.00', points: '800.00', difference: '5200.00' });
    const cashIn = async () =>
      (
        await firstRow<{ s: string }>(
          ctx,
          sql`select coalesce(sum((l->>'amount')::bigint), 0)::text as s
            from money_operations o, jsonb_array_elements(o.lines) l
            where o.doc_type = 'bonus_order' and o.doc_id = ${order} and l->>'kind' = 'cashbox'`,
        )
      ).s;
    expect(await cashIn()).toBe('520000');
    // one of three back: ⌊800 / 3⌋ points, the rest of its 2 000 in cash, a third of the cost
    const first = await post(`${B}/return-bonus-products`, { order_id: order, quantity: 1, reason: 'Nosoz' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.order).toMatchObject({ status: 'ISSUED', returned_quantity: 1 });
    expect(await balance(ids.client)).toBe('266.66');
    expect(await cashIn()).toBe('346666');
    expect(await stockOf(ids.iron)).toEqual({ q: '1000', c: '10666666' });
    // more than is left, or nothing: refused, nothing written
    const over = await post(`${B}/return-bonus-products`, { order_id: order, quantity: 3, reason: 'Nosoz' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/2/);
    const zero = await post(`${B}/return-bonus-products`, { order_id: order, quantity: 0, reason: 'Nosoz' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toMatch(/^quantity: /);
    expect(await balance(ids.client)).toBe('266.66');
    // the rest: everything the order took is back, exactly
    const rest = await post(`${B}/return-bonus-products`, {
      order_id: order,
      quantity: 2,
      reason: 'Keraksiz',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.order).toMatchObject({ status: 'RETURNED', returned_quantity: 3 });
    expect(await balance(ids.client)).toBe('800.00');
    expect(await cashIn()).toBe('0');
    expect(await stockOf(ids.iron)).toEqual({ q: '3000', c: '32000000' });
    const again = await post(`${B}/return-bonus-products`, { order_id: order, quantity: 1, reason: 'Nosoz' });
    expect(again.statusCode).toBe(409);
    const listed = (await get(`${B}/return-bonus-products?client_id=${ids.client}`)).json().data;
    expect(
      listed
        .filter((r: { order_id: number }) => r.order_id === order)
        .map((r: { quantity: number; points: string; difference: string }) => [
          r.quantity,
          r.points,
          r.difference,
        ]),
    ).toEqual([
      [2, '533.34', '3466.66'],
      [1, '266.66', '1733.34'],
    ]);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
  });

  it('refuses bad input and users without the rule', async () => {
    const bad = await post(`${B}/bonus-orders`, {
      client_id: -1,
      bonus_product_id: 'a',
      warehouse_id: null,
      quantity: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: string) => e.split(':')[0])
        .sort(),
    ).toEqual(['bonus_product_id', 'client_id', 'quantity', 'warehouse_id']);
    expect((await get(`${B}/bonus-balance-histories?client_id=abc`)).statusCode).toBe(400);
    const denied = await post(
      `${B}/bonus-orders`,
      { client_id: ids.client, bonus_product_id: offer, warehouse_id: ids.store, quantity: 1 },
      noRights,
    );
    expect(denied.statusCode).toBe(403);
    expect((await get(`${B}/bonus-orders`, noRights)).statusCode).toBe(200);
    expect((await get(`${B}/bonus-balance-histories`, noRights)).statusCode).toBe(403);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
  });
});

describe('points in the money journal', () => {
  const opsOf = async (order: number) =>
    (
      await ctx.db.execute<{ type: string; amount: string; cashbox_id: number | null }>(sql`select type,
          amount::text as amount, cashbox_id from money_operations
        where doc_type = 'bonus_order' and doc_id = ${order} and status = 'APPROVED' order by id`)
    ).rows;
  const expense = async () =>
    (await balanceOf(ctx.db, { kind: 'bonus_expense', ref: 0, currency: 'UZS' })).balance;
  const revenueOf = async (order: number) =>
    (
      await firstRow<{ s: string }>(
        ctx,
        sql`select coalesce(sum(p.amount), 0)::text as s from money_postings p
          join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
          where a.kind = 'cash_trade' and o.doc_type = 'bonus_order' and o.doc_id = ${order}`,
      )
    ).s;

  it('an order posts its points as BONUS_PAY beside the cash; a part returned posts its points back', async () => {
    const client = await newClient(ctx, ids.branch, 'Qodirov Jasur', '71234567890123', '998901119988');
    await ctx.db.transaction(async (tx) => {
      await postBonus(tx, {
        clientId: client,
        kind: 'EARN',
        amount: 20_000_000n,
        date: '2024-05-01',
        userId: ids.userId,
      });
      await postIn(
        tx,
        {
          productId: ids.vacuum,
          warehouseId: ids.store,
          type: 'INPUT',
          quantity: 2000n,
          date: '2024-05-01',
          userId: ids.userId,
        },
        { uzs: 40_000_000n, usd: 0n },
      );
    });
    const offered = await post(`${B}/bonus-products`, { product_id: ids.vacuum, points: '150000' });
    expect(offered.statusCode, offered.body).toBe(201);
    const before = await expense();
    const body = {
      client_id: client,
      bonus_product_id: offered.json().data.id,
      warehouse_id: ids.store,
      quantity: 2,
      cashbox_id: ids.box,
    };
    const made = await post(`${B}/bonus-orders`, body, cashier, 'journal-order');
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data.id;
    expect(made.json().data).toMatchObject({
      total: '300000.00',
      points: '200000.00',
      difference: '100000.00',
    });
    // replayed: the same order, posted once
    const replay = await post(`${B}/bonus-orders`, body, cashier, 'journal-order');
    expect(replay.json().data.id).toBe(order);
    expect(await opsOf(order)).toEqual([
      { type: 'BONUS_DIFFERENCE', amount: '10000000', cashbox_id: ids.box },
      { type: 'BONUS_PAY', amount: '20000000', cashbox_id: null },
    ]);
    // the revenue is the whole price; the expense the points spent
    expect(await revenueOf(order)).toBe('-30000000');
    expect((await expense()) - before).toBe(20_000_000n);

    const back = await post(`${B}/return-bonus-products`, { order_id: order, quantity: 1, reason: 'Nosoz' });
    expect(back.statusCode, back.body).toBe(201);
    expect((await opsOf(order)).slice(2)).toEqual([
      { type: 'BONUS_DIFFERENCE', amount: '5000000', cashbox_id: ids.box },
      { type: 'BONUS_PRODUCT_INPUT', amount: '10000000', cashbox_id: null },
    ]);
    expect(await revenueOf(order)).toBe('-15000000');
    expect((await expense()) - before).toBe(10_000_000n);
    // the journal's list shows them, under their type
    await createUser(ctx, { username: 'buxgalter', rules: ['cashbox_all_operations.show'] });
    const auditor = await signIn(ctx, 'buxgalter', 'Secret#123');
    const listed = await get('/api/cashbox/operations?type=BONUS_PRODUCT_INPUT', auditor);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({
      type: 'BONUS_PRODUCT_INPUT',
      amount: '100000.00',
      counterpart_name: 'Qodirov Jasur',
    });
  });

  it('prints an order as a PDF release note; refused without bonus_order.print', async () => {
    const [order] = (await get(`${B}/bonus-orders`)).json().data;
    const pdf = await get(`${B}/bonus-orders/${order.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`${B}/bonus-orders/${order.id}/pdf`, noRights)).statusCode).toBe(403);
    expect((await get(`${B}/bonus-orders/999999/pdf`)).statusCode).toBe(404);
  });

  it('the bonus expense is the points spent less the points given back; every ledger holds', async () => {
    const sums = await firstRow<{ s: string }>(
      ctx,
      sql`select ((select coalesce(sum(points), 0) from bonus_orders)
        - (select coalesce(sum(points), 0) from bonus_returns))::text as s`,
    );
    expect(await expense()).toBe(BigInt(sums.s));
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    expect(await cashTradeBreaks(ctx.db)).toEqual(CASH_TRADES_HOLD);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
  });
});

describe('the bonus ledger', () => {
  it('keeps every balance the sum of its history, whatever the entries (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(ids.client, ids.poor), fc.bigInt({ min: -5000n, max: 5000n })), {
          minLength: 1,
          maxLength: 15,
        }),
        async (entries) => {
          for (const [client, amount] of entries) {
            await ctx.db.transaction(async (tx) => {
              await postBonus(tx, {
                clientId: client,
                kind: amount < 0n ? 'ORDER' : 'RETURN',
                amount,
                date: '2024-05-01',
                userId: ids.userId,
              });
            });
          }
          expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
          const sums = await ctx.db.execute<{
            client_id: string;
            s: string;
            b: string;
          }>(sql`select h.client_id,
              sum(h.amount)::text as s, (select balance::text from bonus_balances where client_id = h.client_id) as b
            from bonus_history h group by h.client_id`);
          for (const r of sums.rows) expect(r.s).toBe(r.b);
        },
      ),
      { numRuns: 15 },
    );
  });
});
