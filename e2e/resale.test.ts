import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, type Option, pricedProduct, signIn, today } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract } from './fixtures.ts';

/**
 * Resale: a client who closed a contract paying on time (their score as the
 * close of day stores it) is listed on /resale/resale-clients; a purchase is
 * offered to them there (the goods, tariff and prepayment of the order it
 * proposes); on /resale/offers the offer is accepted, which opens that order:
 * the offer shows it, and the client orders screen lists it as a new order
 * with the offer's tariff and prepayment.
 *
 * Every attempt makes its own client (a retry starts over).
 */

const TARIFF = 'Standart 12 oy';
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let me = { id: 0, branchId: 0 };
let product: Option = { id: 0, name: '' };

/** A former client: a CLOSED contract and a top score, never late (what the close of day would store). */
async function formerClient(name: string, pinfl: string): Promise<number> {
  const database = connect(inject('databaseUrl'));
  try {
    const { db } = database;
    const clientId = await insertClient(db, {
      name,
      branchId: me.branchId,
      pinfl,
      phone: '998935551122',
    });
    const contract = await insertContract(db, {
      branchId: me.branchId,
      clientId,
      userId: me.id,
      date: today(),
      signed: true,
    });
    await db.execute(sql`update contracts set status = 'CLOSED' where id = ${contract.id}`);
    await db.execute(sql`insert into client_scores (client_id, branch_id, contracts, as_of, instalments,
        on_time, worst_days_late, current_days_late, score, grade)
      values (${clientId}, ${me.branchId}, 1, ${today()}, 6, 6, 0, 0, 100, 'A')`);
    return clientId;
  } finally {
    await database.pool.end();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-resale');
  const answer = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  me = { id: answer.user.id, branchId: answer.user.branch.id };
  product = await pricedProduct(admin);
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('a resale offer accepted', () => {
  it('offers a purchase to a former client, accepts it and the order appears as a new order', async () => {
    const run = Date.now().toString(36);
    const client = `Qaytaxaridor E2E ${run}`;
    const clientId = await formerClient(client, `4${String(Date.now()).slice(-13)}`);

    await page.goto('/resale/resale-clients');
    const listed = page.locator('[data-testid="resale-clients-table"] .ant-table-row', { hasText: client });
    await listed.first().waitFor();
    await page.click(`[data-testid="resale-offer-${clientId}"]`);
    await page.fill('[data-testid="offer-text"]', `Yangi muzlatgich, ${run}`);
    await pickOption(page, 'offer-tariff', TARIFF);
    await page.fill('[data-testid="offer-prepayment"]', '100000');
    await pickOption(page, 'offer-product-0', product.name);
    const [offered] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resale/offers') && r.request().method() === 'POST'),
      page.click('[data-testid="offer-save"]'),
    ]);
    expect(offered.status(), await offered.text()).toBe(201);
    const offerId = ((await offered.json()) as { data: { id: number } }).data.id;
    // the client's last offer is shown on the list
    await expect.poll(async () => (await listed.first().textContent()) ?? '').toMatch(/Taklif qilingan/);

    await page.goto('/resale/offers');
    const status = page.locator(`[data-testid="offer-status-${offerId}"]`);
    await expect(status.textContent()).resolves.toBe('Taklif qilingan');
    const offerRow = page.locator('[data-testid="offers-table"] .ant-table-row', { hasText: client }).first();
    await expect(offerRow.textContent()).resolves.toMatch(NUMBER('100 000'));
    await page.click(`[data-testid="offer-accept-${offerId}"]`);
    const [accepted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/resale/offers/${offerId}/accept`)),
      page.locator('.ant-popconfirm .ant-btn-primary').click(),
    ]);
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect.poll(() => status.textContent()).toBe('Buyurtma ochilgan');
    const orderText = /#(\d+)/.exec((await offerRow.textContent()) ?? '');
    expect(orderText).not.toBeNull();
    const orderId = Number(orderText?.[1]);
    // no further outcome or acceptance once the order is open
    await expect(page.locator(`[data-testid="offer-accept-${offerId}"]`).count()).resolves.toBe(0);

    await page.goto('/contract/orders');
    await expect(page.locator(`[data-testid="order-status-${orderId}"]`).textContent()).resolves.toBe(
      'Yangi',
    );
    const order = page.locator('[data-testid="orders-table"] .ant-table-row', { hasText: client });
    await expect(order.count()).resolves.toBe(1);
    const text = (await order.first().textContent()) ?? '';
    expect(text).toContain(TARIFF);
    expect(text).toMatch(NUMBER('100 000'));
    expect(errors).toEqual([]);
  });
});
