import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedgerBreaks } from '../src/areas/sales/bonuses/ledger.ts';
import { scheduleOf } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { downPaidContract, type MerchantScene, merchantScene } from './fixtures/merchant.ts';
import { firstRow } from './fixtures/stock.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Payments clients make themselves in the apps, through the public merchant
 * endpoints: Payme's Merchant API (auth, checks, create, perform once, a
 * duplicate perform answering the first, cancel reversing the settlement,
 * the statement) and Click's Prepare/Complete (a bad sign, a duplicate
 * complete answered -4, a failure Click reports cancelling the prepared payment). The
 * ledgers hold throughout.
 */

let ctx: TestContext;
let scene: MerchantScene;
let ids: MerchantScene['ids'];

const get = (url: string) => scene.get(url);

/** The scene's contract with its down payment on `date` (2024-01-10): 280 000 a month from a month later. */
const contract = (date = '2024-01-10') => downPaidContract(ctx, scene, date);

const settlements = async (contractId: number) =>
  Number(
    (
      await firstRow<{ n: string }>(
        ctx,
        sql`select count(*) as n from contract_settlements where contract_id = ${contractId} and kind = 'PAYMENT'`,
      )
    ).n,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  scene = await merchantScene(ctx, {
    username: 'onlayn',
    client: { name: 'Aliyev Vali', pinfl: '31234567890123', phone: '998901234567' },
    phone: 'Samsung Galaxy A15',
  });
  ids = scene.ids;
});
afterAll(async () => {
  await ctx?.close();
});

/** The client's bonus history, oldest first: [kind, amount in minor units]. */
const bonusHistory = async () =>
  (
    await ctx.db.execute<{ kind: string; amount: string }>(
      sql`select kind, amount::text as amount from bonus_history where client_id = ${ids.client} order by id`,
    )
  ).rows.map((r) => [r.kind, r.amount]);

const paymeAuth = { authorization: `Basic ${Buffer.from('Paycom:merchant-key').toString('base64')}` };
const payme = (method: string, params: object, headers: Record<string, string> = paymeAuth) =>
  ctx.app.inject({ method: 'POST', url: '/api/merchant/payme', headers, payload: { id: 7, method, params } });

describe('Payme merchant API', () => {
  it('checks, creates, performs once (earning bonus points once), cancels by reversing, and lists', async () => {
    await ctx.app.secrets.replace('payme_merchant_key', 'merchant-key', ids.user);
    // dated today: the payment made now is before its instalment falls due, so it earns points
    const today = (
      await firstRow<{ d: string }>(ctx, sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
    ).d;
    const id = await contract(today);
    const number = (
      await firstRow<{ number: string }>(ctx, sql`select number from contracts where id = ${id}`)
    ).number;
    const before = await scheduleOf(ctx, id);
    const account = { contract: String(number) };
    const noAuth = await payme('CheckPerformTransaction', { amount: 100_000, account }, {});
    expect(noAuth.statusCode).toBe(200);
    expect(noAuth.json().error.code).toBe(-32504);
    expect(
      (await payme('CheckPerformTransaction', { amount: 100_000, account: { contract: '999999' } })).json()
        .error.code,
    ).toBe(-31050);
    expect(
      (await payme('CheckPerformTransaction', { amount: 999_999_999_00, account })).json().error.code,
    ).toBe(-31001);
    expect((await payme('CheckPerformTransaction', { amount: 28_000_000, account })).json().result).toEqual({
      allow: true,
    });
    const time = Date.now();
    const created = await payme('CreateTransaction', { id: 'pm-1', time, amount: 28_000_000, account });
    expect(created.json().result).toMatchObject({ state: 1 });
    const twice = await payme('CreateTransaction', { id: 'pm-1', time, amount: 28_000_000, account });
    expect(twice.json().result.transaction).toBe(created.json().result.transaction);
    const performed = await payme('PerformTransaction', { id: 'pm-1' });
    expect(performed.json().result, performed.body).toMatchObject({ state: 2 });
    const again = await payme('PerformTransaction', { id: 'pm-1' });
    expect(again.json().result).toEqual(performed.json().result);
    expect(await settlements(id)).toBe(1);
    // 1 % of 280 000 soʻm, once
    expect(await bonusHistory()).toEqual([['EARN', '280000']]);
    expect((await payme('CheckTransaction', { id: 'pm-1' })).json().result).toMatchObject({ state: 2 });
    expect((await payme('CheckTransaction', { id: 'nope' })).json().error.code).toBe(-31003);
    const statement = await payme('GetStatement', { from: time - 1000, to: time + 1000 });
    expect(statement.json().result.transactions.map((t: { id: string }) => t.id)).toEqual(['pm-1']);
    const list = await get('/api/auto-pay/list-of-online-payments?provider=PAYME');
    expect(list.json().data[0]).toMatchObject({
      provider: 'PAYME',
      provider_id: 'pm-1',
      state: 2,
      amount: '280000.00',
    });
    const cancelled = await payme('CancelTransaction', { id: 'pm-1', reason: 5 });
    expect(cancelled.json().result).toMatchObject({ state: -2 });
    expect(await scheduleOf(ctx, id)).toEqual(before);
    expect(await bonusHistory()).toEqual([
      ['EARN', '280000'],
      ['EARN_REVERSAL', '-280000'],
    ]);
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
    expect((await payme('PerformTransaction', { id: 'pm-1' })).json().error.code).toBe(-31008);
    expect((await payme('Nonsense', {})).json().error.code).toBe(-32601);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
function click(step: 'prepare' | 'complete', fields: Record<string, string>, secret = 'click-secret') {
  const prepare = step === 'complete' ? (fields.merchant_prepare_id ?? '') : '';
  const sign = md5(
    `${fields.click_trans_id}${fields.service_id}${secret}${fields.merchant_trans_id}${prepare}${fields.amount}${fields.action}${fields.sign_time}`,
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/click/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, sign_string: sign }).toString(),
  });
}

describe('Click merchant callbacks', () => {
  it('prepares, completes once, refuses a bad sign, cancels on Click’s error', async () => {
    await ctx.app.secrets.replace('click_secret_key', 'click-secret', ids.user);
    const id = await contract();
    const number = (
      await firstRow<{ number: string }>(ctx, sql`select number from contracts where id = ${id}`)
    ).number;
    const base = {
      click_trans_id: '9001',
      service_id: '77',
      click_paydoc_id: '1',
      merchant_trans_id: String(number),
      amount: '280000',
      sign_time: '2024-02-10 10:00:00',
      error: '0',
      error_note: 'Success',
    };
    const bad = await click('prepare', { ...base, action: '0' }, 'wrong-secret');
    expect(bad.json().error).toBe(-1);
    const unknown = await click('prepare', { ...base, action: '0', merchant_trans_id: '999999' });
    expect(unknown.json().error).toBe(-5);
    const prepared = await click('prepare', { ...base, action: '0' });
    expect(prepared.json()).toMatchObject({ error: 0, click_trans_id: '9001' });
    const prepareId = String(prepared.json().merchant_prepare_id);
    const done = await click('complete', { ...base, action: '1', merchant_prepare_id: prepareId });
    expect(done.json()).toMatchObject({ error: 0, merchant_confirm_id: Number(prepareId) });
    // a second Complete of a paid transaction is Click's -4, already paid (issue 23: it answered 0 before)
    const twice = await click('complete', { ...base, action: '1', merchant_prepare_id: prepareId });
    expect(twice.json()).toMatchObject({ error: -4, merchant_confirm_id: Number(prepareId) });
    expect(await settlements(id)).toBe(1);
    const wrongAction = await click('complete', { ...base, action: '0' });
    expect(wrongAction.json().error).toBe(-3);
    // a second payment Click reports as failed is cancelled, nothing posted
    const other = { ...base, click_trans_id: '9002' };
    const p2 = await click('prepare', { ...other, action: '0' });
    const failed = await click('complete', {
      ...other,
      action: '1',
      error: '-5017',
      merchant_prepare_id: String(p2.json().merchant_prepare_id),
    });
    expect(failed.json().error).toBe(-9);
    expect(await settlements(id)).toBe(1);
    const list = await get('/api/auto-pay/list-of-online-payments?provider=CLICK&state=-1');
    expect(list.json().data.map((r: { provider_id: string }) => r.provider_id)).toEqual(['9002']);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
