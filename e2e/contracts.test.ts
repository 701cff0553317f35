import { nameKey } from '@savdo/shared/validation';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, type Option, pricedProduct, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * An order becomes a signed contract: a consultant enters a client's order
 * (the monthly payment shown as it is typed), a manager sees the client's
 * duplicates and blacklist status and approves it, signs the contract taking
 * the down payment into their cashbox, and the schedule shows it paid.
 */

const CONSULTANT = E2E_USERS.consultant;
const MANAGER = E2E_USERS.salesManager;
const run = Date.now().toString(36);
const CLIENT = `Sinovov Mijoz ${run}`;
const TARIFF = 'Standart 12 oy';

let browser: Browser;
let product: Option;
let cashboxName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-contracts');
  const manager = await signIn(MANAGER.username, MANAGER.password, 'e2e-contracts');
  const me = await call<{ user: { id: number } }>('GET', '/user/me', manager);
  const adminMe = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  cashboxName = `E2E savdo kassasi ${run}`;
  await call('POST', '/cashbox/cash-registers', admin, {
    name: cashboxName,
    branch_id: adminMe.user.branch.id,
    responsible_id: me.user.id,
  });
  product = await pricedProduct(admin);
  // the client card (the clients screens make them; here straight in the test database)
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query(
    `insert into clients (full_name, name_key, pinfl, phones, branch_id)
     values ($1, $2, $3, array['998935550011'], $4)`,
    [CLIENT, nameKey(CLIENT), `5${Date.now().toString().slice(-13)}`, adminMe.user.branch.id],
  );
  await db.end();
});

afterAll(async () => {
  await browser?.close();
});

async function asUser(user: {
  username: string;
  password: string;
}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser);
  await signInAs(opened.page, user.username, user.password);
  return opened;
}

describe('an order becomes a signed contract', () => {
  let orderId = 0;
  let contractId = 0;

  it('is entered by a consultant with the monthly payment shown as it is typed', async () => {
    const { page, errors } = await asUser(CONSULTANT);
    await page.goto('/contract/orders');
    await page.click('[data-testid="order-add"]');
    await pickOption(page, 'order-client', CLIENT, 'sinovov');
    await pickOption(page, 'order-goods-product-0', product.name);
    await pickOption(page, 'order-tariff', TARIFF);
    await page.fill('[data-testid="order-prepayment"]', '100000');
    await expect.poll(() => page.locator('[data-testid="order-monthly"]').textContent()).toMatch(/\d/);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/contract/orders') && r.request().method() === 'POST',
    );
    await page.click('[data-testid="order-save"]');
    const res = await saved;
    expect(res.status(), await res.text()).toBe(201);
    orderId = ((await res.json()) as { data: { id: number } }).data.id;
    await page.waitForSelector(`[data-testid="order-status-${orderId}"]`);
    expect(errors).toEqual([]);
  });

  it('is approved by a manager who sees the client’s duplicates and blacklist status', async () => {
    const { page, errors } = await asUser(MANAGER);
    await page.goto('/contract/orders');
    await page.click(`[data-testid="order-open-${orderId}"]`);
    await page.waitForSelector('[data-testid="review-blacklist"]');
    expect(await page.textContent('[data-testid="review-duplicates"]')).toMatch(/0/);
    const approved = page.waitForResponse((r) => r.url().endsWith(`/api/contract/orders/${orderId}/approve`));
    await page.click('[data-testid="order-approve"]');
    const res = await approved;
    expect(res.status()).toBe(200);
    contractId = ((await res.json()) as { data: { contract_id: number } }).data.contract_id;
    expect(errors).toEqual([]);
  });

  it('is signed with the down payment into the manager’s cashbox, and the schedule shows it paid', async () => {
    const { page, errors } = await asUser(MANAGER);
    await page.goto(`/contract/contracts?id=${contractId}`);
    await page.waitForSelector('[data-testid="contract-schedule"]');
    await page.click('[data-testid="contract-sign"]');
    await page.click('[data-testid="sign-cashbox"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: cashboxName,
      })
      .first()
      .click();
    const signed = page.waitForResponse((r) =>
      r.url().endsWith(`/api/contract/contracts/${contractId}/sign`),
    );
    await page.click('[data-testid="sign-save"]');
    expect((await signed).status()).toBe(200);
    await expect.poll(() => page.locator('[data-testid="contract-status"]').textContent()).toBe('Faol');
    await expect.poll(() => page.locator('[data-testid="schedule-left-0"]').textContent()).toMatch(/^0\D/);
    const rows = await page.locator('[data-testid="contract-schedule"] tbody tr.ant-table-row').count();
    expect(rows).toBe(13);
    expect(errors).toEqual([]);
  });
});
