import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * The cash desk as the administrator: a cashbox of their own (through the
 * engine's API) takes in 1 250 000 soʻm and $40 by approved operations; the
 * cash registers screen lists it and "my cash registers" shows both balances.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
const NAME = 'E2E kassa';

let browser: Browser;
let page: Page;
let errors: string[];
let cashboxId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(ADMIN.username, ADMIN.password, 'e2e-cashbox');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', token);
  const cashbox = await call<{ id: number }>('POST', '/cashbox/cash-registers', token, {
    name: NAME,
    branch_id: me.user.branch.id,
    responsible_id: me.user.id,
  });
  cashboxId = cashbox.id;
  for (const [amount, currency] of [
    ['1250000', 'UZS'],
    ['40', 'USD'],
  ]) {
    await call('POST', '/cashbox/operations?approve=true', token, {
      type: 'CASHBOX_INPUT',
      cashbox_id: cashboxId,
      amount,
      currency,
    });
  }
  ({ page, errors } = await openPage(browser));
  await signInAs(page, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

describe('cash registers', () => {
  it('lists the cashbox and shows what it holds in soʻm and dollars', async () => {
    await page.goto('/cashbox/cash-registers');
    await page.locator('.ant-table-row', { hasText: NAME }).first().waitFor();
    await page.goto('/cashbox/my-cash-registers');
    await page.locator(`[data-testid="balance-uzs-${cashboxId}"]`, { hasText: /1\s?250\s?000/ }).waitFor();
    await page.locator(`[data-testid="balance-usd-${cashboxId}"]`, { hasText: /40/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
