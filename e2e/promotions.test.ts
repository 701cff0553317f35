import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, signIn, wireDate } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * A promotion's draw: an approved promotion whose period has ended gets its
 * tickets collected on the promotions screen (3 units of its product sold in
 * the period), is drawn, its card shows the recorded seed and that a re-run
 * gives the same winners; the winners screen shows the winning ticket and the
 * prize is given.
 */

const run = Date.now().toString(36);
const NAME = `E2E aksiya ${run}`;
const CLIENT = `Omadli E2E ${run}`;
const day = (offset: number) => wireDate(new Date(Date.now() + offset * 86_400_000));

let browser: Browser;
let page: Page;
let errors: string[];
let promotionId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-promotions');
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const branch = me.user.branch.id;
  const database = connect(inject('databaseUrl'));
  let productId = 0;
  try {
    const db = database.db;
    const product = await db.execute<{
      id: string;
    }>(sql`insert into products (name, product_category_id, unit_id)
      select ${`E2E tovar ${run}`}, product_category_id, unit_id from products limit 1 returning id`);
    productId = Number(product.rows[0]?.id);
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl, phones, branch_id)
      values (${CLIENT}, ${nameKey(CLIENT)}, '52345678901299', array['998907770022'], ${branch}) returning id`);
    const trade = await db.execute<{ id: string }>(sql`insert into cash_trades
        (number, branch_id, client_id, status, trade_date, price, total, paid)
      values ((select coalesce(max(number), 0) + 1 from cash_trades where branch_id = ${branch}), ${branch},
        ${Number(client.rows[0]?.id)}, 'PAID', ${day(-3)}, 300000, 300000, 300000) returning id`);
    await db.execute(sql`insert into cash_trade_items (trade_id, product_id, quantity, price)
      values (${Number(trade.rows[0]?.id)}, ${productId}, 3000, 100000)`);
  } finally {
    await database.pool.end();
  }
  const made = await call<{ id: number }>('POST', '/promotions', admin, {
    name: NAME,
    date_from: day(-5),
    date_to: day(-1),
    relevance: 'NOT_ALL',
    branch_ids: [branch],
    prizes: ['Televizor', 'Choynak'],
  });
  promotionId = made.id;
  await call('POST', '/promotions/products', admin, { promotion_id: promotionId, product_id: productId });
  await call('POST', `/promotions/${promotionId}/approve`, admin, {});
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const confirm = () => page.locator('.ant-popconfirm .ant-btn-primary').click();

describe("a promotion's draw", () => {
  it('collects the tickets of the period on the promotions screen', async () => {
    await page.goto('/information/promotions');
    await page.waitForSelector('[data-testid="promotions-page"]');
    expect(await page.locator(`[data-testid="promotion-status-${promotionId}"]`).textContent()).toBe(
      'Tasdiqlangan',
    );
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/promotions/${promotionId}/collect-tickets`)),
      page.click(`[data-testid="promotion-collect-${promotionId}"]`),
    ]);
    expect((await answer.json()).data.issued).toBe(3);
    await expect
      .poll(() => page.locator(`[data-testid="promotion-tickets-${promotionId}"]`).textContent())
      .toBe('3');
  });

  it('draws after a confirmation; the card shows the seed and that a re-run gives the same winners', async () => {
    await page.click(`[data-testid="promotion-draw-${promotionId}"]`);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith(`/promotions/${promotionId}/draw`) && r.request().method() === 'POST',
      ),
      confirm(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    const drawn = (await answer.json()).data as { winners: number[]; seed: string };
    expect(drawn.winners).toHaveLength(2);
    await page.waitForSelector('[data-testid="promotion-draw-card"]');
    expect(await page.locator('[data-testid="promotion-draw-reproduced"]').textContent()).toContain(
      'Qayta hisoblash oʻsha gʻoliblarni berdi',
    );
    expect(await page.locator('[data-testid="promotion-draw-card"]').textContent()).toContain(drawn.seed);
    expect(await page.locator('[data-testid="promotion-draw-winners"]').textContent()).toBe(
      drawn.winners.join(', '),
    );
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator(`[data-testid="promotion-status-${promotionId}"]`).textContent())
      .toBe('Oʻynalgan');
  });

  it('lists the winners and records a prize given', async () => {
    await page.goto('/information/promotions/winning-promotions');
    await page.waitForSelector('[data-testid="promotion-winners-page"]');
    const rows = page.locator('[data-testid="promotion-winners-table"] tbody tr', { hasText: NAME });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(CLIENT);
    const give = rows.first().locator('[data-testid^="promotion-winner-give-"]');
    await give.click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/promotions/winners/') && r.url().endsWith('/give')),
      confirm(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(() => rows.first().locator('[data-testid^="promotion-winner-given-"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
