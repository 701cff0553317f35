import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBranch, firstRow, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let cashier: string;
let stranger: string;
const ids = { branch: 0, box: 0, otherBox: 0, cashier: 0, supplier: 0, costItem: 0 };

const CASHIER_RULES = [
  'my_cashbox.show',
  'other_cashbox_input.show',
  'other_cashbox_input.add',
  'other_cashbox_input.approve',
  'other_cashbox_input.cancel',
  'other_cashbox_output.show',
  'other_cashbox_output.add',
  'other_cashbox_output.approve',
  'expense_output.add',
  'currency_exchange.add',
  'currency_exchange.approve',
  'currency_exchange.cancel',
];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.cashier = (await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES })).id;
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  await createUser(ctx, { username: 'begona', rules: CASHIER_RULES });
  stranger = await signIn(ctx, 'begona', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Asosiy kassa', ${ids.branch}, ${ids.cashier}) returning id`,
  );
  ids.otherBox = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Ikkinchi kassa', ${ids.branch}, ${ids.cashier}) returning id`,
  );
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  ids.costItem = await rowId(ctx, sql`insert into cost_items (name) values ('Ijara') returning id`);
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload?: object, token = cashier, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...freshKey(), ...headers },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, token = cashier) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const count = async (table: 'money_operations' | 'money_postings') =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from ${sql.identifier(table)}`)).n);

const myBalance = async (boxId = ids.box) => {
  const res = await get('/api/cashbox/my-cash-registers');
  expect(res.statusCode, res.body).toBe(200);
  const box = res.json().data.find((b: { id: number }) => b.id === boxId);
  return { uzs: box.balance_uzs as string, usd: box.balance_usd as string };
};

const income = (amount: string, extra: object = {}) => ({
  type: 'CASHBOX_INPUT',
  cashbox_id: ids.box,
  amount,
  currency: 'UZS',
  ...extra,
});

describe('cash operations', () => {
  it('enters an income CREATED (posting nothing), approves it (posting), and shows the balance', async () => {
    const created = await post('/api/cashbox/operations', income('500000'));
    expect(created.statusCode, created.body).toBe(201);
    const op = created.json().data;
    expect(op).toMatchObject({ type: 'CASHBOX_INPUT', status: 'CREATED', amount: '500000.00', postings: [] });
    expect(await myBalance()).toEqual({ uzs: '0.00', usd: '0.00' });

    const approved = await post(`/api/cashbox/operations/${op.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    expect(approved.json().data.postings).toEqual([
      { kind: 'cashbox', ref_id: ids.box, currency: 'UZS', amount: '500000.00' },
      { kind: 'income_type', ref_id: 0, currency: 'UZS', amount: '-500000.00' },
    ]);
    expect(await myBalance()).toEqual({ uzs: '500000.00', usd: '0.00' });

    const again = await post(`/api/cashbox/operations/${op.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Amal allaqachon tasdiqlangan');
  });

  it('refuses an expense past the cash in the box: 409 naming the amount available, in both languages', async () => {
    const before = await count('money_postings');
    const res = await post('/api/cashbox/operations?approve=true', {
      type: 'CASHBOX_OUTPUT',
      cashbox_id: ids.box,
      amount: '600000',
      currency: 'UZS',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Kassada yetarli mablagʻ yoʻq: mavjud 500\u00a0000,00 soʻm');
    const ru = await ctx.app.inject({
      method: 'POST',
      url: '/api/cashbox/operations?approve=true',
      headers: { ...bearer(cashier), ...freshKey(), 'accept-language': 'ru' },
      payload: { type: 'CASHBOX_OUTPUT', cashbox_id: ids.box, amount: '600000', currency: 'UZS' },
    });
    expect(ru.json().message).toBe('В кассе недостаточно средств: доступно 500\u00a0000,00 сум');
    expect(await count('money_postings')).toBe(before);
    expect(await myBalance()).toEqual({ uzs: '500000.00', usd: '0.00' });
  });

  it('cancels an approved operation by a reversing one, and a cancelled one cannot be cancelled again', async () => {
    const made = await post('/api/cashbox/operations?approve=true', income('100000'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect(await myBalance()).toEqual({ uzs: '600000.00', usd: '0.00' });
    const canceled = await post(`/api/cashbox/operations/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const { status, reversed_by } = canceled.json().data;
    expect(status).toBe('CANCELED');
    const reversal = (await get(`/api/cashbox/operations/${reversed_by}`, admin)).json().data;
    expect(reversal).toMatchObject({ reversal_of: id, status: 'APPROVED', type: 'CASHBOX_INPUT' });
    expect(reversal.postings.map((p: { amount: string }) => p.amount)).toEqual(['-100000.00', '100000.00']);
    expect(await myBalance()).toEqual({ uzs: '500000.00', usd: '0.00' });
    const twice = await post(`/api/cashbox/operations/${id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Amal bekor qilingan');
    // A reversal is never itself reversed.
    const ofReversal = await post(`/api/cashbox/operations/${reversed_by}/cancel`, undefined, admin);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe(`Bu №${id} amalni bekor qilgan amal: uni bekor qilib boʻlmaydi`);
  });

  it('cancels a CREATED operation without posting, and cannot approve it afterwards', async () => {
    const id = (await post('/api/cashbox/operations', income('1'))).json().data.id as number;
    const before = await count('money_postings');
    expect((await post(`/api/cashbox/operations/${id}/cancel`)).statusCode).toBe(200);
    expect((await post(`/api/cashbox/operations/${id}/approve`)).statusCode).toBe(409);
    expect(await count('money_postings')).toBe(before);
  });

  it('refuses a reversal that would take the cashbox below zero', async () => {
    const id = (
      await post('/api/cashbox/operations?approve=true', income('50', { cashbox_id: ids.otherBox }))
    ).json().data.id as number;
    const spent = await post('/api/cashbox/operations?approve=true', {
      type: 'CASHBOX_OUTPUT',
      cashbox_id: ids.otherBox,
      amount: '30',
      currency: 'UZS',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const res = await post(`/api/cashbox/operations/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('20,00 soʻm');
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const before = await count('money_operations');
    const res = await post('/api/cashbox/operations', {
      type: 'NOPE',
      cashbox_id: 'x',
      amount: '-5',
      currency: 'EUR',
      operation_date: '2026-13-40',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['type', 'cashbox_id', 'amount', 'currency', 'operation_date']),
    );
    const unknownBox = await post('/api/cashbox/operations', income('10', { cashbox_id: 99999 }));
    expect(unknownBox.statusCode).toBe(400);
    expect(unknownBox.json().errors).toEqual([expect.stringMatching(/^cashbox_id: /)]);
    const noItem = await post('/api/cashbox/operations', {
      type: 'EXPENSE_OUTPUT',
      cashbox_id: ids.box,
      amount: '10',
      currency: 'UZS',
    });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().errors).toEqual([expect.stringMatching(/^counterpart_id: /)]);
    const future = await post('/api/cashbox/operations', income('10', { operation_date: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([expect.stringMatching(/^operation_date: /)]);
    expect(await count('money_operations')).toBe(before);
  });

  it('keeps a cashier out of cashboxes they are not responsible for, and out of types they hold no rule for', async () => {
    const res = await post('/api/cashbox/operations', income('10'), stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Siz bu kassa uchun masʼul emassiz');
    const noRule = await post('/api/cashbox/operations', {
      type: 'SUPPLIER_OUTPUT',
      cashbox_id: ids.box,
      amount: '10',
      currency: 'UZS',
      counterpart_id: ids.supplier,
    });
    expect(noRule.statusCode).toBe(403);
    // Entering with ?approve=true needs the type's .approve as well.
    const expense = {
      type: 'EXPENSE_OUTPUT',
      cashbox_id: ids.box,
      amount: '10',
      currency: 'UZS',
      counterpart_id: ids.costItem,
    };
    expect((await post('/api/cashbox/operations?approve=true', expense)).statusCode).toBe(403);
    const entered = await post('/api/cashbox/operations', expense);
    expect(entered.statusCode, entered.body).toBe(201);
    expect((await post(`/api/cashbox/operations/${entered.json().data.id}/approve`)).statusCode).toBe(403);
    // Nor may another cashier step an operation of this cashbox.
    const mineToApprove = await post('/api/cashbox/operations', income('5'));
    const foreign = await post(
      `/api/cashbox/operations/${mineToApprove.json().data.id}/approve`,
      undefined,
      stranger,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Siz bu kassa uchun masʼul emassiz');
    const mine = await get('/api/cashbox/my-cash-registers', stranger);
    expect(mine.json().data).toEqual([]);
    // Nor read one: another cashier's operation, or one of a type whose screen they cannot open.
    const peek = await get(`/api/cashbox/operations/${mineToApprove.json().data.id}`, stranger);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().message).toBe('Siz bu kassa uchun masʼul emassiz');
    expect((await get(`/api/cashbox/operations/${mineToApprove.json().data.id}`)).statusCode).toBe(200);
    expect((await get(`/api/cashbox/operations/${entered.json().data.id}`)).statusCode).toBe(403);
    expect((await get(`/api/cashbox/operations/${entered.json().data.id}`, admin)).statusCode).toBe(200);
  });
});

describe('currency exchange', () => {
  it('exchanges UZS for USD inside a cashbox at the rate, keeping the rate and both currencies balanced', async () => {
    const res = await post('/api/cashbox/currency-exchanges?approve=true', {
      cashbox_id: ids.box,
      from_currency: 'UZS',
      amount: '127500',
      rate: '12750',
    });
    expect(res.statusCode, res.body).toBe(201);
    const op = res.json().data;
    expect(op).toMatchObject({
      type: 'CURRENCY_EXCHANGE',
      rate: '12750.0000',
      currency: 'UZS',
      status: 'APPROVED',
    });
    expect(await myBalance()).toEqual({ uzs: '372500.00', usd: '10.00' });
    const refused = await post('/api/cashbox/currency-exchanges?approve=true', {
      cashbox_id: ids.box,
      from_currency: 'USD',
      amount: '10.01',
      rate: '12750',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('10,00 $');
    const canceled = await post(`/api/cashbox/operations/${op.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await myBalance()).toEqual({ uzs: '500000.00', usd: '0.00' });
  });

  it('answers 400 naming a bad rate', async () => {
    const res = await post('/api/cashbox/currency-exchanges', {
      cashbox_id: ids.box,
      from_currency: 'UZS',
      amount: '100',
      rate: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.stringMatching(/^rate: /)]);
  });
});

describe('supplier payments', () => {
  it('moves the supplier ledger with the journal, and the reconciliation act shows payment and reversal', async () => {
    const paid = await post(
      '/api/cashbox/operations?approve=true',
      {
        type: 'SUPPLIER_OUTPUT',
        cashbox_id: ids.box,
        amount: '200000',
        currency: 'UZS',
        counterpart_id: ids.supplier,
      },
      admin,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const debt = async () =>
      (
        await firstRow<{ debt: string }>(
          ctx,
          sql`select coalesce((select debt from supplier_balances where supplier_id = ${ids.supplier} and currency = 'UZS'), 0)::text as debt`,
        )
      ).debt;
    expect(await debt()).toBe('-20000000');
    const id = paid.json().data.id as number;
    expect((await post(`/api/cashbox/operations/${id}/cancel`, undefined, admin)).statusCode).toBe(200);
    expect(await debt()).toBe('0');
    const act = await get(
      `/api/supplier-calculations/reconciliation-act?supplier_id=${ids.supplier}&currency=UZS&date_from=2000-01-01&date_to=2999-12-31`,
      admin,
    );
    expect(act.statusCode, act.body).toBe(200);
    expect(act.json().data.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'SUPPLIER_PAYMENT',
      'PAYMENT_REVERSAL',
    ]);
    expect(act.json().data.closing).toBe('0.00');
  });
});

describe('journal', () => {
  it('lists operations newest first, filtered by type, status and cashbox, paged on the server', async () => {
    const all = await get('/api/cashbox/operations?per_page=2', admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta).toMatchObject({ page: 1, per_page: 2, total_exact: true });
    const page2 = await get('/api/cashbox/operations?per_page=2&page=2', admin);
    const rows = [...all.json().data, ...page2.json().data] as { id: number; business_date: string }[];
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
    const order = rows.map((r) => `${r.business_date}:${String(r.id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const exchanges = await get('/api/cashbox/operations?type=CURRENCY_EXCHANGE', admin);
    expect(exchanges.json().data.every((o: { type: string }) => o.type === 'CURRENCY_EXCHANGE')).toBe(true);
    expect(exchanges.json().meta.total).toBe(2);
    const canceled = await get(`/api/cashbox/operations?status=CANCELED&cashbox_id=${ids.box}`, admin);
    expect(canceled.json().data.every((o: { status: string }) => o.status === 'CANCELED')).toBe(true);
    expect((await get('/api/cashbox/operations', cashier)).statusCode).toBe(403);
  });

  it("lets a cashier read one type's list by its screen's rule, only in their own cashboxes, with counterpart names", async () => {
    const made = await post(
      '/api/cashbox/operations',
      { ...income('300'), type: 'CASHBOX_OUTPUT', counterpart_id: ids.costItem },
      cashier,
    );
    expect(made.statusCode, made.body).toBe(201);
    const mine = await get('/api/cashbox/operations?type=CASHBOX_OUTPUT', cashier);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().data as { id: number; type: string; counterpart_name: string | null }[];
    expect(rows.every((r) => r.type === 'CASHBOX_OUTPUT')).toBe(true);
    expect(rows.find((r) => r.id === made.json().data.id)?.counterpart_name).toBe('Ijara');
    const strangers = await get('/api/cashbox/operations?type=CASHBOX_OUTPUT', stranger);
    expect(strangers.statusCode).toBe(200);
    expect(strangers.json().data).toEqual([]);
    expect((await get('/api/cashbox/operations?type=SUPPLIER_OUTPUT', cashier)).statusCode).toBe(403);
    expect((await get('/api/cashbox/operations?type=CURRENCY_EXCHANGE', cashier)).statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and posts once; another body with the key is 409', async () => {
    const before = await count('money_operations');
    const key = { 'idempotency-key': 'form-123' };
    const first = await post('/api/cashbox/operations?approve=true', income('1000'), cashier, key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await post('/api/cashbox/operations?approve=true', income('1000'), cashier, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await count('money_operations')).toBe(before + 1);
    const other = await post('/api/cashbox/operations?approve=true', income('2000'), cashier, key);
    expect(other.statusCode).toBe(409);
    expect(await count('money_operations')).toBe(before + 1);
    // the same key of another user is theirs alone
    const admins = await post('/api/cashbox/operations?approve=true', income('1000'), admin, key);
    expect(admins.statusCode).toBe(201);
    expect(admins.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a refusal too, and refuses a malformed key', async () => {
    const key = { 'idempotency-key': 'too-much' };
    const body = { type: 'CASHBOX_OUTPUT', cashbox_id: ids.box, amount: '99999999', currency: 'UZS' };
    const first = await post('/api/cashbox/operations?approve=true', body, cashier, key);
    expect(first.statusCode).toBe(409);
    const again = await post('/api/cashbox/operations?approve=true', body, cashier, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const bad = await post('/api/cashbox/operations', income('1'), cashier, { 'idempotency-key': 'a b' });
    expect(bad.statusCode).toBe(400);
  });

  it('after a key expires the request runs again, yet the operation keeping the key is not posted twice', async () => {
    const key = { 'idempotency-key': 'yesterday' };
    const first = await post('/api/cashbox/operations', income('3'), cashier, key);
    expect(first.statusCode).toBe(201);
    await ctx.db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second'
      where key = 'yesterday'`);
    // The claim is fresh (not a replay), but the operation's header keeps the key: it answers the same operation.
    const second = await post('/api/cashbox/operations', income('3'), cashier, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it('posts once when the same key arrives many times at once', async () => {
    const before = await count('money_operations');
    const key = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/cashbox/operations?approve=true', income('7'), cashier, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count('money_operations')).toBe(before + 1);
  });
});

describe('database guarantees', () => {
  it('refuses to change or delete a posting, and an unbalanced operation at commit', async () => {
    await expect(ctx.db.execute(sql`update money_postings set amount = amount + 1`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from money_postings`)).rejects.toThrow();
    const op = await rowId(
      ctx,
      sql`insert into money_operations (type, business_date, amount, currency, lines)
        values ('CASHBOX_INPUT', '2026-01-01', 1, 'UZS', '[]') returning id`,
    );
    const account = await rowId(ctx, sql`select id from money_accounts limit 1`);
    await expect(
      ctx.db.execute(sql`insert into money_postings (operation_id, account_id, currency, amount, business_date)
        values (${op}, ${account}, 'UZS', 5, '2026-01-01')`),
    ).rejects.toThrow();
    expect(await count('money_postings')).toBeGreaterThan(0);
  });
});

describe('journal indexes', () => {
  it('pages each filter of the journal through an index of its own', async () => {
    for (const [filter, index] of [
      [sql`o.type = 'CASHBOX_INPUT'`, 'money_operations_type_date'],
      [sql`o.status = 'APPROVED'`, 'money_operations_status_date'],
      [sql`o.cashbox_id = ${ids.box}`, 'money_operations_cashbox_date'],
      [sql`o.branch_id = ${ids.branch}`, 'money_operations_branch_date'],
    ] as const) {
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await tx.execute<{
          'QUERY PLAN': string;
        }>(sql`explain select o.id from money_operations o
          where ${filter} and o.business_date >= '2026-01-01' order by o.business_date desc, o.id desc limit 20`);
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, plan).toContain(index);
    }
  });
});
