import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalKatm } from '../src/areas/collections/client-ratings/katm/provider.ts';
import { sendDue } from '../src/areas/collections/client-ratings/katm/submissions.ts';
import { businessToday } from '../src/platform/clock/business-today.ts';
import { addDays, closeDays } from '../src/platform/close-of-day/close.ts';
import { closeOfDaySteps } from '../src/wiring/close-of-day-steps.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, products } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Client ratings through the HTTP API: a client's score after late payments
 * (each instalment in its bucket, worst and current days late), a reversal
 * reopening only its instalment, the close of day storing what the live
 * figure gives and changing nothing when re-run, the lists, and the credit
 * bureau: a form queued and taken, the fake failing (FAILED, re-sent once by
 * the job), a duplicate answer, refusals, 403 and 400.
 */

let ctx: TestContext;
let rater: string;
let cashier: string;
let nobody: string;
const katm = new LocalKatm();
const ids = {
  branch: 0,
  box: 0,
  client: 0,
  goodClient: 0,
  phone: 0,
  userId: 0,
  contract: 0,
  historyPayment: 0,
};

const post = (url: string, payload: object, token = rater) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string, token = rater) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

/** 1 500 000 soʻm of goods, 300 000 down on the date (2024-01-10: 6 × 280 000 due on the 10th from February). */
async function contractOf(client: number, date = '2024-01-10'): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: ids.userId,
    date,
    items: [{ product: ids.phone, price: 150_000_000n }],
  });
  const down = await pay(id, '300000', date, '/api/cashbox/pre-payment');
  expect(down.statusCode, down.body).toBe(201);
  await activate(ctx, id);
  await ctx.db.execute(sql`insert into contract_events (contract_id, event, to_status, business_date)
    values (${id}, 'SIGN', 'ACTIVE', ${date})`);
  return id;
}

/** Time passes: what was entered is older than the close of day's one-minute lag. */
const minutesPass = async () => {
  await ctx.db.execute(sql`update contract_settlements set created_at = created_at - interval '2 minutes'`);
  await ctx.db.execute(sql`update contract_events set created_at = created_at - interval '2 minutes'`);
};

const pay = (contractId: number, amount: string, date: string, url = '/api/cashbox/contract-payments') =>
  post(
    url,
    {
      contract_id: contractId,
      amount,
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: date,
    },
    cashier,
  );

beforeAll(async () => {
  ctx = await createTestContext({ katm });
  const cashierUser = await createUser(ctx, {
    username: 'kassir',
    rules: ['contract_payment.add', 'contract_payment.cancel', 'contract_pre_payment.add'],
  });
  ids.userId = cashierUser.id;
  await createUser(ctx, {
    username: 'reyting',
    rules: [
      'client_score.show',
      'contract_skip.show',
      'katm_report.show',
      'katm_report.add',
      'katm_report.edit',
    ],
  });
  await createUser(ctx, { username: 'mehmon', rules: ['contract.show'] });
  await createUser(ctx, { username: 'menejer', rules: ['client_order.show', 'client.show'] });
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  rater = await signIn(ctx, 'reyting', 'Secret#123');
  nobody = await signIn(ctx, 'mehmon', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.userId);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.goodClient = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
});
afterAll(async () => {
  if (ctx) expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  await ctx?.close();
});

describe('a client’s payment discipline', () => {
  it('puts each instalment in the bucket of the days it was paid late at, and the open ones as late as now', async () => {
    ids.contract = await contractOf(ids.client);
    for (const [amount, date] of [
      ['280000', '2024-02-10'], // row 1 on time
      ['280000', '2024-03-24'], // row 2, 14 days late
      ['280000', '2024-05-20'], // row 3, 40 days late
    ] as const)
      expect((await pay(ids.contract, amount, date)).statusCode).toBe(201);
    const today = await businessToday(ctx.db);
    const res = await get(`/api/client-ratings/payment-discipline/${ids.client}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    const late = daysBetween('2024-05-10', today); // row 4 is the oldest unpaid
    expect(view).toMatchObject({
      instalments: 6,
      on_time: 1,
      late_1_30: 1,
      late_31_60: 1,
      late_61_90: 0,
      late_91: 3,
      paid_late: 2,
      skipped: 3,
      worst_days_late: late,
      current_days_late: late,
      score: 20,
      grade: 'E',
    });
    expect(
      view.history.map((r: { n: number; days_late: number; open: boolean }) => [r.n, r.days_late, r.open]),
    ).toEqual([
      [1, 0, false],
      [2, 14, false],
      [3, 40, false],
      [4, late, true],
      [5, daysBetween('2024-06-10', today), true],
      [6, daysBetween('2024-07-10', today), true],
    ]);
  });

  it('a cancelled payment never counted: the later payment moves down to its instalment, the newest reopens', async () => {
    const payments = await get(`/api/cashbox/contract-payments?contract_id=${ids.contract}`, cashier);
    const march = await firstRow<{ id: string }>(
      ctx,
      sql`select id from contract_settlements where contract_id = ${ids.contract} and business_date = '2024-03-24'`,
    );
    expect(payments.statusCode).toBe(403); // the cashier here may not list, only pay and cancel
    const before = (await get(`/api/client-ratings/payment-discipline/${ids.client}`)).json().data;
    const cancel = await post(
      `/api/cashbox/contract-payments/${march.id}/cancel`,
      { reason: 'Xato' },
      cashier,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (await get(`/api/client-ratings/payment-discipline/${ids.client}`)).json().data;
    const today = await businessToday(ctx.db);
    const rows = (v: { history: { n: number; days_late: number; open: boolean }[] }) =>
      v.history.map((r) => `${r.n}:${r.days_late}:${r.open}`);
    // payments count in the order of their dates (docs/DECISIONS.md): without March's, May's pays row 2
    // (71 days late) and row 3 is open again; row 1 and rows 4 to 6 are as they were
    expect(rows(after)).toEqual([
      '1:0:false',
      '2:71:false',
      `3:${daysBetween('2024-04-10', today)}:true`,
      ...rows(before).filter((r) => /^[456]:/.test(r)),
    ]);
    expect(after).toMatchObject({ late_1_30: 0, late_31_60: 0, late_61_90: 1, late_91: 4, skipped: 4 });
  });

  it('the close of day stores what the live figure gives, and a re-run changes nothing', async () => {
    const today = await businessToday(ctx.db);
    // a client who paid their one instalment due so far on its day
    const good = await contractOf(ids.goodClient, addDays(today, -45));
    const due = await firstRow<{ due_date: string }>(
      ctx,
      sql`select due_date from contract_schedule where contract_id = ${good} and n = 1`,
    );
    const goodPaid = await pay(good, '280000', due.due_date);
    expect(goodPaid.statusCode).toBe(201);
    ids.historyPayment = goodPaid.json().data.id;
    await minutesPass();
    // made before the closed date (history when reporting starts): the bureau is not sent it
    await ctx.db.execute(
      sql`update contract_settlements set created_at = now() - interval '3 days' where id = ${ids.historyPayment}`,
    );
    const yesterday = addDays(today, -1);
    const closed = await closeDays(ctx.db, closeOfDaySteps(), { until: yesterday });
    const scores = closed?.at(-1)?.steps.find((s) => s.step === 'ratings.scores');
    expect(scores?.result.clients).toBe(2);
    const stored = await get('/api/client-ratings/payment-discipline?sort=score&order=asc');
    expect(stored.statusCode, stored.body).toBe(200);
    const list = stored.json().data as { client_id: number }[];
    expect(list.map((r) => r.client_id)).toEqual([ids.client, ids.goodClient]);
    for (const row of list) {
      const live = (await get(`/api/client-ratings/payment-discipline/${row.client_id}`)).json().data;
      const { history: _h, contracts: _c, client_name: _n, as_of: _a, ...figures } = live;
      expect(row).toMatchObject(figures);
    }
    const snapshot = async () =>
      (await ctx.db.execute(sql`select * from client_scores order by client_id`)).rows.concat(
        (await ctx.db.execute(sql`select * from contract_scores order by contract_id`)).rows,
      );
    const first = await snapshot();
    const again = await closeDays(ctx.db, closeOfDaySteps(), { until: yesterday, force: true });
    const rerun = again?.at(-1)?.steps.find((s) => s.step === 'ratings.scores');
    expect(rerun?.result).toMatchObject({ changed: 0 });
    expect(await snapshot()).toEqual(first);
  });

  it('filters the clients by grade, bucket and name, and the contracts by skipped payments', async () => {
    const e = await get('/api/client-ratings/payment-discipline?grade=E');
    expect(e.json().data.map((r: { client_id: number }) => r.client_id)).toEqual([ids.client]);
    const b91 = await get('/api/client-ratings/payment-discipline?bucket=D91&search=aliyev');
    expect(b91.json().data).toHaveLength(1);
    const none = await get('/api/client-ratings/payment-discipline?bucket=D31_60');
    expect(none.json().data).toEqual([]);
    const skips = await get('/api/client-ratings/order-payment-discipline?min_skipped=1');
    expect(skips.statusCode, skips.body).toBe(200);
    expect(skips.json().data).toEqual([
      expect.objectContaining({
        contract_id: ids.contract,
        skipped: 4,
        paid_late: 1,
        client_name: 'Aliyev Vali',
      }),
    ]);
    // a contract named and found by its prefixed number; another branch's prefix finds nothing
    const own = await firstRow<{ number: string; prefix: string }>(
      ctx,
      sql`select k.number::text, b.prefix from contracts k join branches b on b.id = k.branch_id where k.id = ${ids.contract}`,
    );
    expect(own.prefix).toBeTruthy();
    expect(skips.json().data[0]).toMatchObject({ branch_prefix: own.prefix, number: Number(own.number) });
    const byNumber = async (typed: string) =>
      (await get(`/api/client-ratings/order-payment-discipline?number=${encodeURIComponent(typed)}`))
        .json()
        .data.map((r: { contract_id: number }) => r.contract_id);
    expect(await byNumber(`${own.prefix.toLowerCase()}-${own.number}`)).toEqual([ids.contract]);
    expect(await byNumber(`ZZZ-${own.number}`)).toEqual([]);
    expect((await get('/api/client-ratings/order-payment-discipline?number=Aliyev')).statusCode).toBe(400);
    const sorted = await get('/api/client-ratings/order-payment-discipline?sort=skipped&order=asc');
    expect(sorted.json().data.map((r: { skipped: number }) => r.skipped)).toEqual([0, 4]);
    const good = (await get(`/api/client-ratings/payment-discipline?grade=A`)).json().data;
    expect(good).toEqual([expect.objectContaining({ client_id: ids.goodClient, score: 100, on_time: 1 })]);
  });

  it('shows the score computed now to the card’s and the order approval’s readers', async () => {
    const manager = await signIn(ctx, 'menejer', 'Secret#123');
    const live = (await get(`/api/client-ratings/payment-discipline/${ids.client}`)).json().data;
    const card = await get(`/api/client-ratings/payment-discipline/${ids.client}`, manager);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toEqual(live);
    const order = await firstRow<{ id: string }>(
      ctx,
      sql`insert into client_orders (number, branch_id, client_id, tariff_id, months, prepayment)
        values (90, ${ids.branch}, ${ids.client}, 1, 6, 0) returning id`,
    );
    const review = await get(`/api/contract/orders/${order.id}/review`, manager);
    expect(review.statusCode, review.body).toBe(200);
    const { history: _h, contracts: _c, client_id: _i, client_name: _n, as_of: _a, ...figures } = live;
    expect(review.json().data.score).toEqual(figures);
    expect(figures).toMatchObject({ grade: 'E', late_91: 4 });
    expect((await get('/api/client-ratings/payment-discipline', manager)).statusCode).toBe(403);
  });

  it('refuses without the rule (403) and bad input (400)', async () => {
    for (const url of [
      '/api/client-ratings/payment-discipline',
      '/api/client-ratings/order-payment-discipline',
      '/api/client-ratings/report-shapes',
      `/api/client-ratings/payment-discipline/${ids.client}`,
    ])
      expect((await get(url, nobody)).statusCode, url).toBe(403);
    expect(
      (await post('/api/client-ratings/report-shapes', { form: 'STATUS', subject_id: 1 }, nobody)).statusCode,
    ).toBe(403);
    for (const url of [
      '/api/client-ratings/payment-discipline?grade=Z',
      '/api/client-ratings/payment-discipline?bucket=D5',
      '/api/client-ratings/order-payment-discipline?min_skipped=-1',
      '/api/client-ratings/report-shapes?status=LOST',
      '/api/client-ratings/report-shapes?date_from=2024-13-01',
      '/api/client-ratings/payment-discipline/abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.length, url).toBeGreaterThan(0);
    }
    const bad = await post('/api/client-ratings/report-shapes', { form: 'LETTER', subject_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/form: .*subject_id: |subject_id: .*form: /s);
    expect((await get('/api/client-ratings/payment-discipline/999999')).statusCode).toBe(404);
  });
});

describe('the credit bureau (KATM)', () => {
  const count = async () =>
    Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from katm_submissions`)).n);

  const newPayment = async (date: string) => {
    const res = await pay(ids.contract, '1000', date);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  it('the close of day queued the contract, its schedule, its payments and its status; the job sends each once', async () => {
    const forms = await ctx.db.execute<{ form: string; n: string }>(
      sql`select form, count(*) as n from katm_submissions where claim_id = ${`SAVDO-C${ids.contract}`}
        group by form order by form`,
    );
    // the down payment, three payments and the reversal of one
    expect(forms.rows.map((r) => `${r.form} ${r.n}`)).toEqual([
      'CONTRACT 1',
      'REPAYMENT 5',
      'SCHEDULE 1',
      'STATUS 1',
    ]);
    const history = await ctx.db.execute(
      sql`select id from katm_submissions where form = 'REPAYMENT' and subject_id = ${ids.historyPayment}`,
    );
    expect(history.rows).toEqual([]);
    const queued = await count();
    const sent = await sendDue(ctx.db, katm);
    expect(sent).toEqual({ accepted: queued, rejected: 0 });
    expect(await sendDue(ctx.db, katm)).toEqual({ accepted: 0, rejected: 0 });
    expect(katm.taken).toHaveLength(queued);
  });

  it('a form queued by hand is sent at once; the same form of the same version is never queued twice', async () => {
    const settlement = await newPayment(await businessToday(ctx.db));
    const res = await post('/api/client-ratings/report-shapes', {
      form: 'REPAYMENT',
      subject_id: settlement,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'ACCEPTED',
      form: 'REPAYMENT',
      attempts: 1,
      source: 'MANUAL',
    });
    expect(res.json().data.report_id).toMatch(/^KR\d{8}$/);
    const n = await count();
    const again = await post('/api/client-ratings/report-shapes', {
      form: 'REPAYMENT',
      subject_id: settlement,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(res.json().data.id);
    expect(await count()).toBe(n);
    const view = await get(`/api/client-ratings/report-shapes/${res.json().data.id}`);
    expect(view.json().data.payload.data).toMatchObject({ amount: '1000.00', kind: 'PAYMENT' });
    expect(view.json().data.answer).toMatchObject({ result: { code: 'OK' } });
    const missing = await post('/api/client-ratings/report-shapes', { form: 'DECLINE', subject_id: 999999 });
    expect(missing.statusCode).toBe(400);
    // the close of day's batched forms and a form by hand agree: the contract and its schedule, unchanged,
    // are the submissions the close already queued
    for (const form of ['CONTRACT', 'SCHEDULE']) {
      const byHand = await post('/api/client-ratings/report-shapes', { form, subject_id: ids.contract });
      expect(byHand.statusCode, `${form} ${byHand.body}`).toBe(200);
      expect(byHand.json().data.source).toBe('AUTO');
    }
    expect(await count()).toBe(n);
  });

  it('a timeout leaves it FAILED; the job re-sends it once and the bureau’s duplicate answer accepts it', async () => {
    const settlement = await newPayment(await businessToday(ctx.db));
    katm.failNext('timeout');
    const before = katm.taken.length;
    const res = await post('/api/client-ratings/report-shapes', {
      form: 'REPAYMENT',
      subject_id: settlement,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(res.json().data.message).toMatch(/^UNREACHABLE/);
    expect(katm.taken.length).toBe(before + 1);
    expect(await sendDue(ctx.db, katm)).toEqual({ accepted: 1, rejected: 0 });
    const done = (await get(`/api/client-ratings/report-shapes/${res.json().data.id}`)).json().data;
    expect(done).toMatchObject({ status: 'ACCEPTED', attempts: 2 });
    expect(done.message).toMatch(/^DUPLICATE/);
    expect(katm.taken.length).toBe(before + 1);
    expect(await sendDue(ctx.db, katm)).toEqual({ accepted: 0, rejected: 0 });
  });

  it('a refusal, then the bureau down: FAILED each time, the job fails, resent by hand, taken once', async () => {
    const order = await firstRow<{ id: string }>(
      ctx,
      sql`insert into client_orders (number, branch_id, client_id, tariff_id, months, prepayment, status, decision_reason, decided_at)
        values (77, ${ids.branch}, ${ids.goodClient}, 1, 6, 0, 'REJECTED', 'Daromadi yetarli emas', now()) returning id`,
    );
    katm.failNext('refuse');
    const res = await post('/api/client-ratings/report-shapes', {
      form: 'DECLINE',
      subject_id: Number(order.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(res.json().data.message).toMatch(/^SERVICE_REFUSED/);
    katm.failNext('down');
    await expect(sendDue(ctx.db, katm)).rejects.toThrow(/did not take 1 of 1/);
    const ok = await post(`/api/client-ratings/report-shapes/${res.json().data.id}/resend`, {});
    expect(ok.json().data).toMatchObject({ status: 'ACCEPTED', attempts: 1 });
    expect(katm.taken.filter((t) => t.report.claim_id === `SAVDO-O${order.id}`)).toHaveLength(1);
    const twice = await post(`/api/client-ratings/report-shapes/${res.json().data.id}/resend`, {});
    expect(twice.statusCode).toBe(409);
    const listed = await get('/api/client-ratings/report-shapes?form=DECLINE&status=ACCEPTED');
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([res.json().data.id]);
  });

  it('an application with a bad PINFL is REJECTED with the bureau’s answer kept, and not re-sent by the job', async () => {
    const client = await newClient(ctx, ids.branch, 'Toshmatov Eshmat', '123', '998933334455');
    const order = await firstRow<{ id: string }>(
      ctx,
      sql`insert into client_orders (number, branch_id, client_id, tariff_id, months, prepayment)
        values (78, ${ids.branch}, ${client}, 1, 6, 0) returning id`,
    );
    const res = await post('/api/client-ratings/report-shapes', {
      form: 'APPLICATION',
      subject_id: Number(order.id),
    });
    expect(res.json().data).toMatchObject({ status: 'REJECTED' });
    const view = (await get(`/api/client-ratings/report-shapes/${res.json().data.id}`)).json().data;
    expect(view.answer).toMatchObject({ result: { code: 'PINFL_INVALID' } });
    expect(await sendDue(ctx.db, katm)).toEqual({ accepted: 0, rejected: 0 });
  });
});
