import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { confirmOk, launchBrowser, openPage, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * A cashier at work on the cash operation screens: records an income (a
 * double click posts it once) and sees "my cash registers" grow, is refused
 * an expense past the cash with the amount available named, enters a
 * smaller one unapproved, approves it, then cancels it (a reversal) and
 * sees the cash come back; exchanges soʻm for dollars. The administrator
 * reads it all in the journal.
 */

const CASHIER = E2E_USERS.cashier;
const run = Date.now().toString(36);
const INCOME_NOTE = `E2E kirim ${run}`;
const EXPENSE_NOTE = `E2E chiqim ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let cashboxId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-cash-ops');
  const cashier = await signIn(CASHIER.username, CASHIER.password, 'e2e-cash-ops');
  const me = await call<{ user: { id: number; branch: { id: number } | null } }>('GET', '/user/me', cashier);
  const adminMe = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  cashboxId = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: `E2E kassir kassasi ${run}`,
      branch_id: me.user.branch?.id ?? adminMe.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  ({ page, errors } = await openPage(browser));
  await signInAs(page, CASHIER.username, CASHIER.password);
});

afterAll(async () => {
  await browser?.close();
});

const row = (note: string) =>
  page.locator('[data-testid="cash-operations-table"] .ant-table-row', { hasText: note });

async function addOperation(
  amount: string,
  note: string,
  approve: boolean,
  doubleClick = false,
): Promise<void> {
  await page.click('[data-testid="cash-operation-add"]');
  await page.fill('[data-testid="cash-operation-amount"]', amount);
  await page.fill('[data-testid="cash-operation-comment"]', note);
  const approveBox = page.locator('[data-testid="cash-operation-approve"]');
  if ((await approveBox.isChecked()) !== approve) await approveBox.click();
  if (doubleClick) await page.dblclick('[data-testid="cash-operation-save"]');
  else await page.click('[data-testid="cash-operation-save"]');
}

async function balanceShows(digits: string): Promise<void> {
  await page.goto('/cashbox/my-cash-registers');
  await page.locator(`[data-testid="balance-uzs-${cashboxId}"]`, { hasText: NUMBER(digits) }).waitFor();
}

async function step(note: string, action: 'approve' | 'cancel'): Promise<void> {
  await row(note).locator(`[data-testid^="operation-${action}-"]`).click();
  await confirmOk(page);
}

describe('cash operations', () => {
  it('records an income once on a double click, and my cash registers shows it', async () => {
    await page.goto('/cashbox/cash-input-operations');
    await page.waitForSelector('[data-testid="cash-operations-table"]');
    await addOperation('150 000', INCOME_NOTE, true, true);
    await page.locator('[data-testid="toast-success"]').first().waitFor();
    await row(INCOME_NOTE).first().waitFor();
    await expect(row(INCOME_NOTE).count()).resolves.toBe(1);
    await expect(row(INCOME_NOTE).textContent()).resolves.toMatch(NUMBER('150 000'));
    await balanceShows('150 000');
  });

  it('refuses an expense past the cash naming what is available, then approves and cancels a smaller one', async () => {
    await page.goto('/cashbox/cash-output-operations');
    await page.waitForSelector('[data-testid="cash-operations-table"]');
    await addOperation('200000', EXPENSE_NOTE, true);
    const refusal = page.locator('[data-testid="toast-error"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(NUMBER('150 000'));
    // the dialog stays open: a corrected amount is a new request (a fresh key), entered unapproved
    await page.fill('[data-testid="cash-operation-amount"]', '50000');
    await page.click('[data-testid="cash-operation-approve"]');
    await page.click('[data-testid="cash-operation-save"]');
    await row(EXPENSE_NOTE)
      .locator('[data-testid^="operation-status-"]', { hasText: 'Yaratilgan' })
      .waitFor();
    await balanceShows('150 000');

    await page.goto('/cashbox/cash-output-operations');
    await step(EXPENSE_NOTE, 'approve');
    await row(EXPENSE_NOTE)
      .locator('[data-testid^="operation-status-"]', { hasText: 'Tasdiqlangan' })
      .waitFor();
    await balanceShows('100 000');

    await page.goto('/cashbox/cash-output-operations');
    await step(EXPENSE_NOTE, 'cancel');
    await row(EXPENSE_NOTE)
      .locator('[data-testid^="operation-status-"]', { hasText: 'Bekor qilingan' })
      .first()
      .waitFor();
    await balanceShows('150 000');
    expect(errors).toEqual([]);
  });

  it('exchanges soʻm for dollars at an entered rate, and both balances move', async () => {
    await page.goto('/cashbox/cash-currency-exchanges');
    await page.click('[data-testid="cash-operation-add"]');
    await page.fill('[data-testid="cash-operation-amount"]', '125000');
    await page.fill('[data-testid="cash-operation-rate"]', '12500');
    await page.fill('[data-testid="cash-operation-comment"]', `E2E ayirboshlash ${run}`);
    await page.click('[data-testid="cash-operation-save"]');
    await row(`E2E ayirboshlash ${run}`)
      .locator('[data-testid^="operation-status-"]', { hasText: 'Tasdiqlangan' })
      .waitFor();
    await expect(row(`E2E ayirboshlash ${run}`).textContent()).resolves.toMatch(/12\s?500/);
    await balanceShows('25 000');
    await page.locator(`[data-testid="balance-usd-${cashboxId}"]`, { hasText: /\b10\b/ }).waitFor();
  });

  it('shows the journal to the administrator, filtered by status, with each type in words', async () => {
    const admin = await openPage(browser);
    await signInAs(admin.page, 'admin', 'Admin@123');
    await admin.page.goto('/cashbox/all-cashbox-operations');
    await admin.page.click('[data-testid="cash-operations-status"]');
    await admin.page.locator('.ant-select-item-option', { hasText: 'Bekor qilingan' }).click();
    const canceled = admin.page.locator('[data-testid="cash-operations-table"] .ant-table-row', {
      hasText: EXPENSE_NOTE,
    });
    await canceled.first().waitFor();
    await expect(canceled.count()).resolves.toBe(1);
    await expect(canceled.textContent()).resolves.toContain('Boshqa chiqim');
    await expect(canceled.textContent()).resolves.toContain(`E2E ${CASHIER.username}`);
    expect(admin.errors).toEqual([]);
  });
});
