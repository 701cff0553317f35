import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HstsMode } from '../src/platform/http/security-headers.ts';
import { buildApp } from '../src/wiring/app.ts';
import { supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * The headers of every kind of answer, as a browser or a proxy receives them:
 * the web app's page (asked again each time) and its hashed files (kept a
 * year); API JSON, a PDF, an export and errors never stored (they carry
 * clients' data); on all of them the security headers (framing denied both
 * ways, browser features off), and HSTS only where the request came over HTTPS.
 */

let ctx: TestContext;
let web: FastifyInstance;
let token = '';
let supplierId = 0;
const apps: FastifyInstance[] = [];
const webDist = mkdtempSync(path.join(tmpdir(), 'savdo-web-'));

async function appWith(options: { trustProxy?: boolean; hsts?: HstsMode; webDist?: string }) {
  const app = await buildApp({ db: ctx.db, secretsKey: ctx.secretsKey, ...options });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ctx = await createTestContext();
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Savdo</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log("savdo")');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = await appWith({ webDist });
  await createUser(ctx, { username: 'header_dev', password: 'Header#123', isDev: true });
  token = await signIn(ctx, 'header_dev', 'Header#123');
  supplierId = await supplier(ctx, 'Artel Electronics MChJ');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The headers every answer carries, whatever its kind. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  expect(String(h['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  const policy = String(h['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(policy, `${what}: ${feature}`).toContain(`${feature}=()`);
  // served over plain HTTP here: no HSTS
  expect(h['strict-transport-security'], what).toBeUndefined();
}

describe('caching by kind of answer', () => {
  it('the page is asked again each time; the hashed files are kept a year', async () => {
    for (const url of ['/', '/cashbox/operations', '/index.html']) {
      const page = await get(web, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expectSecurityHeaders(page, url);
    }
    const asset = await get(web, '/assets/index-3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset, 'asset');
    // a file of the build that is not hashed is asked again too
    expect((await get(web, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('API JSON is never stored, signed in or not', async () => {
    const health = await get(web, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(health, 'health');
    const list = await get(web, '/api/user/m-users?per_page=5', bearer(token));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(list, 'users');
    const me = await get(web, '/api/user/me', bearer(token));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('a PDF and an .xlsx export are never stored', async () => {
    const query = `supplier_id=${supplierId}&date_from=2026-01-01&date_to=2026-01-31`;
    const pdf = await get(web, `/api/supplier-calculations/reconciliation-act/pdf?${query}`, bearer(token));
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(pdf, 'pdf');
    // streamed
    const xlsx = await get(web, '/api/cashbox/operations/export', bearer(token));
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment/);
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(xlsx, 'xlsx');
  });

  it('errors are never stored: unknown path, bad JSON, signed out, a bad URL', async () => {
    const answers = {
      unknown: await get(web, '/api/nothing/here'),
      badJson: await web.inject({
        method: 'POST',
        url: '/api/user/sign-in-web',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      signedOut: await get(web, '/api/user/m-users'),
      badUrl: await get(web, '/api/user/m-users/%E0%A4%A'),
    };
    expect(Object.values(answers).map((r) => r.statusCode)).toEqual([404, 400, 401, 400]);
    for (const [what, res] of Object.entries(answers)) {
      expect(res.json(), what).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
      expect(res.headers['cache-control'], what).toBe('no-store');
      expectSecurityHeaders(res, what);
    }
  });
});

describe('HSTS only over HTTPS', () => {
  it('behind a trusted TLS proxy: sent when X-Forwarded-Proto says https, not otherwise', async () => {
    const proxied = await appWith({ trustProxy: true });
    const https = await get(proxied, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await get(proxied, '/api/health', { 'x-forwarded-proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect((await get(proxied, '/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('an untrusted X-Forwarded-Proto is ignored; HSTS=1 sends it always, HSTS=0 never', async () => {
    const direct = await get(web, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const always = await appWith({ hsts: 'always' });
    expect((await get(always, '/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const off = await appWith({ trustProxy: true, hsts: 'off' });
    const res = await get(off, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
