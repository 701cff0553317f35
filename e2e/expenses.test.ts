import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, today } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * An expense refused past its estimate: a cashier without the right to
 * exceed enters a cash expense that would take this month's approved
 * estimate past its plan and is refused in a toast naming the rest; a
 * smaller one passes, and the estimate usage screen shows plan, fact, rest
 * and percent used.
 */

const CASHIER = E2E_USERS.expenseCashier;
const run = Date.now().toString(36);
const ITEM = `E2E xarajat ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let estimateId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-expenses');
  const cashier = await signIn(CASHIER.username, CASHIER.password, 'e2e-expenses');
  const me = await call<{ user: { id: number } }>('GET', '/user/me', cashier);
  const adminMe = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const branchId = adminMe.user.branch.id;
  const cashboxId = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: `E2E xarajat kassasi ${run}`,
      branch_id: branchId,
      responsible_id: me.user.id,
    })
  ).id;
  const itemId = (await call<{ id: number }>('POST', '/expenses/cost-items', admin, { name: ITEM })).id;
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashboxId,
    amount: '5000000',
    currency: 'UZS',
  });
  estimateId = (
    await call<{ id: number }>('POST', '/expenses/estimates', admin, {
      month: today().slice(0, 7),
      branch_id: branchId,
      cost_item_id: itemId,
      currency: 'UZS',
      amount: '2000000',
    })
  ).id;
  await call('POST', `/expenses/estimates/${estimateId}/approve`, admin);
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'EXPENSE_OUTPUT',
    cashbox_id: cashboxId,
    counterpart_id: itemId,
    amount: '750000',
    currency: 'UZS',
    operation_date: today(),
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, CASHIER.username, CASHIER.password);
});

afterAll(async () => {
  await browser?.close();
});

async function enterExpense(amount: string, note: string, pickItem: boolean): Promise<void> {
  if (pickItem) await pickOption(page, 'expense-cost-item', ITEM);
  await page.fill('[data-testid="expense-amount"]', amount);
  await page.fill('[data-testid="expense-comment"]', note);
  await page.click('[data-testid="expense-save"]');
}

describe('expenses against an estimate', () => {
  it('refuses an expense past the estimate naming the rest, then enters one that fits', async () => {
    await page.goto('/expenses/expense-from-cashbox');
    await page.waitForSelector('[data-testid="expenses-table"]');
    await page.click('[data-testid="expense-add"]');
    await pickOption(page, 'expense-cashbox', `E2E xarajat kassasi ${run}`, '');
    await enterExpense('1300000', `E2E ortiqcha ${run}`, true);
    const refusal = page.locator('[data-testid="toast-error"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(NUMBER('Smeta qoldigʻi: 1 250 000 soʻm'));
    // the dialog stays open: a smaller amount is a new request and passes
    await enterExpense('1000000', `E2E smeta ichida ${run}`, false);
    const row = page.locator('[data-testid="expenses-table"] .ant-table-row', {
      hasText: `E2E smeta ichida ${run}`,
    });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(NUMBER('1 000 000'));
  });

  it('shows plan, fact, rest and percent used on the estimate usage screen', async () => {
    await page.goto('/expenses/estimate-usage');
    const fact = page.locator(`[data-testid="usage-fact-${estimateId}"]`);
    await fact.waitFor();
    await expect(page.locator(`[data-testid="usage-plan-${estimateId}"]`).textContent()).resolves.toMatch(
      NUMBER('2 000 000'),
    );
    await expect(fact.textContent()).resolves.toMatch(NUMBER('1 750 000'));
    await expect(page.locator(`[data-testid="usage-rest-${estimateId}"]`).textContent()).resolves.toMatch(
      NUMBER('250 000'),
    );
    await expect(page.locator(`[data-testid="usage-percent-${estimateId}"]`).textContent()).resolves.toMatch(
      /87,5\s?%/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="usage-export"]'),
    ]);
    expect(download.suggestedFilename()).toBe('estimate-usage.xlsx');
    expect(errors).toEqual([]);
  });
});
