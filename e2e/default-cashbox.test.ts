import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * The obvious default (issue 22 item 8): a cashier who may use every
 * cashbox opens a cash operation and finds their own cashbox chosen, not
 * an empty select among all of the company's.
 */

const CASHIER = E2E_USERS.seniorCashier;
const run = Date.now().toString(36);
const BOX = `E2E oʻz kassam ${run}`;
const OTHER = `E2E boshqa kassa ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-default-cashbox');
  const cashier = await signIn(CASHIER.username, CASHIER.password, 'e2e-default-cashbox');
  const me = await call<{ user: { id: number; branch: { id: number } | null } }>('GET', '/user/me', cashier);
  const adminMe = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const branch = me.user.branch?.id ?? adminMe.user.branch.id;
  // another cashbox the cashier sees too (cashbox.all), made first
  await call('POST', '/cashbox/cash-registers', admin, {
    name: OTHER,
    branch_id: branch,
    responsible_id: adminMe.user.id,
  });
  await call('POST', '/cashbox/cash-registers', admin, {
    name: BOX,
    branch_id: branch,
    responsible_id: me.user.id,
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, CASHIER.username, CASHIER.password);
});

afterAll(async () => {
  await browser?.close();
});

describe('the default cashbox', () => {
  it('is the cashier’s own when they enter an operation', async () => {
    await page.goto('/cashbox/cash-input-operations');
    await page.waitForSelector('[data-testid="cash-operations-table"]');
    await page.click('[data-testid="cash-operation-add"]');
    const select = page.locator('[data-testid="cash-operation-cashbox"]');
    await page.waitForFunction(
      ([box]) =>
        document.querySelector('[data-testid="cash-operation-cashbox"]')?.textContent?.includes(box ?? ''),
      [BOX],
    );
    await expect(select.textContent()).resolves.not.toContain(OTHER);
    expect(errors).toEqual([]);
  });
});
