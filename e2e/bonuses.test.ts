import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postBonus } from '../apps/api/src/areas/sales/bonuses/ledger.ts';
import { call, demoStock, productFromEnd, receive, signIn, today } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A client takes a bonus product: the product is offered for 500 points
 * (through the API), the client holds 300 (written in the setup through the
 * bonus ledger: earning by payments is the API test's), and at the bonus
 * orders screen the cashier gives it, the client's balance shown, the
 * 200 soʻm shortfall paid in cash; the order is listed, the balance history
 * shows the points spent and the differences screen the cash.
 */

const run = Date.now().toString(36);
const CASHBOX = `E2E bonus kassasi ${run}`;
const CLIENT = `Bonusov E2E ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let productName = '';
let warehouseName = '';
let clientLabel = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-bonuses');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await call('POST', '/cashbox/cash-registers', admin, {
    name: CASHBOX,
    branch_id: me.user.branch.id,
    responsible_id: me.user.id,
  });
  const stock = await demoStock(admin);
  const product = productFromEnd(stock, 7);
  productName = product.name;
  warehouseName = stock.warehouse.name;
  await receive(admin, stock, product.id, '150000');
  await withDatabase(inject('databaseUrl'), async (db) => {
    const offered = await db.execute<{ id: string }>(
      sql`select id from bonus_products where product_id = ${product.id}`,
    );
    if (offered.rows[0]) {
      await call('PUT', `/client-account-numbers/bonus-products/${offered.rows[0].id}`, admin, {
        points: '500',
        active: true,
      });
    } else {
      await call('POST', '/client-account-numbers/bonus-products', admin, {
        product_id: product.id,
        points: '500',
      });
    }
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl,
        phones, branch_id)
      values (${CLIENT}, ${nameKey(CLIENT)}, '52345678901234', array['998907654399'], ${me.user.branch.id})
      returning id`);
    const clientId = Number(client.rows[0]?.id);
    await db.transaction((tx) =>
      postBonus(tx, { clientId, kind: 'EARN', amount: 30_000n, date: today(), userId: me.user.id }),
    );
  });
  // the client select's option as the server titles it
  const [option] = await call<{ id: number; name: string }[]>(
    'GET',
    `/client/clients/options?search=${encodeURIComponent(CLIENT)}`,
    admin,
  );
  clientLabel = option?.name ?? CLIENT;
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('client bonuses', () => {
  it('gives a client a bonus product for points, the shortfall paid in cash, and prints it', async () => {
    await page.goto('/client-account-numbers/bonus-orders');
    await page.click('[data-testid="bonus-order-add"]');
    await pickOption(page, 'bonus-order-client', clientLabel, CLIENT);
    await expect(page.locator('[data-testid="bonus-order-balance"]').textContent()).resolves.toMatch(/300/);
    await pickOption(page, 'bonus-order-product', `${productName} — 500`, '');
    await pickOption(page, 'bonus-order-warehouse', warehouseName);
    await pickOption(page, 'bonus-order-cashbox', CASHBOX);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) =>
          /\/api\/client-account-numbers\/bonus-orders$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="bonus-order-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const row = page.locator('[data-testid="bonus-orders-table"] .ant-table-row', { hasText: CLIENT });
    await row.first().waitFor();
    await expect(row.first().textContent()).resolves.toMatch(/Berilgan/);
    await expect(row.first().textContent()).resolves.toMatch(/200/);

    // its release note prints
    const orderId = ((await answer.json()) as { data: { id: number } }).data.id;
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/bonus-orders/${orderId}/pdf`)),
      page.click(`[data-testid="bonus-order-print-${orderId}"]`),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);
    await page.locator('[data-testid="bonus-order-pdf-frame"]').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/client-account-numbers/bonus-balance-histories');
    const spent = page.locator('[data-testid="bonus-history-table"] .ant-table-row', { hasText: CLIENT });
    await spent.first().waitFor();
    await expect(spent.first().textContent()).resolves.toMatch(/Bonus mahsulot olindi/);

    await page.goto('/client-account-numbers/payment-bonus-differences');
    const cash = page.locator('[data-testid="bonus-differences-table"] .ant-table-row', { hasText: CLIENT });
    await cash.first().waitFor();
    expect(errors).toEqual([]);
  });
});
