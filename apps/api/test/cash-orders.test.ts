import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BALANCES } from '../src/ledgers/money/journal.ts';
import { cashbox, firstBranch, firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Cash orders through the HTTP API: every step of the state machine and
 * every refusal (409 naming the order's status, 403 for a cashier of the
 * other side, 400 naming fields, nothing written), money in transit equal
 * to the SENT orders; the residues at a past date and the turnover of a
 * period against hand-computed figures, and both exports.
 */

let ctx: TestContext;
let admin: string;
let cashierA: string;
let cashierB: string;
let reader: string;
const ids = { branch: 0, a: 0, b: 0, boxA: 0, boxB: 0, boxC: 0 };

const CASHIER_RULES = [
  'my_cashbox.show',
  'cashbox_order.show',
  'cashbox_order.add',
  'cashbox_order.approve',
  'cashbox_order.cancel',
  'cashbox_order_for_me.show',
  'cashbox_order_for_me.approve',
  'cashbox_order_for_me.cancel',
];

const today = tashkentToday();
const day = (daysAgo: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString().slice(0, 10);
};

const post = (url: string, payload?: object, token = cashierA, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...freshKey(), ...headers },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, token = cashierA) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const count = async (table: 'money_operations' | 'money_postings' | 'cash_orders') =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from ${sql.identifier(table)}`)).n);

const cash = async (kind: 'cashbox' | 'in_transit', ref: number, currency = 'UZS') =>
  (
    await firstRow<{ b: string }>(
      ctx,
      sql`select coalesce((select sum(b.balance) from money_accounts a join money_balances b on b.account_id = a.id
        where a.kind = ${kind} and a.ref_id = ${ref} and a.currency = ${currency}), 0)::text as b`,
    )
  ).b;

/** Money in transit per (target, currency) equals the amounts of the SENT orders to it. */
async function assertTransit(): Promise<void> {
  const drift = await ctx.db.execute(sql`select a.ref_id, a.currency from money_accounts a
      join ${ACCOUNT_BALANCES} b on b.account_id = a.id
    where a.kind = 'in_transit' and b.balance <> coalesce((select sum(o.amount) from cash_orders o
      where o.status = 'SENT' and o.target_cashbox_id = a.ref_id and o.currency = a.currency), 0)`);
  expect(drift.rows).toEqual([]);
}

const order = (amount: string, extra: object = {}) => ({
  source_cashbox_id: ids.boxA,
  target_cashbox_id: ids.boxB,
  amount,
  currency: 'UZS',
  comment: 'Bosh ofisga topshirish',
  ...extra,
});

async function fund(box: number, amount: string, date?: string, type = 'CASHBOX_INPUT') {
  const res = await post(
    '/api/cashbox/operations?approve=true',
    { type, cashbox_id: box, amount, currency: 'UZS', ...(date ? { operation_date: date } : {}) },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.a = (await createUser(ctx, { username: 'kassir_a', rules: CASHIER_RULES })).id;
  ids.b = (await createUser(ctx, { username: 'kassir_b', rules: CASHIER_RULES })).id;
  await createUser(ctx, { username: 'hisobchi', rules: ['cashbox_residue.show', 'cashbox_turnover.show'] });
  cashierA = await signIn(ctx, 'kassir_a', 'Secret#123');
  cashierB = await signIn(ctx, 'kassir_b', 'Secret#123');
  reader = await signIn(ctx, 'hisobchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  const box = (name: string, who: number) => cashbox(ctx, name, ids.branch, who);
  ids.boxA = await box('Filial kassasi', ids.a);
  ids.boxB = await box('Bosh ofis kassasi', ids.b);
  ids.boxC = await box('Hisobot kassasi', ids.b);
  await fund(ids.boxA, '1000000');
});
afterAll(async () => {
  await ctx?.close();
});

describe('cash orders: the way money moves', () => {
  it('creates (nothing posted), sends (source → in transit), and the receiver approves (in transit → target)', async () => {
    const postings = await count('money_postings');
    const created = await post('/api/cashbox/cash-orders', order('250000'));
    expect(created.statusCode, created.body).toBe(201);
    const o = created.json().data;
    expect(o).toMatchObject({ status: 'CREATED', amount: '250000.00', source_cashbox_id: ids.boxA });
    expect(await count('money_postings')).toBe(postings);

    const sent = await post(`/api/cashbox/cash-orders/${o.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('SENT');
    expect(await cash('cashbox', ids.boxA)).toBe('75000000');
    expect(await cash('in_transit', ids.boxB)).toBe('25000000');
    await assertTransit();

    // the receiver sees it among the orders to their cashboxes; the sender does not
    const forB = (await get('/api/cashbox/cash-orders/for-me', cashierB)).json().data;
    expect(forB.map((r: { id: number }) => r.id)).toContain(o.id);
    const forA = (await get('/api/cashbox/cash-orders/for-me', cashierA)).json().data;
    expect(forA.map((r: { id: number }) => r.id)).not.toContain(o.id);

    const approved = await post(`/api/cashbox/cash-orders/${o.id}/approve`, undefined, cashierB);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', received_by_name: 'Test kassir_b' });
    expect(await cash('cashbox', ids.boxB)).toBe('25000000');
    expect(await cash('in_transit', ids.boxB)).toBe('0');
    await assertTransit();
    const ops = await ctx.db.execute<{ type: string; cashbox_id: number; status: string }>(sql`select type,
        cashbox_id, status from money_operations where doc_type = 'cash_order' and doc_id = ${o.id} order by id`);
    expect(ops.rows).toEqual([
      { type: 'MOVE_OUTPUT', cashbox_id: ids.boxA, status: 'APPROVED' },
      { type: 'MOVE_INPUT', cashbox_id: ids.boxB, status: 'APPROVED' },
    ]);
  });

  it('returns a rejected order to the source by a MOVE_INPUT there', async () => {
    const o = (await post('/api/cashbox/cash-orders', order('100000'))).json().data;
    expect((await post(`/api/cashbox/cash-orders/${o.id}/send`)).statusCode).toBe(200);
    expect(await cash('cashbox', ids.boxA)).toBe('65000000');
    const rejected = await post(`/api/cashbox/cash-orders/${o.id}/reject`, undefined, cashierB);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe('REJECTED');
    expect(await cash('cashbox', ids.boxA)).toBe('75000000');
    expect(await cash('cashbox', ids.boxB)).toBe('25000000');
    const back = await firstRow<{ type: string; cashbox_id: number }>(
      ctx,
      sql`select o.type, o.cashbox_id from money_operations o join cash_orders c on c.receive_operation_id = o.id
        where c.id = ${o.id}`,
    );
    expect(back).toEqual({ type: 'MOVE_INPUT', cashbox_id: ids.boxA });
    await assertTransit();
  });

  it('lets the creator cancel a CREATED order (nothing posted); then no step is allowed', async () => {
    const o = (await post('/api/cashbox/cash-orders', order('5000'))).json().data;
    const postings = await count('money_postings');
    const canceled = await post(`/api/cashbox/cash-orders/${o.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data.status).toBe('CANCELED');
    const send = await post(`/api/cashbox/cash-orders/${o.id}/send`);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(`№${o.id} order bekor qilingan`);
    expect(await count('money_postings')).toBe(postings);
  });
});

describe('cash orders: refusals', () => {
  it('answers 409 naming the status for a step the table does not allow, in both languages', async () => {
    const o = (await post('/api/cashbox/cash-orders', order('1000'))).json().data;
    const early = await post(`/api/cashbox/cash-orders/${o.id}/approve`, undefined, cashierB);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`№${o.id} order hali yuborilmagan`);
    const rejectEarly = await post(`/api/cashbox/cash-orders/${o.id}/reject`, undefined, cashierB, {
      'accept-language': 'ru',
    });
    expect(rejectEarly.json().message).toBe(`Ордер №${o.id} ещё не отправлен`);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/send`)).statusCode).toBe(200);
    const twice = await post(`/api/cashbox/cash-orders/${o.id}/send`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`№${o.id} order allaqachon yuborilgan`);
    const cancelSent = await post(`/api/cashbox/cash-orders/${o.id}/cancel`);
    expect(cancelSent.json().message).toBe(`№${o.id} order allaqachon yuborilgan`);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/approve`, undefined, cashierB)).statusCode).toBe(
      200,
    );
    const again = await post(`/api/cashbox/cash-orders/${o.id}/reject`, undefined, cashierB);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`№${o.id} order allaqachon qabul qilingan`);
    await assertTransit();
  });

  it('refuses sending past the cash in the source: 409 naming what it holds, nothing posted', async () => {
    const o = (await post('/api/cashbox/cash-orders', order('99999999'))).json().data;
    const postings = await count('money_postings');
    const res = await post(`/api/cashbox/cash-orders/${o.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kassada yetarli mablagʻ yoʻq: mavjud 749\u00a0000,00 soʻm');
    expect(await count('money_postings')).toBe(postings);
    expect((await get(`/api/cashbox/cash-orders/${o.id}`)).json().data.status).toBe('CREATED');
  });

  it('answers 403 to a cashier of the wrong side, and to whoever lacks the rule', async () => {
    const intoA = await post(
      '/api/cashbox/cash-orders',
      order('10', { source_cashbox_id: ids.boxB, target_cashbox_id: ids.boxA }),
    );
    expect(intoA.statusCode).toBe(403);
    expect(intoA.json().message).toBe('Siz bu kassa uchun masʼul emassiz');
    const o = (await post('/api/cashbox/cash-orders', order('10'))).json().data;
    expect((await post(`/api/cashbox/cash-orders/${o.id}/send`, undefined, cashierB)).statusCode).toBe(403);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/cancel`, undefined, cashierB)).statusCode).toBe(403);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/send`)).statusCode).toBe(200);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/approve`)).statusCode).toBe(403);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/reject`)).statusCode).toBe(403);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/approve`, undefined, reader)).statusCode).toBe(403);
    expect((await get('/api/cashbox/cash-orders', reader)).statusCode).toBe(403);
    expect((await post(`/api/cashbox/cash-orders/${o.id}/approve`, undefined, cashierB)).statusCode).toBe(
      200,
    );
    await assertTransit();
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const before = await count('cash_orders');
    const res = await post('/api/cashbox/cash-orders', {
      source_cashbox_id: 'x',
      amount: '-5',
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['source_cashbox_id', 'target_cashbox_id', 'amount', 'currency']),
    );
    const same = await post('/api/cashbox/cash-orders', order('10', { target_cashbox_id: ids.boxA }));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual(['target_cashbox_id: Pulni oʻsha kassaning oʻziga yuborib boʻlmaydi']);
    const unknown = await post('/api/cashbox/cash-orders', order('10', { target_cashbox_id: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.stringMatching(/^target_cashbox_id: /)]);
    expect((await post('/api/cashbox/cash-orders/0/send')).statusCode).toBe(400);
    expect((await post('/api/cashbox/cash-orders/999999/send')).statusCode).toBe(404);
    expect(await count('cash_orders')).toBe(before);
  });

  it('creates and sends once for a repeated Idempotency-Key', async () => {
    const before = await count('cash_orders');
    const key = { 'idempotency-key': 'order-once' };
    const first = await post('/api/cashbox/cash-orders', order('7'), cashierA, key);
    const second = await post('/api/cashbox/cash-orders', order('7'), cashierA, key);
    expect(second.body).toBe(first.body);
    expect(await count('cash_orders')).toBe(before + 1);
    const id = first.json().data.id as number;
    const sendKey = { 'idempotency-key': 'send-once' };
    const s1 = await post(`/api/cashbox/cash-orders/${id}/send`, undefined, cashierA, sendKey);
    const s2 = await post(`/api/cashbox/cash-orders/${id}/send`, undefined, cashierA, sendKey);
    expect([s1.statusCode, s2.statusCode]).toEqual([200, 200]);
    const ops = await firstRow<{ n: string }>(
      ctx,
      sql`select count(*) as n from money_operations where doc_type = 'cash_order' and doc_id = ${id}`,
    );
    expect(ops.n).toBe('1');
    await assertTransit();
  });

  it('lists with filters by status, cashbox and date', async () => {
    const sent = (await get('/api/cashbox/cash-orders?status=SENT')).json().data;
    expect(sent.every((r: { status: string }) => r.status === 'SENT')).toBe(true);
    expect(sent.length).toBeGreaterThan(0);
    const byBox = (await get(`/api/cashbox/cash-orders?cashbox_id=${ids.boxC}`)).json().data;
    expect(byBox).toEqual([]);
    const old = (await get(`/api/cashbox/cash-orders?date_to=${day(30)}`)).json().data;
    expect(old).toEqual([]);
    expect((await get('/api/cashbox/cash-orders?status=NOPE')).statusCode).toBe(400);
  });
});

describe('cash residues and turnover', () => {
  beforeAll(async () => {
    await fund(ids.boxC, '1000', day(10));
    await fund(ids.boxC, '300', day(5), 'CASHBOX_OUTPUT');
    await fund(ids.boxC, '50.25');
  });

  const residueOfC = async (date?: string) => {
    const res = await get(`/api/cashbox/cash-residues?per_page=100${date ? `&date=${date}` : ''}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows.find((r: { cashbox_id: number }) => r.cashbox_id === ids.boxC);
  };

  it('answers each cashbox at a past date as hand-computed, and today from the balance rows', async () => {
    expect((await residueOfC(day(11))).uzs).toBe('0.00');
    expect((await residueOfC(day(7))).uzs).toBe('1000.00');
    expect((await residueOfC(day(5))).uzs).toBe('700.00');
    expect(await residueOfC()).toMatchObject({ uzs: '750.25', usd: '0.00', cashbox_name: 'Hisobot kassasi' });
    const now = (await get('/api/cashbox/cash-residues', reader)).json().data;
    const sum = now.rows.reduce((s: number, r: { uzs: string }) => s + Math.round(Number(r.uzs) * 100), 0);
    expect(Math.round(Number(now.totals.uzs) * 100)).toBe(sum);
    const other = (await get(`/api/cashbox/cash-residues?branch_id=999999`, reader)).json().data;
    expect(other.rows).toEqual([]);
  });

  it('answers residues and turnover months back (monthly sums and the days of a month) as hand-computed', async () => {
    const boxD = await rowId(
      ctx,
      sql`insert into cashboxes (name, branch_id, responsible_id) values ('Oylar kassasi', ${ids.branch}, ${ids.b}) returning id`,
    );
    await fund(boxD, '400', day(65));
    await fund(boxD, '100', day(40), 'CASHBOX_OUTPUT');
    await fund(boxD, '10', day(3));
    const at = async (date: string) =>
      (await get(`/api/cashbox/cash-residues?per_page=100&date=${date}`, reader))
        .json()
        .data.rows.find((r: { cashbox_id: number }) => r.cashbox_id === boxD).uzs;
    expect([
      await at(day(66)),
      await at(day(50)),
      await at(day(40)),
      await at(day(4)),
      await at(today),
    ]).toEqual(['0.00', '400.00', '300.00', '300.00', '310.00']);
    const res = await get(
      `/api/cashbox/cash-turnover?date_from=${day(60)}&date_to=${day(35)}&cashbox_id=${boxD}`,
      reader,
    );
    expect(res.json().data.rows[0]).toMatchObject({
      opening: '400.00',
      income: '0.00',
      expense: '100.00',
      closing: '300.00',
    });
  });

  it('answers the turnover of a period: opening, income, expense, closing and the types', async () => {
    const res = await get(
      `/api/cashbox/cash-turnover?date_from=${day(7)}&date_to=${day(3)}&cashbox_id=${ids.boxC}`,
      reader,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      {
        cashbox_id: ids.boxC,
        cashbox_name: 'Hisobot kassasi',
        branch_name: expect.any(String),
        currency: 'UZS',
        opening: '1000.00',
        income: '0.00',
        expense: '300.00',
        closing: '700.00',
        by_type: [{ type: 'CASHBOX_OUTPUT', income: '0.00', expense: '300.00' }],
      },
    ]);
    const wide = (
      await get(`/api/cashbox/cash-turnover?date_from=${day(100)}&date_to=${today}`, reader)
    ).json().data;
    expect(wide.rows.length).toBeGreaterThan(1);
    for (const r of wide.rows) {
      const m = (s: string) => Math.round(Number(s) * 100);
      expect(m(r.opening) + m(r.income) - m(r.expense), r.cashbox_name).toBe(m(r.closing));
      expect(m(r.opening)).toBe(0);
    }
    const bad = await get(`/api/cashbox/cash-turnover?date_from=${today}&date_to=${day(3)}`, reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.stringMatching(/^date_to: /)]);
    expect((await get('/api/cashbox/cash-turnover', reader)).statusCode).toBe(400);
  });

  it('exports both reports to .xlsx', async () => {
    for (const url of [
      `/api/cashbox/cash-residues/xlsx?date=${day(5)}`,
      `/api/cashbox/cash-turnover/xlsx?date_from=${day(7)}&date_to=${today}`,
    ]) {
      const res = await get(url, reader);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('keeps the daily sums equal to the postings', async () => {
    const drift = await ctx.db.execute(sql`select d.account_id from money_daily d
      full join (select account_id, business_date, sum(greatest(amount, 0)) as dr, sum(greatest(-amount, 0)) as cr
        from money_postings group by account_id, business_date) p
        on p.account_id = d.account_id and p.business_date = d.business_date
      where coalesce(p.dr, 0) <> coalesce((select sum(x.debit) from money_daily x where x.account_id = d.account_id
          and x.business_date = d.business_date), 0)
        or coalesce(p.cr, 0) <> coalesce((select sum(x.credit) from money_daily x where x.account_id = d.account_id
          and x.business_date = d.business_date), 0)`);
    expect(drift.rows).toEqual([]);
  });
});
