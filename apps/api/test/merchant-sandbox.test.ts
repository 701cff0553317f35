import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleOf } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { downPaidContract, type MerchantScene, merchantScene } from './fixtures/merchant.ts';
import { firstRow } from './fixtures/stock.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * The partners' own test scenarios, step by step in the order their sandboxes
 * run them: Payme's merchant sandbox (test.paycom.uz) against
 * `/api/merchant/payme` and Click's SHOP API tester against
 * `/api/merchant/click/prepare|complete`. Every answer is the protocol's
 * (HTTP 200, JSON-RPC errors for Payme, `error` codes for Click); what the
 * contract shows after each step is checked as the office would see it.
 */

let ctx: TestContext;
let scene: MerchantScene;
let ids: MerchantScene['ids'];

const get = (url: string) => scene.get(url);

/** The scene's contract with its down payment, signed on `date`: 280 000 a month from a month later. */
async function contract(date: string): Promise<{ id: number; number: string }> {
  const id = await downPaidContract(ctx, scene, date);
  const row = await firstRow<{ number: string }>(ctx, sql`select number from contracts where id = ${id}`);
  return { id, number: String(row.number) };
}

/** The contract's payments (not their reversals) still standing. */
const standing = async (contractId: number) =>
  Number(
    (
      await firstRow<{ n: string }>(
        ctx,
        sql`select count(*) as n from contract_settlements
          where contract_id = ${contractId} and kind = 'PAYMENT' and reversal_of is null and status = 'APPROVED'`,
      )
    ).n,
  );

/** The online payments screen's rows of a provider: provider id → state. */
async function onlineStates(provider: 'PAYME' | 'CLICK'): Promise<Record<string, number>> {
  const res = await get(`/api/auto-pay/list-of-online-payments?provider=${provider}&per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data as { provider_id: string; state: number }[];
  return Object.fromEntries(rows.map((r) => [r.provider_id, r.state]));
}

let today = '';

beforeAll(async () => {
  ctx = await createTestContext();
  scene = await merchantScene(ctx, {
    username: 'sandbox',
    client: { name: 'Karimova Dilnoza', pinfl: '41234567890123', phone: '998907654321' },
    phone: 'Redmi Note 13',
  });
  ids = scene.ids;
  today = (
    await firstRow<{ d: string }>(ctx, sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
  ).d;
  await ctx.app.secrets.replace('payme_merchant_key', 'sandbox-key', ids.user);
  await ctx.app.secrets.replace('click_secret_key', 'click-sandbox-secret', ids.user);
});
afterAll(async () => {
  await ctx?.close();
});

const basic = (login: string) => ({ authorization: `Basic ${Buffer.from(login).toString('base64')}` });
const PAYME_AUTH = basic('Paycom:sandbox-key');
let rpcId = 0;

/** Posts a raw body to Payme's endpoint, as Payme's sandbox does. */
const paymeRaw = (payload: string, headers: Record<string, string> = PAYME_AUTH) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/merchant/payme',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
const payme = (method: string, params: object, headers: Record<string, string> = PAYME_AUTH) =>
  paymeRaw(JSON.stringify({ id: ++rpcId, method, params }), headers);

/** A Payme answer: HTTP 200 always, JSON-RPC 2.0, the request's id echoed. */
async function rpc(step: string, sent: Promise<{ statusCode: number; body: string }>) {
  const res = await sent;
  expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  const answer = JSON.parse(res.body) as {
    jsonrpc: string;
    id: unknown;
    result?: Record<string, unknown>;
    error?: { code: number; message: Record<string, string>; data?: string };
  };
  expect(answer.jsonrpc, step).toBe('2.0');
  return answer;
}
const paymeError = async (step: string, sent: Promise<{ statusCode: number; body: string }>) => {
  const answer = await rpc(step, sent);
  expect(answer.result, `${step}: no result`).toBeUndefined();
  expect(Object.keys(answer.error?.message ?? {}).sort(), step).toEqual(['en', 'ru', 'uz']);
  return answer.error as { code: number; data?: string };
};
const paymeResult = async (step: string, sent: Promise<{ statusCode: number; body: string }>) => {
  const answer = await rpc(step, sent);
  expect(answer.error, `${step}: ${JSON.stringify(answer.error)}`).toBeUndefined();
  return answer.result as Record<string, unknown>;
};

describe('Payme merchant sandbox, step by step', () => {
  let c = { id: 0, number: '' };
  let account = { contract: '' };
  const time = Date.now();
  let before: Awaited<ReturnType<typeof scheduleOf>>;

  beforeAll(async () => {
    c = await contract(today);
    account = { contract: c.number };
    before = await scheduleOf(ctx, c.id);
  });

  it('1. a wrong or missing key: -32504 on every method', async () => {
    for (const headers of [
      {},
      basic('Paycom:wrong-key'),
      basic('Other:sandbox-key'),
      { authorization: 'x' },
    ]) {
      for (const method of ['CheckPerformTransaction', 'CreateTransaction', 'PerformTransaction']) {
        const error = await paymeError(
          method,
          payme(method, { id: 'pm-x', amount: 100_000, account }, headers),
        );
        expect(error.code, `${method} ${JSON.stringify(headers)}`).toBe(-32504);
      }
    }
    expect(await onlineStates('PAYME')).toEqual({});
  });

  it('2. a body that is no JSON-RPC request: HTTP 200 with -32700, -32600, -32601, -32300', async () => {
    const parse = await rpc('bad JSON', paymeRaw('{"id": 1, "method": "CheckTransaction", '));
    expect(parse).toMatchObject({ id: null, error: { code: -32700 } });
    expect((await rpc('empty body', paymeRaw(''))).error?.code).toBe(-32700);
    // whatever the content type says
    const asText = ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/payme',
      headers: { ...PAYME_AUTH, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect((await rpc('text/plain', asText)).error?.code).toBe(-32700);
    for (const [step, body] of [
      ['an array', '[]'],
      ['a number', '42'],
      ['null', 'null'],
      ['no method', '{"id": 5, "params": {}}'],
      ['a method not a string', '{"id": 5, "method": 7, "params": {}}'],
      ['no params', '{"id": 5, "method": "CheckTransaction"}'],
    ] as const) {
      expect((await rpc(step, paymeRaw(body))).error?.code, step).toBe(-32600);
    }
    const unknown = await rpc('unknown method', paymeRaw('{"id": 6, "method": "Nonsense", "params": {}}'));
    expect(unknown).toMatchObject({ id: 6, error: { code: -32601 } });
    const viaGet = await ctx.app.inject({ method: 'GET', url: '/api/merchant/payme', headers: PAYME_AUTH });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json().error.code).toBe(-32300);
  });

  it('3. CheckPerformTransaction: wrong amount -31001, wrong account -31050, else allowed', async () => {
    const check = (params: object) => payme('CheckPerformTransaction', params);
    expect((await paymeError('more than owed', check({ amount: 999_999_999_00, account }))).code).toBe(
      -31001,
    );
    expect((await paymeError('zero', check({ amount: 0, account }))).code).toBe(-31001);
    expect((await paymeError('a fraction', check({ amount: 100.5, account }))).code).toBe(-31001);
    const noSuch = await paymeError(
      'unknown contract',
      check({ amount: 100_000, account: { contract: '999999' } }),
    );
    expect(noSuch).toMatchObject({ code: -31050, data: 'contract' });
    expect((await paymeError('no account', check({ amount: 100_000 }))).code).toBe(-31050);
    expect(await paymeResult('right', check({ amount: 28_000_000, account }))).toEqual({ allow: true });
  });

  it('4. CreateTransaction: refusals, created once, another transaction for the contract -31099', async () => {
    const create = (id: string, amount = 28_000_000, acc: object = account) =>
      payme('CreateTransaction', { id, time, amount, account: acc });
    expect((await paymeError('wrong amount', create('pm-bad', 999_999_999_00))).code).toBe(-31001);
    const wrongAccount = await paymeError('wrong account', create('pm-bad', 100_000, { contract: 'x' }));
    expect(wrongAccount.code).toBe(-31050);
    const created = await paymeResult('create', create('pm-1'));
    expect(created).toMatchObject({ state: 1, transaction: expect.any(String) });
    expect(created.create_time).toEqual(expect.any(Number));
    const again = await paymeResult('the same again', create('pm-1'));
    expect(again).toEqual(created);
    const other = await paymeError('another id for the contract', create('pm-2'));
    expect(other).toMatchObject({ code: -31099, data: 'contract' });
    expect(await onlineStates('PAYME')).toEqual({ 'pm-1': 1 });
  });

  it('5. CheckTransaction: the created transaction as it is; an unknown one -31003', async () => {
    const checked = await paymeResult('check', payme('CheckTransaction', { id: 'pm-1' }));
    expect(checked).toMatchObject({ state: 1, perform_time: 0, cancel_time: 0, reason: null });
    expect((await paymeError('unknown', payme('CheckTransaction', { id: 'pm-none' }))).code).toBe(-31003);
  });

  it('6. CancelTransaction before perform: -1 with its reason, once; then perform and create -31008', async () => {
    const cancelled = await paymeResult('cancel', payme('CancelTransaction', { id: 'pm-1', reason: 3 }));
    expect(cancelled).toMatchObject({ state: -1 });
    expect(cancelled.cancel_time).toBeGreaterThan(0);
    const again = await paymeResult('cancel again', payme('CancelTransaction', { id: 'pm-1', reason: 3 }));
    expect(again).toEqual(cancelled);
    const checked = await paymeResult('check', payme('CheckTransaction', { id: 'pm-1' }));
    expect(checked).toMatchObject({
      state: -1,
      reason: 3,
      cancel_time: cancelled.cancel_time,
      perform_time: 0,
    });
    expect((await paymeError('perform', payme('PerformTransaction', { id: 'pm-1' }))).code).toBe(-31008);
    const recreate = payme('CreateTransaction', { id: 'pm-1', time, amount: 28_000_000, account });
    expect((await paymeError('create again', recreate)).code).toBe(-31008);
    const noReason = await paymeError('no reason', payme('CancelTransaction', { id: 'pm-1' }));
    expect(noReason.code).toBe(-32600);
    expect((await paymeError('unknown', payme('CancelTransaction', { id: 'pm-none', reason: 1 }))).code).toBe(
      -31003,
    );
    expect(await standing(c.id)).toBe(0);
    expect(await scheduleOf(ctx, c.id)).toEqual(before);
  });

  it('7. PerformTransaction: the payment posted once; repeated the same; an unknown one -31003', async () => {
    const created = await paymeResult(
      'create',
      payme('CreateTransaction', { id: 'pm-2', time, amount: 28_000_000, account }),
    );
    expect(created).toMatchObject({ state: 1 });
    const performed = await paymeResult('perform', payme('PerformTransaction', { id: 'pm-2' }));
    expect(performed).toMatchObject({ state: 2, transaction: created.transaction });
    expect(performed.perform_time).toBeGreaterThan(0);
    const again = await paymeResult('perform again', payme('PerformTransaction', { id: 'pm-2' }));
    expect(again).toEqual(performed);
    expect(await standing(c.id)).toBe(1);
    expect(await scheduleOf(ctx, c.id)).not.toEqual(before);
    const checked = await paymeResult('check', payme('CheckTransaction', { id: 'pm-2' }));
    expect(checked).toMatchObject({
      state: 2,
      perform_time: performed.perform_time,
      cancel_time: 0,
      reason: null,
    });
    expect((await paymeError('unknown', payme('PerformTransaction', { id: 'pm-none' }))).code).toBe(-31003);
  });

  it('8. CancelTransaction after perform: the payment reversed, -2; repeated the same', async () => {
    const cancelled = await paymeResult('cancel', payme('CancelTransaction', { id: 'pm-2', reason: 5 }));
    expect(cancelled).toMatchObject({ state: -2 });
    const again = await paymeResult('cancel again', payme('CancelTransaction', { id: 'pm-2', reason: 5 }));
    expect(again).toEqual(cancelled);
    const checked = await paymeResult('check', payme('CheckTransaction', { id: 'pm-2' }));
    expect(checked).toMatchObject({ state: -2, reason: 5, cancel_time: cancelled.cancel_time });
    expect(checked.perform_time).toBeGreaterThan(0);
    expect(await standing(c.id)).toBe(0);
    expect(await scheduleOf(ctx, c.id)).toEqual(before);
  });

  it('9. a payment the contract can no longer give back (goods returned since): -31007, kept', async () => {
    await paymeResult(
      'create',
      payme('CreateTransaction', { id: 'pm-3', time, amount: 10_000_000, account }),
    );
    await paymeResult('perform', payme('PerformTransaction', { id: 'pm-3' }));
    await ctx.db.execute(sql`update contracts set status = 'RETURNED' where id = ${c.id}`);
    try {
      const refused = await paymeError('cancel', payme('CancelTransaction', { id: 'pm-3', reason: 5 }));
      expect(refused.code).toBe(-31007);
    } finally {
      await ctx.db.execute(sql`update contracts set status = 'ACTIVE' where id = ${c.id}`);
    }
    expect((await paymeResult('check', payme('CheckTransaction', { id: 'pm-3' }))).state).toBe(2);
    expect(await standing(c.id)).toBe(1);
  });

  it('10. GetStatement: the period’s transactions with their states, none outside it', async () => {
    const statement = await paymeResult(
      'statement',
      payme('GetStatement', { from: time - 1000, to: time + 1000 }),
    );
    const rows = statement.transactions as {
      id: string;
      state: number;
      amount: number;
      account: object;
      reason: number | null;
    }[];
    expect(rows.map((r) => [r.id, r.state, r.amount, r.reason])).toEqual([
      ['pm-1', -1, 28_000_000, 3],
      ['pm-2', -2, 28_000_000, 5],
      ['pm-3', 2, 10_000_000, null],
    ]);
    expect(rows[0]?.account).toEqual(account);
    const later = await paymeResult('later', payme('GetStatement', { from: time + 1001, to: time + 5000 }));
    expect(later.transactions).toEqual([]);
  });

  it('11. a transaction created 12 hours ago: cancelled (reason 4), perform -31008; it blocks no new one', async () => {
    const create = (id: string) =>
      payme('CreateTransaction', { id, time: Date.now(), amount: 100_000, account });
    await paymeResult('create', create('pm-old'));
    const age = sql`update online_payments set create_time = create_time - 43200001 where provider_id = 'pm-old'`;
    await ctx.db.execute(age);
    expect((await paymeError('perform', payme('PerformTransaction', { id: 'pm-old' }))).code).toBe(-31008);
    expect(await paymeResult('check', payme('CheckTransaction', { id: 'pm-old' }))).toMatchObject({
      state: -1,
      reason: 4,
    });
    await paymeResult('create', create('pm-stale'));
    await ctx.db.execute(
      sql`update online_payments set create_time = create_time - 43200001 where provider_id = 'pm-stale'`,
    );
    // a stale one waiting is cancelled by the next create
    expect(await paymeResult('create next', create('pm-next'))).toMatchObject({ state: 1 });
    expect(await onlineStates('PAYME')).toMatchObject({ 'pm-old': -1, 'pm-stale': -1, 'pm-next': 1 });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

const CLICK_SECRET = 'click-sandbox-secret';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const signOf = (f: Record<string, string>, secret = CLICK_SECRET) =>
  md5(
    `${f.click_trans_id}${f.service_id}${secret}${f.merchant_trans_id}${f.action === '1' ? (f.merchant_prepare_id ?? '') : ''}${f.amount}${f.action}${f.sign_time}`,
  );

/** A Click callback, signed unless told otherwise; its answer (always HTTP 200). */
async function click(
  step: string,
  path: 'prepare' | 'complete',
  fields: Record<string, string>,
  sign = signOf(fields),
): Promise<{
  error: number;
  error_note: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
}> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/click/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, sign_string: sign }).toString(),
  });
  expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  const answer = res.json();
  expect(answer, step).toMatchObject({
    click_trans_id: fields.click_trans_id ?? '',
    error_note: expect.any(String),
  });
  return answer;
}

describe('Click SHOP API tester, step by step', () => {
  let c = { id: 0, number: '' };
  let base: Record<string, string> = {};
  let prepareId = '';
  let before: Awaited<ReturnType<typeof scheduleOf>>;

  beforeAll(async () => {
    c = await contract(today);
    before = await scheduleOf(ctx, c.id);
    base = {
      click_trans_id: '7001',
      service_id: '55',
      click_paydoc_id: '90001',
      merchant_trans_id: c.number,
      amount: '280000.00',
      sign_time: `${today} 10:00:00`,
      error: '0',
      error_note: 'Success',
    };
  });

  it('1. Prepare: -8 missing field, -1 wrong sign, -3 wrong action, -5 unknown order, -2 wrong amount, then 0', async () => {
    const prepare = { ...base, action: '0' };
    const noAmount = Object.fromEntries(Object.entries(prepare).filter(([key]) => key !== 'amount'));
    expect((await click('missing amount', 'prepare', noAmount)).error).toBe(-8);
    expect((await click('wrong sign', 'prepare', prepare, signOf(prepare, 'other'))).error).toBe(-1);
    expect((await click('wrong action', 'prepare', { ...prepare, action: '5' })).error).toBe(-3);
    expect(
      (await click('complete sent to prepare', 'prepare', { ...base, action: '1', merchant_prepare_id: '1' }))
        .error,
    ).toBe(-3);
    expect((await click('unknown order', 'prepare', { ...prepare, merchant_trans_id: '999999' })).error).toBe(
      -5,
    );
    expect((await click('more than owed', 'prepare', { ...prepare, amount: '99999999' })).error).toBe(-2);
    expect((await click('not a sum', 'prepare', { ...prepare, amount: '12,5x' })).error).toBe(-2);
    const ok = await click('prepare', 'prepare', prepare);
    expect(ok).toMatchObject({ error: 0, error_note: 'Success', merchant_trans_id: c.number });
    prepareId = String(ok.merchant_prepare_id);
    const again = await click('prepare again', 'prepare', prepare);
    expect(again).toMatchObject({ error: 0, merchant_prepare_id: Number(prepareId) });
    expect(await onlineStates('CLICK')).toEqual({ '7001': 1 });
  });

  it('2. Complete: -1 wrong sign, -6 unknown transaction, -2 wrong amount, then 0 once', async () => {
    const complete = { ...base, action: '1', merchant_prepare_id: prepareId };
    expect((await click('wrong sign', 'complete', complete, signOf(complete, 'other'))).error).toBe(-1);
    expect(
      (await click('unknown prepare id', 'complete', { ...complete, merchant_prepare_id: '999999' })).error,
    ).toBe(-6);
    expect((await click('unknown click id', 'complete', { ...complete, click_trans_id: '7999' })).error).toBe(
      -6,
    );
    expect((await click('wrong amount', 'complete', { ...complete, amount: '1000.00' })).error).toBe(-2);
    const done = await click('complete', 'complete', complete);
    expect(done).toMatchObject({ error: 0, merchant_confirm_id: Number(prepareId) });
    expect(await standing(c.id)).toBe(1);
    expect(await onlineStates('CLICK')).toEqual({ '7001': 2 });
  });

  it('3. a repeated Complete of a paid transaction: -4 already paid', async () => {
    const complete = { ...base, action: '1', merchant_prepare_id: prepareId };
    const twice = await click('complete again', 'complete', complete);
    expect(twice).toMatchObject({ error: -4, error_note: 'Already paid' });
    expect((await click('prepare again', 'prepare', { ...base, action: '0' })).error).toBe(-4);
    expect(await standing(c.id)).toBe(1);
  });

  it('4. Click’s cancellation (error -5017) of a paid transaction: -4, the payment kept', async () => {
    const paid = await scheduleOf(ctx, c.id);
    const cancel = {
      ...base,
      action: '1',
      merchant_prepare_id: prepareId,
      error: '-5017',
      error_note: 'cancel',
    };
    const answer = await click('cancel a paid one', 'complete', cancel);
    expect(answer).toMatchObject({ error: -4, error_note: 'Already paid' });
    expect(await onlineStates('CLICK')).toEqual({ '7001': 2 });
    expect(await standing(c.id)).toBe(1);
    expect(await scheduleOf(ctx, c.id)).toEqual(paid);
  });

  it('5. Click’s cancellation before payment: -9, cancelled, nothing posted; it stays cancelled', async () => {
    const other = { ...base, click_trans_id: '7002', amount: '100000' };
    const prepared = await click('prepare', 'prepare', { ...other, action: '0' });
    expect(prepared.error).toBe(0);
    const id = String(prepared.merchant_prepare_id);
    const cancel = {
      ...other,
      action: '1',
      merchant_prepare_id: id,
      error: '-5017',
      error_note: 'Insufficient funds',
    };
    expect(await click('cancel', 'complete', cancel)).toMatchObject({
      error: -9,
      error_note: 'Transaction cancelled',
    });
    const late = { ...other, action: '1', merchant_prepare_id: id };
    expect((await click('complete of a cancelled one', 'complete', late)).error).toBe(-9);
    expect((await click('prepare of a cancelled one', 'prepare', { ...other, action: '0' })).error).toBe(-9);
    expect(await onlineStates('CLICK')).toEqual({ '7001': 2, '7002': -1 });
    expect(await standing(c.id)).toBe(1);
    expect(await scheduleOf(ctx, c.id)).not.toEqual(before);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
