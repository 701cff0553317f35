import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, newClient, newContract, released } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, products, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Requests that change a contract's debt, through the HTTP API: a discount
 * and closing with a cost (CREATED → APPROVED / REJECTED, every refusal
 * 409 naming why), and goods coming back: into the warehouse at the cost
 * they left with, the debt down by their share, what was paid beyond the
 * goods kept refunded (cash or the client's account), RETURNED when all
 * came back; the ledgers hold.
 */

let ctx: TestContext;
let manager: string;
let clerk: string;
const ids = { branch: 0, box: 0, user: 0, client: 0, a: 0, b: 0, store: 0, reason: 0, costItem: 0 };

const MANAGER = [
  'contract_discount.show',
  'contract_discount.add',
  'contract_discount.approve',
  'close_with_expense.show',
  'close_with_expense.add',
  'close_with_expense.approve',
  'contract_product_return.show',
  'contract_product_return.add',
  'contract_product_return.approve',
  'contract_payment.add',
  'contract_pre_payment.add',
];
const CLERK = ['contract_discount.show', 'contract_discount.add', 'contract_product_return.add'];

const post = (url: string, payload: object = {}, token = manager) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string, token = manager) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const contractRow = (id: number) =>
  firstRow<{ rest: string; status: string }>(ctx, sql`select rest, status from contracts where id = ${id}`);

/** Phone A (1 000 000 soʻm) and phone B (500 000), 300 000 down, 6 months at 40 %: 1 980 000 in all. */
async function twoPhones(): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client: ids.client,
    userId: ids.user,
    items: [
      { product: ids.a, price: 100_000_000n },
      { product: ids.b, price: 50_000_000n },
    ],
  });
  await payment(id, '300000', 'pre-payment');
  await activate(ctx, id);
  return id;
}

async function payment(contractId: number, amount: string, screen = 'contract-payments') {
  const res = await post(`/api/cashbox/${screen}`, {
    contract_id: contractId,
    amount,
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: ids.box,
    payment_date: '2024-03-01',
  });
  expect(res.statusCode, res.body).toBe(201);
}

const itemsOf = async (contractId: number) =>
  (
    await ctx.db.execute<{ id: string; product_id: number }>(
      sql`select id, product_id from contract_items where contract_id = ${contractId} order by id`,
    )
  ).rows.map((r) => ({ id: Number(r.id), product: r.product_id }));

const stock = async (product: number) =>
  firstRow<{ quantity: string; cost_uzs: string }>(
    ctx,
    sql`select coalesce(sum(quantity), 0)::text as quantity, coalesce(sum(cost_uzs), 0)::text as cost_uzs
      from stock_balances where product_id = ${product} and warehouse_id = ${ids.store}`,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  ids.user = (await createUser(ctx, { username: 'menejer', rules: MANAGER })).id;
  await createUser(ctx, { username: 'xodim', rules: CLERK });
  manager = await signIn(ctx, 'menejer', 'Secret#123');
  clerk = await signIn(ctx, 'xodim', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa', ids.branch, ids.user);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  const goods = await products(ctx, { a: 'iPhone 15', b: 'Redmi Note 13' });
  ids.a = goods.a;
  ids.b = goods.b;
  ids.store = await warehouse(ctx, 'Asosiy ombor', ids.branch);
  ids.reason = await rowId(
    ctx,
    sql`insert into product_return_reasons (name) values ('Nuqsonli') returning id`,
  );
  ids.costItem = await rowId(ctx, sql`insert into cost_items (name) values ('Umidsiz qarzlar') returning id`);
});
afterAll(async () => {
  await ctx?.close();
});

describe('discounts', () => {
  it('asks, approves (the debt falls from the last instalment) and refuses what it must', async () => {
    const id = await twoPhones();
    const tooMuch = await post('/api/contract/discounts-given', {
      contract_id: id,
      amount: '1680000.01',
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Summa shartnoma qoldigʻidan (1\u00a0680\u00a0000,00) koʻp');
    const asked = await post(
      '/api/contract/discounts-given',
      { contract_id: id, amount: '100000', reason: 'Aksiya' },
      clerk,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ status: 'CREATED', amount: '100000.00', rest: '1680000.00' });
    const second = await post('/api/contract/discounts-given', { contract_id: id, amount: '1', reason: 'y' });
    expect(second.statusCode).toBe(409);
    const request = asked.json().data.id;
    expect((await post(`/api/contract/discounts-given/${request}/approve`, {}, clerk)).statusCode).toBe(403);
    const approved = await post(`/api/contract/discounts-given/${request}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', rest: '1580000.00' });
    const last = await firstRow<{ forgiven: string }>(
      ctx,
      sql`select forgiven from contract_schedule where contract_id = ${id} and n = 6`,
    );
    expect(last.forgiven).toBe('10000000');
    const again = await post(`/api/contract/discounts-given/${request}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/allaqachon koʻrib chiqilgan/);
  });

  it('rejects with a reason, which is required', async () => {
    const id = await twoPhones();
    const asked = (
      await post('/api/contract/discounts-given', { contract_id: id, amount: '5000', reason: 'Aksiya' })
    ).json().data;
    const noReason = await post(`/api/contract/discounts-given/${asked.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(`/api/contract/discounts-given/${asked.id}/reject`, { reason: 'Asos yoʻq' });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      decision_reason: 'Asos yoʻq',
      rest: '1680000.00',
    });
    const listed = await get(`/api/contract/discounts-given?contract_id=${id}&status=REJECTED`);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([asked.id]);
  });
});

describe('closing with a cost', () => {
  it('writes the whole rest off to the cost item on approval and closes the contract', async () => {
    const id = await twoPhones();
    const bad = await post('/api/contract/closing-with-cost', {
      contract_id: id,
      cost_item_id: 987654,
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const asked = await post('/api/contract/closing-with-cost', {
      contract_id: id,
      cost_item_id: ids.costItem,
      reason: 'Mijoz vafot etdi',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await payment(id, '80000');
    const approved = await post(`/api/contract/closing-with-cost/${asked.json().data.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      amount: '1600000.00',
      contract_status: 'CLOSED',
    });
    const op = await firstRow<{ type: string; amount: string }>(
      ctx,
      sql`select o.type, o.amount from contract_settlements s join money_operations o on o.id = s.operation_id
        where s.id = ${approved.json().data.settlement_id}`,
    );
    expect(op).toEqual({ type: 'CONTRACT_WRITE_OFF', amount: '160000000' });
    const closed = await post('/api/contract/closing-with-cost', {
      contract_id: id,
      cost_item_id: ids.costItem,
      reason: 'x',
    });
    expect(closed.statusCode).toBe(409);
  });
});

describe('returns', () => {
  it('takes goods back at their cost, lowers the debt by their share, refunds what was paid beyond, ends RETURNED', async () => {
    const id = await twoPhones();
    await released(ctx, id, 60_000_000n);
    await payment(id, '560000');
    const [a, b] = await itemsOf(id);
    if (!a || !b) throw new Error('no items');
    const ask = (items: object[], extra: object = {}) =>
      post('/api/contract/return-products', {
        contract_id: id,
        warehouse_id: ids.store,
        reason_id: ids.reason,
        refund_to: 'CASHBOX',
        cashbox_id: ids.box,
        items,
        ...extra,
      });
    const tooMany = await ask([{ contract_item_id: b.id, quantity: '2' }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('«Redmi Note 13» mahsulotidan faqat 1 dona qaytarilishi mumkin');
    // phone B: a third of the goods, a third of the 1 980 000 schedule; less than the rest: no refund
    const first = await ask([{ contract_item_id: b.id, quantity: '1' }]);
    expect(first.statusCode, first.body).toBe(201);
    const waiting = await ask([{ contract_item_id: b.id, quantity: '1' }]);
    expect(waiting.statusCode).toBe(409);
    const done = await post(`/api/contract/return-products/${first.json().data.id}/approve`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'APPROVED',
      value: '500000.00',
      debt_reduction: '660000.00',
      refund: '0.00',
      contract_status: 'ACTIVE',
    });
    expect(await contractRow(id)).toEqual({ rest: String(46_000_000), status: 'ACTIVE' });
    expect(await stock(ids.b)).toEqual({ quantity: '1000', cost_uzs: '60000000' });
    // phone A: the rest of the goods; everything paid (860 000) comes back from the cashbox
    const second = (await ask([{ contract_item_id: a.id, quantity: '1' }])).json().data;
    const all = await post(`/api/contract/return-products/${second.id}/approve`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({
      refund: '860000.00',
      debt_reduction: '1320000.00',
      contract_status: 'RETURNED',
    });
    expect(await contractRow(id)).toEqual({ rest: '0', status: 'RETURNED' });
    expect(await stock(ids.a)).toEqual({ quantity: '1000', cost_uzs: '60000000' });
    const refund = await firstRow<{ type: string; amount: string }>(
      ctx,
      sql`select o.type, o.amount from contract_settlements s join money_operations o on o.id = s.operation_id
        where s.contract_id = ${id} and s.kind = 'REFUND'`,
    );
    expect(refund).toEqual({ type: 'CONTRACT_REFUND', amount: '86000000' });
  });

  it('refunds onto the client account what was paid beyond the goods kept', async () => {
    const client = await newClient(ctx, ids.branch, 'Xolmatov Sardor', '81234567890123', '998901112233');
    const id = await newContract(ctx, {
      branch: ids.branch,
      client,
      userId: ids.user,
      items: [
        { product: ids.a, price: 100_000_000n },
        { product: ids.b, price: 50_000_000n },
      ],
    });
    await payment(id, '300000', 'pre-payment');
    await activate(ctx, id);
    await released(ctx, id, 60_000_000n);
    await payment(id, '1200000');
    const [, b] = await itemsOf(id);
    const asked = await post('/api/contract/return-products', {
      contract_id: id,
      warehouse_id: ids.store,
      reason_id: ids.reason,
      refund_to: 'ACCOUNT',
      items: [{ contract_item_id: b?.id, quantity: '1' }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const done = await post(`/api/contract/return-products/${asked.json().data.id}/approve`);
    expect(done.json().data).toMatchObject({
      refund: '180000.00',
      debt_reduction: '660000.00',
      contract_status: 'CLOSED',
    });
    const held = await firstRow<{ b: string }>(
      ctx,
      sql`select (-coalesce(sum(mb.balance), 0))::text as b from money_accounts a join money_balances mb on mb.account_id = a.id
        where a.kind = 'client' and a.ref_id = ${client} and a.currency = 'UZS'`,
    );
    expect(held.b).toBe('18000000');
  });

  it('refuses goods not released, a reason that is not one, a missing cashbox; rejects with a reason', async () => {
    const id = await twoPhones();
    const [a] = await itemsOf(id);
    const base = { contract_id: id, warehouse_id: ids.store, reason_id: ids.reason, refund_to: 'ACCOUNT' };
    const none = await post('/api/contract/return-products', {
      ...base,
      items: [{ contract_item_id: a?.id, quantity: '1' }],
    });
    expect(none.statusCode).toBe(409);
    await released(ctx, id, 1_000n);
    for (const [payload, field] of [
      [{ ...base, reason_id: 987654, items: [{ contract_item_id: a?.id, quantity: '1' }] }, 'reason_id'],
      [{ ...base, refund_to: 'CASHBOX', items: [{ contract_item_id: a?.id, quantity: '1' }] }, 'cashbox_id'],
      [{ ...base, items: [] }, 'items'],
      [{ ...base, items: [{ contract_item_id: a?.id, quantity: '0' }] }, 'items.0.quantity'],
    ] as const) {
      const res = await post('/api/contract/return-products', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.some((e: string) => e.startsWith(`${field}: `)),
        res.body,
      ).toBe(true);
    }
    const asked = (
      await post('/api/contract/return-products', {
        ...base,
        items: [{ contract_item_id: a?.id, quantity: '1' }],
      })
    ).json().data;
    const items = await get(`/api/contract/return-products/contracts/${id}/items`);
    expect(items.json().data[0]).toMatchObject({ released: '1', returnable: '0' });
    const rejected = await post(`/api/contract/return-products/${asked.id}/reject`, {
      reason: 'Tovar buzilgan',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED' });
    expect((await get(`/api/contract/return-products/contracts/${id}/items`)).json().data[0].returnable).toBe(
      '1',
    );
  });

  it('leaves every ledger consistent', async () => {
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
