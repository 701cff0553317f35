import { toMinor } from '@savdo/shared/money';
import { resaleOfferSchema } from '@savdo/shared/schemas/engagement';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashboxOperationLines } from '../src/ledgers/money/lines.ts';
import { postOperation } from '../src/ledgers/money/operations.ts';
import { newClient } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { activeContract, paidCashTrade } from './fixtures/sales.ts';
import { cashbox, firstBranch, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Customer engagement and resale through the HTTP API: calls recorded, a
 * purchase within the set days of a call earning its caller a bonus (a later
 * purchase or one after an unanswered call earning nothing), each sale once;
 * the bonus approved, paid once from a cashbox through the journal; resale
 * clients by payment discipline, offers and their outcomes, an accepted offer
 * opening a client order; refusals, 403 and 400 writing nothing.
 */

let ctx: TestContext;
const tokens = { caller: '', boss: '', seller: '', nobody: '' };
const ids = {
  branch: 0,
  box: 0,
  caller: 0,
  boss: 0,
  a: 0,
  b: 0,
  c: 0,
  good: 0,
  late: 0,
  phone: 0,
  tariff: 0,
};
const ref = { type: 0, comment: 0 };

const req = (method: 'GET' | 'POST', url: string, token: string, payload?: object, key?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : freshKey()) },
    ...(payload ? { payload } : {}),
  });
const count = async (table: string) =>
  Number(
    (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]?.n,
  );
const E = '/api/customer-engagements';
let paidInvoice = 0;
let paidAmount = 0n;

beforeAll(async () => {
  ctx = await createTestContext();
  ids.caller = (
    await createUser(ctx, { username: 'operator', rules: ['called_client.show', 'called_client.add'] })
  ).id;
  ids.boss = (
    await createUser(ctx, {
      username: 'rahbar',
      rules: [
        'called_client_invoice.show',
        'called_client_invoice.add',
        'called_client_invoice.edit',
        'contract_payment.add',
      ],
    })
  ).id;
  await createUser(ctx, {
    username: 'sotuvchi',
    rules: [
      'resale_client.show',
      'resale_offer.show',
      'resale_offer.add',
      'resale_offer.edit',
      'invited_client.show',
      'invited_client.edit',
    ],
  });
  await createUser(ctx, { username: 'mehmon', rules: ['client.show'] });
  tokens.caller = await signIn(ctx, 'operator', 'Secret#123');
  tokens.boss = await signIn(ctx, 'rahbar', 'Secret#123');
  tokens.seller = await signIn(ctx, 'sotuvchi', 'Secret#123');
  tokens.nobody = await signIn(ctx, 'mehmon', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.boss);
  ids.a = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.b = await newClient(ctx, ids.branch, 'Boboyev Sardor', '31234567890124', '998901234568');
  ids.c = await newClient(ctx, ids.branch, 'Choriyeva Nodira', '31234567890125', '998901234569');
  ids.good = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.late = await newClient(ctx, ids.branch, 'Kechikkan Anvar', '41234567890124', '998911112234');
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  await ctx.db.execute(sql`update products set retail_price_uzs = 300000000 where id = ${ids.phone}`);
  const term = await rowId(
    ctx,
    sql`insert into contract_terms (name, months) values ('6 oy', 6) returning id`,
  );
  ids.tariff = await rowId(
    ctx,
    sql`insert into contract_tariffs (name, contract_term_id, markup, additional_markup, prepayment_percent)
      values ('Standart 6', ${term}, 30, 0, 20) returning id`,
  );
  ref.type = await rowId(ctx, sql`insert into contract_comment_types (name) values ('Taklif') returning id`);
  ref.comment = await rowId(
    ctx,
    sql`insert into conversation_comments (name) values ('Hozircha kerak emas') returning id`,
  );
});
afterAll(async () => {
  if (ctx) expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  await ctx?.close();
});

const call = (client: number, outcome: string, date: string, extra: object = {}) =>
  req('POST', `${E}/called-clients`, tokens.caller, {
    client_id: client,
    outcome,
    call_date: date,
    ...extra,
  });

describe('calls and the callers’ bonuses', () => {
  it('refuses bad input with 400 and 403 without the rule, writing nothing', async () => {
    const before = await count('client_calls');
    for (const body of [
      {},
      { client_id: ids.a, outcome: 'MAYBE' },
      { client_id: 999_999, outcome: 'REACHED' },
      { client_id: ids.a, outcome: 'REACHED', comment_type_id: 999_999 },
      { client_id: ids.a, outcome: 'REACHED', call_date: '2999-01-01' },
      { client_id: 'x', outcome: 'REACHED' },
    ]) {
      const res = await req('POST', `${E}/called-clients`, tokens.caller, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await call(ids.a, 'REACHED', '2024-03-01')).statusCode).toBe(201);
    expect((await req('POST', `${E}/called-clients`, tokens.nobody, { client_id: ids.a })).statusCode).toBe(
      403,
    );
    expect((await req('GET', `${E}/called-clients`, tokens.nobody)).statusCode).toBe(403);
    expect(await count('client_calls')).toBe(before + 1);
    const bad = await req('POST', `${E}/calculate-bonus`, tokens.boss, {
      date_from: '2024-05-01',
      date_to: '2024-04-01',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a purchase within the set days of a reaching call earns its caller the percent, each sale once', async () => {
    const made = await call(ids.b, 'CALL_BACK', '2024-03-01', {
      comment_type_id: ref.type,
      comment: 'Keyin',
    });
    expect(made.json().data).toMatchObject({
      outcome: 'CALL_BACK',
      comment_type: 'Taklif',
      client_name: 'Boboyev Sardor',
    });
    expect((await call(ids.c, 'NO_ANSWER', '2024-03-01')).statusCode).toBe(201);
    const contract = await activeContract(ctx.db, {
      branchId: ids.branch,
      clientId: ids.a,
      date: '2024-03-10',
      items: [{ productId: ids.phone, quantity: 1, price: 200_000_000n }],
    });
    await paidCashTrade(ctx.db, {
      branchId: ids.branch,
      clientId: ids.a,
      date: '2024-03-20',
      items: [{ productId: ids.phone, quantity: 1, price: 100_000_000n }],
    });
    // too late after the call (31 days > 30), and after a call nobody answered: nothing
    await paidCashTrade(ctx.db, {
      branchId: ids.branch,
      clientId: ids.b,
      date: '2024-04-01',
      items: [{ productId: ids.phone, quantity: 1, price: 50_000_000n }],
    });
    await paidCashTrade(ctx.db, {
      branchId: ids.branch,
      clientId: ids.c,
      date: '2024-03-05',
      items: [{ productId: ids.phone, quantity: 1, price: 50_000_000n }],
    });
    const net = (
      await ctx.db.execute<{ n: string }>(
        sql`select price - discount as n from contracts where id = ${contract.id}`,
      )
    ).rows[0]?.n;
    const list = await req('GET', `${E}/called-clients?caller_id=${ids.caller}`, tokens.caller);
    expect(list.json().meta.total).toBe(3);

    const res = await req('POST', `${E}/calculate-bonus`, tokens.boss, {
      date_from: '2024-03-01',
      date_to: '2024-04-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invoice, ...others] = res.json().data;
    expect(others).toEqual([]);
    const expected = (BigInt(net ?? 0) + 100_000_000n) / 100n;
    expect(invoice).toMatchObject({ caller_id: ids.caller, status: 'CREATED', currency: 'UZS' });
    expect(invoice.amount).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    expect(invoice.sales.map((s: { sale_kind: string }) => s.sale_kind)).toEqual(['CONTRACT', 'CASH_TRADE']);
    const again = await req('POST', `${E}/calculate-bonus`, tokens.boss, {
      date_from: '2024-03-01',
      date_to: '2024-04-30',
    });
    expect(again.statusCode).toBe(409);

    // paid only once approved, from a cashbox, once
    const pay = (key: string) =>
      req('POST', `${E}/calculate-bonus/${invoice.id}/pay`, tokens.boss, { cashbox_id: ids.box }, key);
    expect((await pay('k0')).statusCode).toBe(409);
    expect(
      (await req('POST', `${E}/calculate-bonus/${invoice.id}/approve`, tokens.caller, {})).statusCode,
    ).toBe(403);
    expect(
      (await req('POST', `${E}/calculate-bonus/${invoice.id}/approve`, tokens.boss, {})).json().data.status,
    ).toBe('APPROVED');
    expect(
      (await req('POST', `${E}/calculate-bonus/${invoice.id}/approve`, tokens.boss, {})).statusCode,
    ).toBe(409);
    await ctx.db.transaction((tx) =>
      postOperation(
        tx,
        {
          type: 'CASHBOX_INPUT',
          branchId: ids.branch,
          cashboxId: ids.box,
          date: '2024-03-01',
          amount: 1_000_000_000n,
          currency: 'UZS',
          lines: cashboxOperationLines('CASHBOX_INPUT', ids.box, undefined, 'UZS', 1_000_000_000n),
        },
        ids.boss,
        { approve: true },
      ),
    );
    const paid = await pay('k1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('PAID');
    expect((await pay('k1')).json().data.operation_id).toBe(paid.json().data.operation_id);
    expect((await pay('k2')).statusCode).toBe(409);
    const ops = await ctx.db.execute<{ n: string; amount: string; counterpart_id: string }>(
      sql`select count(*) over () as n, amount::text as amount, counterpart_id from money_operations where type = 'STAFF_OUTPUT'`,
    );
    expect(ops.rows).toEqual([{ n: '1', amount: String(expected), counterpart_id: String(ids.caller) }]);
    paidInvoice = invoice.id;
    paidAmount = expected;
  });

  it('cancels a paid invoice with a reason: the payment reversed, its sales free to earn again; once', async () => {
    const owed = async () =>
      BigInt(
        (
          await ctx.db.execute<{
            b: string | null;
          }>(sql`select sum(mb.balance)::text as b from money_accounts a
            join money_balances mb on mb.account_id = a.id where a.kind = 'employee' and a.ref_id = ${ids.caller}`)
        ).rows[0]?.b ?? 0,
      );
    // the payment is all the caller's employee account holds
    const before = await owed();
    expect(before === paidAmount || before === -paidAmount).toBe(true);
    const cancel = (token: string, payload: object = { reason: 'Notoʻgʻri hisoblangan' }) =>
      req('POST', `${E}/calculate-bonus/${paidInvoice}/cancel`, token, payload, `c-${Math.random()}`);
    expect((await cancel(tokens.caller)).statusCode).toBe(403);
    const bad = await cancel(tokens.boss, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^reason: /);
    const done = await cancel(tokens.boss);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'CANCELED', cancel_reason: 'Notoʻgʻri hisoblangan' });
    // the caller's employee account is back where it was before the payment
    expect(await owed()).toBe(0n);
    const reversal = await ctx.db.execute<{ type: string; reversal_of: string; comment: string }>(
      sql`select type, reversal_of::text as reversal_of, comment from money_operations
        where id = ${done.json().data.reversal_operation_id}`,
    );
    expect(reversal.rows[0]).toEqual({
      type: 'STAFF_OUTPUT',
      reversal_of: String(done.json().data.operation_id),
      comment: 'Notoʻgʻri hisoblangan',
    });
    const twice = await cancel(tokens.boss);
    expect(twice.statusCode).toBe(409);
    // the sales it held earn again, in a new invoice
    const res = await req('POST', `${E}/calculate-bonus`, tokens.boss, {
      date_from: '2024-03-01',
      date_to: '2024-04-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ status: 'CREATED', amount: done.json().data.amount });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

describe('a caller bonus paid through payroll', () => {
  it('goes to the caller’s month as a payroll bonus, not to the cashbox; cancelled, the addition goes', async () => {
    const listed = await req('GET', `${E}/calculate-bonus?status=CREATED`, tokens.boss);
    const invoice = listed.json().data[0] as { id: number; amount: string };
    expect((await req('POST', `${E}/calculate-bonus/${invoice.id}/approve`, tokens.boss)).statusCode).toBe(
      200,
    );
    const toPayroll = (token: string, payload: object = { month: '2024-05' }) =>
      req('POST', `${E}/calculate-bonus/${invoice.id}/to-payroll`, token, payload);
    expect((await toPayroll(tokens.caller)).statusCode).toBe(403);
    expect((await toPayroll(tokens.boss, { month: '2024-13' })).statusCode).toBe(400);
    // the caller is not on the staff yet: paid from a cashbox only
    const outsider = await toPayroll(tokens.boss);
    expect(outsider.statusCode).toBe(409);
    expect(outsider.json().message).toMatch(/xodim emas/);
    await ctx.db.execute(sql`insert into employees (user_id, employee_number, full_name, branch_id, salary, hired_on)
      values (${ids.caller}, 'E-OPR', 'Operator', ${ids.branch}, 500000000, '2024-01-01')`);
    const sent = await toPayroll(tokens.boss);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'PAYROLL', payroll_month: '2024-05' });
    const addition = async () =>
      (
        await ctx.db.execute<{
          kind: string;
          amount: string;
          month: string;
          deleted: boolean;
        }>(sql`select kind,
            amount::text as amount, month::text as month, deleted_at is not null as deleted
          from payroll_additions where id = ${sent.json().data.payroll_addition_id}`)
      ).rows[0];
    expect(await addition()).toEqual({
      kind: 'BONUS',
      amount: String(toMinor(invoice.amount)),
      month: '2024-05-01',
      deleted: false,
    });
    // paid with the salary, so never from a cashbox too
    const pay = await req(
      'POST',
      `${E}/calculate-bonus/${invoice.id}/pay`,
      tokens.boss,
      { cashbox_id: ids.box },
      `p-${Math.random()}`,
    );
    expect(pay.statusCode).toBe(409);
    expect((await toPayroll(tokens.boss)).statusCode).toBe(409);
    const cancelled = await req(
      'POST',
      `${E}/calculate-bonus/${invoice.id}/cancel`,
      tokens.boss,
      { reason: 'Xato hisoblangan' },
      `c-${Math.random()}`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await addition()).toMatchObject({ deleted: true });
  });
});

describe('resale', () => {
  const R = '/api/resale';
  const offer = (patch: object = {}) => ({
    client_id: ids.good,
    text: 'Yangi konditsioner 6 oyga',
    currency: 'UZS',
    tariff_id: ids.tariff,
    prepayment: '1000000',
    items: [{ product_id: ids.phone, quantity: '1' }],
    ...patch,
  });

  it('lists clients who closed a contract without paying late', async () => {
    for (const [client, worst] of [
      [ids.good, 0],
      [ids.late, 40],
    ] as const) {
      const c = await activeContract(ctx.db, {
        branchId: ids.branch,
        clientId: client,
        date: '2023-01-10',
        items: [{ productId: ids.phone, quantity: 1, price: 100_000_000n }],
      });
      // paid off at once through the cashier's screen: the settlement closes it
      const rest = (
        await ctx.db.execute<{ rest: string }>(
          sql`select rest::text as rest from contracts where id = ${c.id}`,
        )
      ).rows[0]?.rest;
      const paid = await req(
        'POST',
        '/api/cashbox/contract-payments',
        tokens.boss,
        {
          contract_id: c.id,
          amount: (Number(rest) / 100).toFixed(2),
          currency: 'UZS',
          method: 'CASH',
          cashbox_id: ids.box,
          payment_date: '2023-01-20',
        },
        `close-${c.id}`,
      );
      expect(paid.statusCode, paid.body).toBe(201);
      const closed = await ctx.db.execute<{ status: string }>(
        sql`select status from contracts where id = ${c.id}`,
      );
      expect(closed.rows[0]?.status).toBe('CLOSED');
      await ctx.db.execute(sql`insert into client_scores (client_id, branch_id, contracts, as_of, instalments,
          on_time, worst_days_late, score, grade)
        values (${client}, ${ids.branch}, 1, '2024-01-01', 6, ${worst === 0 ? 6 : 5}, ${worst}, ${worst === 0 ? 100 : 60}, ${worst === 0 ? 'A' : 'C'})`);
    }
    const res = await req('GET', `${R}/resale-clients`, tokens.seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { client_name: string }) => r.client_name)).toEqual(['Karimova Zulfiya']);
    // the screen offers a purchase by the id answered here: a number, as the shared offer schema takes it
    const listed = res.json().data[0];
    expect(listed.client_id).toBe(ids.good);
    expect(resaleOfferSchema.safeParse(offer({ client_id: listed.client_id })).success).toBe(true);
    expect((await req('GET', `${R}/resale-clients`, tokens.nobody)).statusCode).toBe(403);
  });

  it('records outcomes, refuses what is closed, and an accepted offer opens a client order', async () => {
    const before = await count('resale_offers');
    for (const body of [
      {},
      offer({ items: [] }),
      offer({ text: '' }),
      offer({ client_id: 999_999 }),
      offer({ tariff_id: 999_999 }),
    ]) {
      expect((await req('POST', `${R}/offers`, tokens.seller, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect(await count('resale_offers')).toBe(before);
    const made = await req('POST', `${R}/offers`, tokens.seller, offer());
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data).toMatchObject({ id: expect.any(Number), client_id: ids.good, order_id: null });
    const outcome = (body: object, offerId = id) =>
      req('POST', `${R}/offers/${offerId}/outcome`, tokens.seller, body);
    expect((await outcome({ outcome: 'REJECTED' })).statusCode).toBe(400);
    expect((await outcome({ outcome: 'UNFINISHED' })).statusCode).toBe(400);
    expect((await outcome({ outcome: 'UNFINISHED', call_back_date: '2030-01-05' })).json().data.status).toBe(
      'UNFINISHED',
    );
    const unfinished = await req('GET', `${R}/unfinished-conversations`, tokens.seller);
    expect(unfinished.json().data.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await outcome({ outcome: 'INVITED' })).json().data.status).toBe('INVITED');
    expect((await req('GET', `${R}/invited-clients`, tokens.seller)).json().data[0]).toMatchObject({
      id,
      client_name: 'Karimova Zulfiya',
    });
    const accepted = await req('POST', `${R}/offers/${id}/accept`, tokens.seller, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = accepted.json().data.order_id;
    expect(orderId).toEqual(expect.any(Number));
    expect((await req('GET', `${R}/offers`, tokens.seller)).json().data[0]).toMatchObject({
      id,
      status: 'ACCEPTED',
      order_id: orderId,
    });
    const order = await ctx.db.execute(
      sql`select status, client_id::int as client_id, prepayment::text as prepayment from client_orders where id = ${orderId}`,
    );
    expect(order.rows[0]).toEqual({ status: 'CREATED', client_id: ids.good, prepayment: '100000000' });
    expect((await req('POST', `${R}/offers/${id}/accept`, tokens.seller, {})).statusCode).toBe(409);
    expect((await outcome({ outcome: 'INVITED' })).statusCode).toBe(409);

    const second = (
      await req('POST', `${R}/offers`, tokens.seller, offer({ text: 'Kir yuvish mashinasi' }))
    ).json().data.id;
    expect((await outcome({ outcome: 'REJECTED', comment_id: 999_999 }, second)).statusCode).toBe(400);
    expect(
      (await outcome({ outcome: 'REJECTED', comment_id: ref.comment, note: 'Pul yoʻq' }, second)).statusCode,
    ).toBe(200);
    const rejected = await req('GET', `${R}/rejected-offer-clients`, tokens.seller);
    expect(rejected.json().data[0]).toMatchObject({
      id: second,
      comment: 'Hozircha kerak emas',
      note: 'Pul yoʻq',
    });
    const orders = await count('client_orders');
    expect((await req('POST', `${R}/offers/${second}/accept`, tokens.seller, {})).statusCode).toBe(409);
    expect(await count('client_orders')).toBe(orders);
    expect((await req('POST', `${R}/offers/${second}/accept`, tokens.nobody, {})).statusCode).toBe(403);
  });
});
