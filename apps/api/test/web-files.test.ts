import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/wiring/app.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * The built web app as a tab opened before a redeploy sees it: a chunk of the
 * earlier build is gone, and the server says so (404, never stored) rather
 * than answering the page, which the browser cannot import ("Failed to fetch
 * dynamically imported module"); the app's screens still get the page.
 */

let ctx: TestContext;
let web: FastifyInstance;
const webDist = mkdtempSync(path.join(tmpdir(), 'savdo-web-files-'));
const PAGE = '<!doctype html><title>Savdo</title><div id="root"></div>';

beforeAll(async () => {
  ctx = await createTestContext();
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), PAGE);
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log("savdo")');
  web = await buildApp({ db: ctx.db, secretsKey: ctx.secretsKey, webDist });
});
afterAll(async () => {
  await web?.close();
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, lang = 'ru') =>
  web.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('files of the web app after a redeploy', () => {
  it('a chunk the build does not hold answers 404, not the page, and is not stored', async () => {
    for (const url of [
      '/assets/does-not-exist.js',
      '/assets/contracts-page-0a1b2c3d.js?v=1',
      '/assets/old-style.css',
      '/assets/nested/missing',
      '/missing-icon.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json(), url).toEqual({ message: 'Такого адреса не существует', errors: [] });
    }
  });

  it('a file the build holds is served, and every screen of the app gets the page', async () => {
    const asset = await get('/assets/index-3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("savdo")');
    for (const url of [
      '/',
      '/collections/all-contracts',
      '/cashbox/contract-payments?page=2',
      '/auth/login',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(PAGE);
    }
  });

  it('an unknown API path still answers 404 in the error shape', async () => {
    const res = await get('/api/nothing/here', 'uz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Bunday manzil mavjud emas', errors: [] });
  });
});
