import { type HomeLine, type HomeToday, homeTodaySchema } from '@savdo/shared/schemas/home';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { cashbox, firstBranch, firstRow, products } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * The landing page's work for today (`GET /api/home/today`): a cashier's
 * cash block after taking a payment and with a cash order on its way to
 * them, a collector's promises due today and day's list, nothing for a
 * user holding none of the lines' rules; each figure equal to what the
 * screen the line opens lists.
 */

let ctx: TestContext;
const tokens = { cashier: '', collector: '', nobody: '' };
const ids = { branch: 0, box: 0, cashier: 0, collector: 0, contract: 0 };
let today = '';

const CASHIER_RULES = [
  'my_cashbox.show',
  'all_receipt.show',
  'cashbox_order_for_me.show',
  'cashbox_order_for_me.approve',
  'contract_payment.show',
  'contract_payment.add',
  'contract_pre_payment.show',
  'contract_pre_payment.add',
];
const COLLECTOR_RULES = ['levy_contract.show', 'levy_contract.add'];

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });

async function home(token: string): Promise<HomeToday> {
  const res = await get('/api/home/today', token);
  expect(res.statusCode, res.body).toBe(200);
  return homeTodaySchema.parse(res.json<{ data: unknown }>().data);
}

const lineOf = (answer: HomeToday, key: HomeLine['key']): HomeLine | undefined =>
  answer.blocks.flatMap((b) => b.lines).find((l) => l.key === key);
const sum = (line: HomeLine | undefined, currency: 'UZS' | 'USD') =>
  line?.sums.find((s) => s.currency === currency)?.amount ?? '0.00';

beforeAll(async () => {
  ctx = await createTestContext();
  ids.cashier = (await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES })).id;
  ids.collector = (await createUser(ctx, { username: 'undiruvchi', rules: COLLECTOR_RULES })).id;
  await createUser(ctx, { username: 'mehmon', rules: ['cashbox.show', 'contract.show'] });
  tokens.cashier = await signIn(ctx, 'kassir', 'Secret#123');
  tokens.collector = await signIn(ctx, 'undiruvchi', 'Secret#123');
  tokens.nobody = await signIn(ctx, 'mehmon', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.cashier);
  today = (
    await firstRow<{ d: string }>(ctx, sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
  ).d;
  // a contract signed four months ago with its down payment then: late today, its instalments unpaid
  const client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  const phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  const signed = (
    await firstRow<{ d: string }>(ctx, sql`select (${today}::date - interval '4 months')::date::text as d`)
  ).d;
  ids.contract = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: ids.cashier,
    date: signed,
    items: [{ product: phone, price: 150_000_000n }],
  });
  const down = await post(
    '/api/cashbox/pre-payment',
    {
      contract_id: ids.contract,
      amount: '300000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: signed,
    },
    tokens.cashier,
  );
  expect(down.statusCode, down.body).toBe(201);
  await activate(ctx, ids.contract);
  await ctx.db.execute(
    sql`update contracts set responsible_id = ${ids.collector} where id = ${ids.contract}`,
  );
});
afterAll(async () => {
  await ctx?.close();
});

describe('the cashier', () => {
  it('sees their cashbox, and today’s receipts grow by a payment taken', async () => {
    const before = await home(tokens.cashier);
    expect(before.today).toBe(today);
    expect(before.blocks.map((b) => b.key)).toEqual(['cash']);
    expect(lineOf(before, 'receipts')?.count).toBe(0);
    expect(lineOf(before, 'cashbox')).toMatchObject({
      name: 'Asosiy kassa',
      path: '/cashbox/my-cash-registers',
    });
    expect(sum(lineOf(before, 'cashbox'), 'UZS')).toBe('300000.00');

    const paid = await post(
      '/api/cashbox/contract-payments',
      {
        contract_id: ids.contract,
        amount: '280000',
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: ids.box,
        payment_date: today,
      },
      tokens.cashier,
    );
    expect(paid.statusCode, paid.body).toBe(201);

    const after = await home(tokens.cashier);
    const receipts = lineOf(after, 'receipts');
    expect(receipts).toMatchObject({ count: 1, path: '/cashbox/cash-all-receipts' });
    expect(sum(receipts, 'UZS')).toBe('280000.00');
    expect(sum(lineOf(after, 'cashbox'), 'UZS')).toBe('580000.00');
  });

  it('equals My cash registers and the receipts list of today', async () => {
    const answer = await home(tokens.cashier);
    const mine = (await get('/api/cashbox/my-cash-registers', tokens.cashier)).json<{
      data: { name: string; balance_uzs: string; balance_usd: string }[];
    }>().data;
    const boxes = answer.blocks[0]?.lines.filter((l) => l.key === 'cashbox') ?? [];
    expect(boxes.map((l) => [l.name, sum(l, 'UZS'), sum(l, 'USD')])).toEqual(
      mine.map((m) => [m.name, m.balance_uzs, m.balance_usd]),
    );
    const listed = (
      await get(`/api/cashbox/operations?status=APPROVED&date_from=${today}&date_to=${today}`, tokens.cashier)
    ).json<{ data: { amount: string; currency: string }[]; meta: { total: number } }>();
    expect(lineOf(answer, 'receipts')?.count).toBe(listed.meta.total);
    expect(listed.data.map((r) => [r.amount, r.currency])).toEqual([
      [sum(lineOf(answer, 'receipts'), 'UZS'), 'UZS'],
    ]);
  });

  it('counts the cash orders on their way to them, as the list addressed to them shows', async () => {
    expect(lineOf(await home(tokens.cashier), 'cash_orders')?.count).toBe(0);
    const otherBox = await cashbox(ctx, 'Filial kassasi', ids.branch, ids.collector);
    await ctx.db.execute(sql`insert into cash_orders (status, source_cashbox_id, source_branch_id, target_cashbox_id,
        target_branch_id, order_date, amount, currency, created_by)
      values ('SENT', ${otherBox}, ${ids.branch}, ${ids.box}, ${ids.branch}, ${today}, 5000000, 'UZS', ${ids.collector}),
        ('CREATED', ${otherBox}, ${ids.branch}, ${ids.box}, ${ids.branch}, ${today}, 700000, 'UZS', ${ids.collector})`);
    const line = lineOf(await home(tokens.cashier), 'cash_orders');
    expect(line).toMatchObject({ count: 1, path: '/cashbox/cash-order-lists' });
    expect(sum(line, 'UZS')).toBe('50000.00');
    const listed = (await get('/api/cashbox/cash-orders/for-me?status=SENT', tokens.cashier)).json<{
      data: { amount: string }[];
    }>().data;
    expect(listed.map((r) => r.amount)).toEqual([sum(line, 'UZS')]);
  });
});

describe('the collector', () => {
  it('sees their day’s list as the collector’s day lists it', async () => {
    const answer = await home(tokens.collector);
    expect(answer.blocks.map((b) => b.key)).toEqual(['collections']);
    const day = (await get('/api/collections/all-contracts/today?per_page=100', tokens.collector)).json<{
      data: { id: number }[];
    }>().data;
    expect(day.map((r) => r.id)).toEqual([ids.contract]);
    expect(lineOf(answer, 'day_list')).toMatchObject({
      count: day.length,
      path: '/collections/all-contracts',
    });
  });

  it('sees a promise to pay due today, and loses it when the client promises another day', async () => {
    expect(lineOf(await home(tokens.collector), 'promises')?.count).toBe(0);
    const contact = (promised_date: string) =>
      post(
        `/api/collections/contracts/${ids.contract}/comments`,
        { contact: 'CALL', text: 'Toʻlashga vaʼda berdi', promised_date, promised_sum: '200000' },
        tokens.collector,
      );
    expect((await contact(today)).statusCode).toBe(201);
    const due = lineOf(await home(tokens.collector), 'promises');
    expect(due?.count).toBe(1);
    expect(sum(due, 'UZS')).toBe('200000.00');
    const tomorrow = (await firstRow<{ d: string }>(ctx, sql`select (${today}::date + 1)::text as d`)).d;
    expect((await contact(tomorrow)).statusCode).toBe(201);
    expect(lineOf(await home(tokens.collector), 'promises')?.count).toBe(0);
  });
});

describe('a user holding none of the lines’ rules', () => {
  it('gets no blocks', async () => {
    expect((await home(tokens.nobody)).blocks).toEqual([]);
  });

  it('is refused without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home/today' })).statusCode).toBe(401);
  });
});
