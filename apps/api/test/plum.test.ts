import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPlumGateway, type PlumEvent, signPlumBody } from '../src/areas/collections/plum/gateway.ts';
import { HttpPlumGateway } from '../src/areas/collections/plum/http-gateway.ts';
import { newClient } from './fixtures/contracts.ts';
import { firstBranch } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Plum, the instalment partner, through the HTTP API with the local fake:
 * applications arrive by a signed webhook (a bad signature 401, a repeated
 * event changes nothing) or by a pull; the store accepts or refuses each
 * once; the fake failing (down, refusing, losing its answer) leaves the
 * application NEW and nothing written; the developer settings and "check
 * connection"; the HTTP client's requests and answers.
 */

let ctx: TestContext;
let manager: string;
let viewer: string;
let developer: string;
const plum = new LocalPlumGateway();
const SECRET = 'whsec-test-123';
const base = '/api/integrations/plum';

const get = (url: string, token = manager) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object = {}, token = manager) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const deliver = (event: PlumEvent | object, secret = SECRET) => {
  const raw = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: `${base}/webhook`,
    headers: { 'content-type': 'application/json', 'x-plum-signature': signPlumBody(raw, secret) },
    payload: raw,
  });
};
const application = (pinfl: string | null = null) =>
  plum.submit({
    client: { name: 'Karimova Dilnoza', pinfl, phone: '998901112233' },
    items: [{ name: 'Artel muzlatgich', sku: 'ART-300', quantity: 1, price: '4500000.00' }],
    total: '4500000.00',
    months: 6,
  });
const rowOf = async (externalId: string) =>
  (
    await ctx.db.execute<{ id: string; status: string; client_id: string | null }>(
      sql`select id, status, client_id from plum_applications where external_id = ${externalId}`,
    )
  ).rows[0];
const count = async (table: string) =>
  Number(
    (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]?.n,
  );

beforeAll(async () => {
  ctx = await createTestContext({ plum });
  await createUser(ctx, { username: 'menejer', rules: ['cabinet.show', 'cabinet.add', 'cabinet.edit'] });
  await createUser(ctx, { username: 'koruvchi', rules: ['cabinet.show'] });
  await createUser(ctx, { username: 'dasturchi', isDev: true });
  manager = await signIn(ctx, 'menejer', 'Secret#123');
  viewer = await signIn(ctx, 'koruvchi', 'Secret#123');
  developer = await signIn(ctx, 'dasturchi', 'Secret#123');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/plum-info/secret',
    headers: bearer(developer),
    payload: { alias: 'plum_webhook_secret', value: SECRET },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the webhook', () => {
  it('keeps a signed application once, matched to the client card by PINFL; a repeat changes nothing', async () => {
    const client = await newClient(
      ctx,
      await firstBranch(ctx),
      'Karimova Dilnoza',
      '41234567890123',
      '998901112233',
    );
    const event = application('41234567890123');
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true, duplicate: false });
    const again = await deliver(event);
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    const list = (await get(`${base}/applications`)).json().data;
    expect(list.filter((a: { external_id: string }) => a.external_id === event.data.id)).toEqual([
      expect.objectContaining({ status: 'NEW', total: '4500000.00', months: 6, client_id: client }),
    ]);
  });

  it('refuses a bad signature (401) and a malformed event (400), writing nothing', async () => {
    const before = [await count('plum_applications'), await count('plum_webhook_events')];
    expect((await deliver(application(), 'wrong-secret')).statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: `${base}/webhook`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(application()),
    });
    expect(unsigned.statusCode).toBe(401);
    const bad = await deliver({
      event_id: 'EV-X',
      type: 'application.created',
      data: { id: 'PL-1', items: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect([await count('plum_applications'), await count('plum_webhook_events')]).toEqual(before);
  });

  it('cancels a NEW application when the client cancels, and keeps a payout once', async () => {
    const made = application();
    await deliver(made);
    await deliver(plum.cancel((made as { data: { id: string } }).data.id));
    expect((await rowOf((made as { data: { id: string } }).data.id))?.status).toBe('CANCELLED');
  });
});

describe('deciding', () => {
  it('accepts and refuses through the partner, once; a second decision answers 409', async () => {
    const a = application();
    const b = application();
    await deliver(a);
    await deliver(b);
    const idA = Number((await rowOf(a.data.id as string))?.id);
    const idB = Number((await rowOf(b.data.id as string))?.id);
    const decisions = plum.decisions;
    let res = await post(`${base}/applications/${idA}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACCEPTED', decided_by_name: 'Test menejer' });
    res = await post(`${base}/applications/${idB}/refuse`, { reason: 'Mahsulot qolmagan' });
    expect(res.json().data).toMatchObject({ status: 'REFUSED', refuse_reason: 'Mahsulot qolmagan' });
    expect(plum.decisions).toBe(decisions + 2);
    expect((await post(`${base}/applications/${idA}/refuse`, { reason: 'x' })).statusCode).toBe(409);
    expect((await post(`${base}/applications/${idB}/accept`)).statusCode).toBe(409);
    expect(plum.decisions).toBe(decisions + 2);
    // the payout for the accepted one arrives
    const payout = plum.settle('2026-01-15');
    expect(payout).not.toBeNull();
    await deliver(payout as PlumEvent);
    await deliver(payout as PlumEvent);
    const settlements = (await get(`${base}/settlements`)).json().data;
    expect(settlements).toEqual([
      expect.objectContaining({
        amount: '4500000.00',
        fee: '135000.00',
        paid: '4365000.00',
        paid_on: '2026-01-15',
      }),
    ]);
  });

  it('leaves the application NEW when the partner is down, refuses, or loses its answer; a retry decides once', async () => {
    const a = application();
    await deliver(a);
    const id = Number((await rowOf(a.data.id as string))?.id);
    plum.failNext(1, 'down');
    let res = await post(`${base}/applications/${id}/accept`);
    expect(res.statusCode).toBe(502);
    expect((await rowOf(a.data.id as string))?.status).toBe('NEW');
    plum.failNext(1, 'refuse');
    res = await post(`${base}/applications/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('SERVICE_UNAVAILABLE');
    expect((await rowOf(a.data.id as string))?.status).toBe('NEW');
    const decisions = plum.decisions;
    plum.failNext(1, 'lost');
    res = await post(`${base}/applications/${id}/accept`);
    expect(res.statusCode).toBe(502);
    expect((await rowOf(a.data.id as string))?.status).toBe('NEW');
    res = await post(`${base}/applications/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(a.data.id as string))?.status).toBe('ACCEPTED');
    expect(plum.decisions).toBe(decisions + 1);
  });

  it('refuses deciding an application the client cancelled at the partner (409), keeping it NEW here', async () => {
    const a = application();
    await deliver(a);
    plum.cancel(a.data.id as string); // the cancellation event is not delivered yet
    const id = Number((await rowOf(a.data.id as string))?.id);
    const res = await post(`${base}/applications/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('APPLICATION_CANCELLED');
    expect((await rowOf(a.data.id as string))?.status).toBe('NEW');
  });

  it('pulls waiting applications from the partner, each once; down: 502 and nothing written', async () => {
    plum.submit({
      client: { name: 'Pulled Client', pinfl: null, phone: null },
      items: [{ name: 'Telefon', sku: null, quantity: 2, price: '1500000.00' }],
      total: '3000000.00',
      months: 3,
    });
    const before = await count('plum_applications');
    plum.failNext(1, 'down');
    expect((await post(`${base}/sync`)).statusCode).toBe(502);
    expect(await count('plum_applications')).toBe(before);
    const res = await post(`${base}/sync`);
    expect(res.statusCode, res.body).toBe(200);
    // the pulled one, and the two whose webhooks were refused above (the partner still has them)
    expect(res.json().data.added).toBe(3);
    const names = (await get(`${base}/applications?status=NEW`))
      .json()
      .data.map((a: { client_name: string }) => a.client_name);
    expect(names).toContain('Pulled Client');
    expect((await post(`${base}/sync`)).json().data.added).toBe(0);
    expect(await count('plum_applications')).toBe(before + 3);
  });

  it('answers 403 without the rule and 400 for bad input', async () => {
    expect((await get(`${base}/applications`, viewer)).statusCode).toBe(200);
    expect((await post(`${base}/applications/1/accept`, {}, viewer)).statusCode).toBe(403);
    expect((await post(`${base}/sync`, {}, viewer)).statusCode).toBe(403);
    expect((await get('/api/settings/plum-info', manager)).statusCode).toBe(403);
    expect((await post(`${base}/applications/1/refuse`, { reason: ' ' })).statusCode).toBe(400);
    expect((await post(`${base}/applications/abc/accept`)).statusCode).toBe(400);
    expect((await post(`${base}/applications/999999/accept`)).statusCode).toBe(404);
    expect((await get(`${base}/applications?status=LOST`)).statusCode).toBe(400);
  });
});

describe('developer settings', () => {
  it('shows the mode, saves the merchant id and the switch, sets secrets write-only, checks the connection', async () => {
    let res = await get('/api/settings/plum-info', developer);
    expect(res.json().data).toMatchObject({
      mode: 'local',
      api_url: null,
      webhook_secret_set: true,
      api_key_set: false,
    });
    res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/plum-info',
      headers: bearer(developer),
      payload: { merchant_id: 'M-777', enabled: false },
    });
    expect(res.json().data).toMatchObject({ merchant_id: 'M-777', enabled: false });
    // switched off: the cabinet's actions answer 409
    expect((await post(`${base}/sync`)).statusCode).toBe(409);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/plum-info',
      headers: bearer(developer),
      payload: { merchant_id: 'M-777', enabled: true },
    });
    expect(JSON.stringify((await get('/api/settings/plum-info', developer)).json())).not.toContain(SECRET);
    expect((await post('/api/settings/plum-info/check', {}, developer)).json().data).toEqual({
      ok: true,
      merchant: 'Savdo (Plum sandbox)',
    });
    plum.failNext(1, 'down');
    expect((await post('/api/settings/plum-info/check', {}, developer)).json().data.ok).toBe(false);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/plum-info/secret',
      headers: bearer(developer),
      payload: { alias: 'fiscal_api_token', value: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the HTTP client', () => {
  it('calls the merchant API with the key and the idempotency key, and reads refusals', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answers = [
      new Response(JSON.stringify({ status: 'ACCEPTED' }), { status: 200 }),
      new Response(JSON.stringify({ error: { code: 'APPLICATION_DECIDED', message: 'already' } }), {
        status: 409,
      }),
    ];
    const gateway = new HttpPlumGateway({
      url: 'https://plum.example/merchant/v1/',
      merchantId: async () => 'M-1',
      apiKey: async () => 'key-1',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return answers.shift() as Response;
      },
    });
    expect(await gateway.accept('PL-1', 'req-1')).toEqual({ ok: true, value: { status: 'ACCEPTED' } });
    expect(calls[0]?.url).toBe('https://plum.example/merchant/v1/merchants/M-1/applications/PL-1/accept');
    expect(calls[0]?.init.headers).toMatchObject({
      authorization: 'Bearer key-1',
      'idempotency-key': 'req-1',
    });
    expect(await gateway.refuse('PL-1', 'no', 'req-2')).toEqual({
      ok: false,
      code: 'APPLICATION_DECIDED',
      message: 'already',
    });
    const keyless = new HttpPlumGateway({ url: 'x', merchantId: async () => 'M', apiKey: async () => null });
    expect((await keyless.ping()).ok).toBe(false);
  });
});
