import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSetting } from '../src/areas/admin/general-settings/service.ts';
import { smsQueueStep } from '../src/areas/collections/sms/auto.ts';
import { LocalSmsGateway } from '../src/areas/collections/sms/fake-gateway.ts';
import { runSmsSender } from '../src/areas/collections/sms/sender.ts';
import { addDays } from '../src/platform/close-of-day/close.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, products } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * SMS through the HTTP API and the sender: one client's message and a bulk
 * send (each event queued once), the provider failing (timeout retried to
 * DONE, a refusal REFUSED, resent), delivery callbacks (a duplicate
 * harmless, a wrong token refused), the close-of-day step queuing reminders
 * and notices once per date, a receipt queued with a payment, and the
 * refusals (403, 400 naming the field).
 */

let ctx: TestContext;
const gateway = new LocalSmsGateway();
let callbackBase: string | null = null;
let operator: string;
let viewer: string;
let stranger: string;
let cashier: string;
const ids = {
  branch: 0,
  box: 0,
  client: 0,
  other: 0,
  noPhone: 0,
  contract: 0,
  phone: 0,
  operatorId: 0,
  template: 0,
};

const post = (url: string, payload: object, token = operator, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey(), ...headers }, payload });
const get = (url: string, token = operator) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const send = (extra: { now?: Date; pollAfterSeconds?: number } = {}) =>
  runSmsSender(ctx.db, gateway, { callbackUrl: async () => callbackBase, ...extra });
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

interface Message {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  text: string;
  kind: string;
  provider_status: string | null;
}
const message = async (id: number) =>
  (await get(`/api/send-sms/messages?per_page=100`))
    .json<{ data: Message[] }>()
    .data.find((m) => m.id === id);
/** The fields a 400 names (`errors` are `field: message` lines). */
const fieldsOf = (res: { json: () => { errors: string[] } }) => res.json().errors.map((e) => e.split(':')[0]);
const countWhere = async (condition: ReturnType<typeof sql>) =>
  Number(
    (await firstRow<{ n: string }>(ctx, sql`select count(*) as n from sms_messages where ${condition}`)).n,
  );

async function contractFor(client: number): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: ids.operatorId,
    items: [{ product: ids.phone, price: 150_000_000n }],
    date: '2024-01-10',
  });
  const down = await post(
    '/api/cashbox/pre-payment',
    {
      contract_id: id,
      amount: '300000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-01-10',
    },
    cashier,
  );
  expect(down.statusCode, down.body).toBe(201);
  await activate(ctx, id);
  return id;
}

async function template(name: string, content: string): Promise<number> {
  const res = await post('/api/send-sms/sms-templates', { name, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const sendOne = (payload: object, token = operator, key = randomUUID()) =>
  post('/api/send-sms/messages', payload, token, { 'idempotency-key': key });

beforeAll(async () => {
  ctx = await createTestContext({
    sms: { gateway, callbackUrl: async () => callbackBase, sendAtOnce: false },
  });
  const user = await createUser(ctx, {
    username: 'sms_operator',
    rules: ['sms.show', 'sms.add', 'sms_template.show', 'sms_template.add', 'sms_template.edit'],
  });
  ids.operatorId = user.id;
  await createUser(ctx, { username: 'sms_viewer', rules: ['sms.show'] });
  await createUser(ctx, { username: 'sms_stranger', rules: ['contract_payment.show'] });
  const cashierUser = await createUser(ctx, {
    username: 'sms_cashier',
    rules: [
      'contract_payment.show',
      'contract_payment.add',
      'contract_pre_payment.show',
      'contract_pre_payment.add',
    ],
  });
  operator = await signIn(ctx, 'sms_operator', 'Secret#123');
  viewer = await signIn(ctx, 'sms_viewer', 'Secret#123');
  stranger = await signIn(ctx, 'sms_stranger', 'Secret#123');
  cashier = await signIn(ctx, 'sms_cashier', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'SMS kassa', ids.branch, cashierUser.id);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '+998 90 123-45-67');
  ids.other = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.noPhone = await newClient(ctx, ids.branch, 'Telefonsiz Ali', '51234567890123', '12345');
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  ids.contract = await contractFor(ids.client);
  ids.template = await template(
    'Eslatma',
    "Hurmatli {client}! {contract_number} boʻyicha qarz {overdue} so'm, qoldiq {rest} so'm.",
  );
});
afterAll(async () => {
  await ctx?.close();
});

describe('templates', () => {
  it('refuses an unknown placeholder at save time, naming the field', async () => {
    const res = await post('/api/send-sms/sms-templates', {
      name: 'Xato',
      content: 'Salom {mijoz}, {client}',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['content']);
    expect(res.json().errors[0]).toContain('{mijoz}');
  });
});

describe('one client', () => {
  it('previews the filled text and sends it: WAITING, then DONE through the provider', async () => {
    const preview = await post('/api/send-sms/preview', {
      template_id: ids.template,
      client_id: ids.client,
      contract_id: ids.contract,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json<{ data: { phone: string; text: string } }>();
    expect(data.phone).toBe('998901234567');
    expect(data.text).toMatch(
      /^Hurmatli Aliyev Vali! F\d+-\d+ boʻyicha qarz [\d ]+ so'm, qoldiq [\d ]+ so'm\.$/,
    );

    const key = randomUUID();
    const res = await sendOne(
      { template_id: ids.template, client_id: ids.client, contract_id: ids.contract },
      operator,
      key,
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<{ data: Message }>().data;
    expect(sent).toMatchObject({ status: 'WAITING', kind: 'MANUAL', text: data.text });
    // the same request again (a double click) queues nothing new
    const again = await sendOne(
      { template_id: ids.template, client_id: ids.client, contract_id: ids.contract },
      operator,
      key,
    );
    expect(again.json<{ data: Message }>().data.id).toBe(sent.id);
    expect(await countWhere(sql`kind = 'MANUAL'`)).toBe(1);

    expect(await send()).toMatchObject({ sent: 1, finished: 1 });
    expect(await message(sent.id)).toMatchObject({ status: 'DONE', attempts: 1, provider_status: 'DELIVRD' });
    expect(gateway.sent.at(-1)).toMatchObject({ phone: '998901234567', text: data.text });
    // a second run sends nothing more
    expect(await send()).toMatchObject({ sent: 0, finished: 0 });
  });

  it('filters the list by status, kind and phone', async () => {
    for (const [q, n] of [
      ['status=DONE', 1],
      ['status=REFUSED', 0],
      ['kind=MANUAL', 1],
      ['kind=RECEIPT', 0],
      ['phone=901234567', 1],
      ['phone=998911112233', 0],
    ] as const) {
      const res = await get(`/api/send-sms/messages?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().meta.total, q).toBe(n);
    }
  });

  it('refuses bad input with 400 naming the field, and users without the rule with 403', async () => {
    const base = { template_id: ids.template, client_id: ids.client };
    for (const [payload, field] of [
      [{ ...base, phone: '12345' }, 'phone'],
      [{ ...base, phone: '998997776655' }, 'phone'],
      [{ ...base, template_id: 999_999 }, 'template_id'],
      [{ ...base, contract_id: ids.contract, client_id: ids.other }, 'contract_id'],
      [{ client_id: ids.client }, 'template_id'],
      [{ template_id: ids.template, client_id: ids.noPhone }, 'phone'],
    ] as const) {
      const res = await sendOne(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    expect((await get('/api/send-sms/messages?status=SENT')).statusCode).toBe(400);
    expect((await sendOne(base, viewer)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/send-sms/bulk',
          { template_id: ids.template, send_id: randomUUID(), filter: {} },
          viewer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get('/api/send-sms/messages', stranger)).statusCode).toBe(403);
    expect((await get('/api/send-sms/messages', viewer)).statusCode).toBe(200);
    expect(await countWhere(sql`kind = 'MANUAL'`)).toBe(1);
  });
});

describe('the provider failing', () => {
  it('a timeout is retried after the backoff and then DONE', async () => {
    gateway.failNext(1, 'timeout');
    const id = (await sendOne({ template_id: ids.template, client_id: ids.other })).json().data.id;
    expect(await send()).toMatchObject({ sent: 0, retry: 1 });
    expect(await message(id)).toMatchObject({
      status: 'WAITING',
      attempts: 1,
      last_error: 'SMS provider timed out',
    });
    // not before its time
    expect(await send()).toMatchObject({ sent: 0, retry: 0 });
    expect(await send({ now: later(5) })).toMatchObject({ sent: 1, finished: 1 });
    expect(await message(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('a refusal is REFUSED at once with its error; a resend queues it again', async () => {
    gateway.failNext(1, 'refuse');
    const id = (await sendOne({ template_id: ids.template, client_id: ids.other })).json().data.id;
    expect(await send()).toMatchObject({ refused: 1 });
    expect(await message(id)).toMatchObject({
      status: 'REFUSED',
      last_error: '400: Invalid mobile phone or text',
    });
    expect((await post(`/api/send-sms/messages/${id}/resend`, {}, viewer)).statusCode).toBe(403);
    const resent = await post(`/api/send-sms/messages/${id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'WAITING', attempts: 0 });
    await send();
    expect(await message(id)).toMatchObject({ status: 'DONE' });
    // only a refused message is resent
    expect((await post(`/api/send-sms/messages/${id}/resend`, {})).statusCode).toBe(409);
  });

  it('5xx answers up to the limit end REFUSED; an undelivered message is REFUSED', async () => {
    gateway.failNext(5, 'server-error');
    const id = (await sendOne({ template_id: ids.template, client_id: ids.other })).json().data.id;
    for (let i = 0; i < 5; i += 1) await send({ now: later(120 * (i + 1)) });
    expect(await message(id)).toMatchObject({
      status: 'REFUSED',
      attempts: 5,
      last_error: '502: Bad Gateway',
    });

    gateway.failNext(1, 'reject');
    const rejected = (await sendOne({ template_id: ids.template, client_id: ids.other })).json().data.id;
    await send({ now: later(1000) });
    expect(await message(rejected)).toMatchObject({ status: 'REFUSED', provider_status: 'REJECTD' });
  });
});

describe('delivery callbacks', () => {
  it('finish a message once; a duplicate and a wrong token change nothing', async () => {
    await ctx.app.secrets.replace('sms_callback_token', 'cb-secret-1', ids.operatorId);
    callbackBase = 'https://shop.example/api/sms/callback/cb-secret-1';
    gateway.failNext(1, 'duplicate-callback');
    const id = (await sendOne({ template_id: ids.template, client_id: ids.client })).json().data.id;
    // the status is not asked yet (delivery reports take a while): the callback finishes it
    await send({ now: later(2000), pollAfterSeconds: 2001 * 60 });
    expect(await message(id)).toMatchObject({ status: 'SENDING' });
    const callbacks = gateway.takeCallbacks();
    expect(callbacks).toHaveLength(2);
    const path = (url: string) => new URL(url).pathname;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/sms/callback/not-ours',
      payload: callbacks[0]?.body ?? {},
    });
    expect(wrong.statusCode).toBe(404);
    expect(await message(id)).toMatchObject({ status: 'SENDING' });
    const answers = [];
    for (const cb of callbacks) {
      const res = await ctx.app.inject({ method: 'POST', url: path(cb.url), payload: cb.body });
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().changed);
    }
    expect(answers).toEqual([true, false]);
    expect(await message(id)).toMatchObject({ status: 'DONE', provider_status: 'DELIVRD' });
    // a late REJECTD for a delivered message does not undo it; a form-encoded body is read too
    const late = await ctx.app.inject({
      method: 'POST',
      url: path(callbacks[0]?.url ?? ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request_id=${callbacks[0]?.body.request_id}&status=REJECTD`,
    });
    expect(late.json()).toEqual({ ok: true, changed: false });
    expect(await message(id)).toMatchObject({ status: 'DONE' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: path(callbacks[0]?.url ?? ''),
      payload: { status: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    callbackBase = null;
  });
});

describe('bulk send', () => {
  it('counts and previews the recipients, queues each contract once per send', async () => {
    const second = await contractFor(ids.other);
    const filter = { branch_id: ids.branch, days_late_from: 1, days_late_to: 99_999 };
    const q = new URLSearchParams({
      ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])),
      template_id: String(ids.template),
    });
    const preview = await get(`/api/send-sms/recipients?${q}`, viewer);
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json<{
      data: { count: number; sample: { contract_id: number; text: string }[] };
    }>();
    expect(data.count).toBe(2);
    expect(data.sample.map((s) => s.contract_id).sort()).toEqual([ids.contract, second].sort());
    expect(data.sample[0]?.text).toContain('Hurmatli');
    // a range that picks nobody
    expect((await get(`/api/send-sms/recipients?days_late_from=99999`)).json().data.count).toBe(0);
    expect((await get(`/api/send-sms/recipients?days_late_from=abc`)).statusCode).toBe(400);

    const payload = { template_id: ids.template, send_id: randomUUID(), filter };
    const first = await post('/api/send-sms/bulk', payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ queued: 2, repeated: 0, no_phone: 0 });
    // a double click: the same send queues nothing
    expect((await post('/api/send-sms/bulk', payload)).json().data).toEqual({
      queued: 0,
      repeated: 2,
      no_phone: 0,
    });
    expect(await countWhere(sql`kind = 'BULK'`)).toBe(2);
    await send({ now: later(3000) });
    expect(await countWhere(sql`kind = 'BULK' and status = 'DONE'`)).toBe(2);
    const bad = await post('/api/send-sms/bulk', { ...payload, send_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('send_id');
  });
});

describe('automatic messages', () => {
  it('the close-of-day step queues a reminder and a missed-payment notice once per date', async () => {
    const reminder = await template('Avto eslatma', "{client}, {due_date} kuni {sum} so'm toʻlang");
    const missed = await template('Kechikish', "{client}, {days_late} kun kechikdi: {overdue} so'm");
    const { next_due_date: due } = await firstRow<{ next_due_date: string }>(
      ctx,
      sql`select next_due_date::text from contracts where id = ${ids.contract}`,
    );
    // switched off: nothing
    expect(
      await smsQueueStep.run({ db: ctx.db, date: addDays(due, -4), today: addDays(due, -3), log: () => {} }),
    ).toEqual({
      reminders: 0,
      missed: 0,
      noPhone: 0,
    });
    await updateSetting(ctx.db, 'sms_reminder_enabled', true, ids.operatorId);
    await updateSetting(ctx.db, 'sms_reminder_template', reminder, ids.operatorId);
    await updateSetting(ctx.db, 'sms_missed_enabled', true, ids.operatorId);
    await updateSetting(ctx.db, 'sms_missed_template', missed, ids.operatorId);
    const run = (today: string) =>
      smsQueueStep.run({ db: ctx.db, date: addDays(today, -1), today, log: () => {} });
    expect((await run(addDays(due, -3))).reminders).toBeGreaterThanOrEqual(1);
    expect((await run(addDays(due, -3))).reminders).toBe(0);
    expect((await run(addDays(due, 1))).missed).toBeGreaterThanOrEqual(1);
    expect((await run(addDays(due, 1))).missed).toBe(0);
    const mine = await ctx.db.execute<{ kind: string; event_key: string; text: string }>(
      sql`select kind, event_key, text from sms_messages where contract_id = ${ids.contract} and kind in ('REMINDER', 'MISSED') order by id`,
    );
    expect(mine.rows.map((r) => r.event_key)).toEqual([
      `reminder:${ids.contract}:1`,
      `missed:${ids.contract}:1`,
    ]);
    expect(mine.rows[0]?.text).toMatch(/^Aliyev Vali, \d\d\.\d\d\.\d{4} kuni [\d ]+ so'm toʻlang$/);
    expect(mine.rows[1]?.text).toMatch(/^Aliyev Vali, \d+ kun kechikdi: [\d ]+ so'm$/);
  });

  it('a payment with the receipt setting on queues exactly one receipt, in its transaction', async () => {
    const receipt = await template(
      'Kvitansiya',
      "{client}: {payment} so'm qabul qilindi. Qoldiq {rest} so'm",
    );
    const pay = (key: string) =>
      post(
        '/api/cashbox/contract-payments',
        {
          contract_id: ids.contract,
          amount: '100000',
          currency: 'UZS',
          method: 'CASH',
          cashbox_id: ids.box,
          payment_date: '2024-03-01',
        },
        cashier,
        { 'idempotency-key': key },
      );
    expect((await pay(randomUUID())).statusCode).toBe(201);
    expect(await countWhere(sql`kind = 'RECEIPT'`)).toBe(0);
    await updateSetting(ctx.db, 'sms_receipt_enabled', true, ids.operatorId);
    await updateSetting(ctx.db, 'sms_receipt_template', receipt, ids.operatorId);
    const key = randomUUID();
    const paid = await pay(key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await pay(key)).statusCode).toBe(201);
    const rows = await ctx.db.execute<{ text: string; event_key: string }>(
      sql`select text, event_key from sms_messages where kind = 'RECEIPT'`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.event_key).toBe(`receipt:${paid.json().data.id}`);
    expect(rows.rows[0]?.text).toMatch(/^Aliyev Vali: 100 000 so'm qabul qilindi\. Qoldiq [\d ]+ so'm$/);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
