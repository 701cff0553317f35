import { formatMoney } from '@savdo/shared/format';
import { toMinor } from '@savdo/shared/money';
import type { DistributionOptions, PeriodProfit } from '@savdo/shared/schemas/investors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from './api.ts';
import { confirmOk, dialogClosed, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, withDatabase } from './fixtures.ts';

/**
 * Investors' profit distribution: a contract signed on a day of 2001 (no
 * other test's records fall in that month) makes the month's profit; the
 * administrator enters a distribution of it to two investors (70/30),
 * approves it and pays both lines from a cashbox of theirs: the lines show
 * nothing owed, the distribution is paid, the cashbox holds the profit
 * less, and the screen reads in Russian too.
 */

const run = Date.now().toString(36);
const CASHBOX = `E2E investor kassasi ${run}`;
const FROM = '2001-03-01';
const TO = '2001-03-31';
const typed = (iso: string) => iso.split('-').reverse().join('.');

let browser: Browser;
let page: Page;
let errors: string[];
let admin: string;
let profit: string;
let cashboxId: number;
let investors: { id: number; name: string }[];

async function cashboxBalance(): Promise<bigint> {
  const options = await call<DistributionOptions>('GET', '/investors/options', admin);
  return toMinor(options.cashboxes.find((c) => c.id === cashboxId)?.balance_uzs ?? '0');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-investors');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await withDatabase(inject('databaseUrl'), async (db) => {
    const clientId = await insertClient(db, {
      name: `E2E Investor Mijozi ${run}`,
      branchId: me.user.branch.id,
    });
    await insertContract(db, {
      branchId: me.user.branch.id,
      clientId,
      userId: me.user.id,
      date: '2001-03-15',
      signed: true,
    });
  });
  cashboxId = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: me.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashboxId,
    amount: '50000000',
    currency: 'UZS',
  });
  investors = (await call<DistributionOptions>('GET', '/investors/options', admin)).investors.slice(0, 2);
  profit = (
    await call<PeriodProfit>('GET', `/investors/profit?date_from=${FROM}&date_to=${TO}&basis=accrual`, admin)
  ).profit;
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

async function pay(investorId: number): Promise<void> {
  await page.click(`[data-testid="distribution-pay-${investorId}"]`);
  await pickOption(page, 'distribution-pay-cashbox', CASHBOX);
  await page.click('[data-testid="distribution-pay-save"]');
  await dialogClosed(page, '[data-testid="distribution-pay-amount"]');
  await expect
    .poll(() => page.locator(`[data-testid="distribution-owed-${investorId}"]`).textContent())
    .toBe(formatMoney('0', 'UZS', 'uz'));
}

describe('a profit distribution', () => {
  it('is entered, approved and paid through the cashbox, in Uzbek and Russian', async () => {
    expect(toMinor(profit)).toBeGreaterThan(0n);
    const [a, b] = investors;
    if (!a || !b) throw new Error('the demo has no two investors');
    await page.goto('/investors/distribution-of-profits');
    await page.waitForSelector('[data-testid="distributions-table"]');
    await page.click('[data-testid="distribution-add"]');
    for (const [testId, day] of [
      ['distribution-from', FROM],
      ['distribution-to', TO],
    ] as const) {
      await page.click(`[data-testid="${testId}"]`);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(typed(day));
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(() => page.locator('[data-testid="distribution-profit"]').textContent())
      .toContain(formatMoney(profit, 'UZS', 'uz'));
    for (const [i, investor, share] of [
      [0, a, '70'],
      [1, b, '30'],
    ] as const) {
      await page.click('[data-testid="distribution-add-line"]');
      await pickOption(page, `distribution-investor-${i}`, investor.name);
      await page.fill(`[data-testid="distribution-share-${i}"]`, share);
    }
    const seventy = (toMinor(profit) * 70n) / 100n;
    await expect
      .poll(() => page.locator('[data-testid="distribution-amount-0"]').textContent())
      .toBe(formatMoney(`${seventy / 100n}.${String(seventy % 100n).padStart(2, '0')}`, 'UZS', 'uz'));
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/investors/distributions'),
      ),
      page.click('[data-testid="distribution-save"]'),
    ]);
    expect(saved.status(), await saved.text()).toBe(201);
    const id = ((await saved.json()) as { data: { id: number } }).data.id;
    await dialogClosed(page, '[data-testid="distribution-save"]');

    const status = page.locator('[data-testid="distribution-view-status"]');
    await expect.poll(() => status.textContent()).toBe('Qoralama');
    await expect(page.locator('[data-testid="distribution-view-profit"]').textContent()).resolves.toBe(
      formatMoney(profit, 'UZS', 'uz'),
    );
    await page.click('[data-testid="distribution-approve"]');
    await confirmOk(page);
    await expect.poll(() => status.textContent()).toBe('Tasdiqlangan');

    const before = await cashboxBalance();
    await pay(b.id);
    await expect.poll(() => status.textContent()).toBe('Tasdiqlangan');
    await pay(a.id);
    await expect.poll(() => status.textContent()).toBe('Toʻlangan');
    expect(await cashboxBalance()).toBe(before - toMinor(profit));

    await page.click('[data-testid="distribution-print"]');
    await page.locator('[data-testid="distribution-pdf-frame"]').waitFor();
    await page.keyboard.press('Escape');
    await dialogClosed(page, '[data-testid="distribution-pdf-frame"]');
    await page
      .locator('.ant-modal-wrap:has([data-testid="distribution-view-status"]) .ant-modal-close')
      .click();
    await dialogClosed(page, '[data-testid="distribution-view-status"]');
    // in Russian: the language a user chose is kept for the next load (the payments' toasts would cover the
    // header's switch for a while)
    await page.evaluate(() => localStorage.setItem('lang', 'ru'));
    await page.reload();
    await page.locator('[data-testid="distribution-filter-status"]').waitFor();
    await page.click('[data-testid="distribution-filter-status"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Выплачено',
      })
      .click();
    await expect
      .poll(() => page.locator(`[data-testid="distribution-status-${id}"]`).textContent())
      .toBe('Выплачено');
    expect(errors).toEqual([]);
  });
});
