import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cashboxOperationLines } from '../apps/api/src/ledgers/money/lines.ts';
import { postOperation } from '../apps/api/src/ledgers/money/operations.ts';
import { businessToday } from '../apps/api/src/platform/clock/business-today.ts';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A call that earns a bonus: the admin records a call to a client who buys
 * the same day (a paid cash sale made in the setup: the cash-trading screens
 * are another part), calculates the bonuses of today, sees the sale that
 * earned it, approves it and pays it from a cashbox through the journal.
 */

const run = Date.now().toString(36);
const CLIENT = `Qoʻngʻiroq E2E ${run}`;
const PINFL = `3${String(Date.now()).slice(-13)}`;
const CASHBOX = `E2E bonus kassasi ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let today = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-engagement');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: me.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  await withDatabase(inject('databaseUrl'), async (db) => {
    today = await businessToday(db);
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl, phones,
        branch_id) values (${CLIENT}, ${nameKey(CLIENT)}, ${PINFL}, array['998907650000'], ${me.user.branch.id})
      returning id`);
    const number = await db.execute<{ n: string }>(
      sql`select coalesce(max(number), 0) + 1 as n from cash_trades where branch_id = ${me.user.branch.id}`,
    );
    // a paid cash sale of 2 000 000 soʻm to the client today
    await db.execute(sql`insert into cash_trades (number, branch_id, client_id, status, currency, trade_date, price,
        total, paid)
      values (${Number(number.rows[0]?.n)}, ${me.user.branch.id}, ${Number(client.rows[0]?.id)}, 'PAID', 'UZS',
        ${today}, 200000000, 200000000, 200000000)`);
    // cash in the cashbox the bonus is paid from
    await db.transaction((tx) =>
      postOperation(
        tx,
        {
          type: 'CASHBOX_INPUT',
          branchId: me.user.branch.id,
          cashboxId: cashbox,
          date: today,
          amount: 100_000_000n,
          currency: 'UZS',
          lines: cashboxOperationLines('CASHBOX_INPUT', cashbox, undefined, 'UZS', 100_000_000n),
        },
        me.user.id,
        { approve: true },
      ),
    );
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('a call that earns a bonus', () => {
  it('records the call, calculates the bonus on the sale that followed, approves and pays it', async () => {
    await page.goto('/customer-engagements/called-clients');
    await page.click('[data-testid="call-record"]');
    await pickOption(page, 'call-client', `${CLIENT} · ${PINFL} · 998907650000`, CLIENT);
    await page.click('[data-testid="call-outcome"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Gaplashildi',
      })
      .click();
    await page.fill('[data-testid="call-comment"]', 'Yangi konditsioner taklif qilindi');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/customer-engagements/called-clients') && r.request().method() === 'POST',
      ),
      page.click('[data-testid="call-save"]'),
    ]);
    expect(saved.status(), await saved.text()).toBe(201);
    await page.locator('[data-testid="calls-table"] .ant-table-row', { hasText: CLIENT }).first().waitFor();

    await page.goto('/customer-engagements/calculate-bonus');
    // the product's date fields take the day typed as DD.MM.YYYY
    for (const testId of ['bonus-from', 'bonus-to']) {
      await page.click(`[data-testid="${testId}"]`);
      await page.keyboard.type(today.split('-').reverse().join('.'));
      await page.keyboard.press('Enter');
    }
    const [calculated] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/customer-engagements/calculate-bonus') && r.request().method() === 'POST',
      ),
      page.click('[data-testid="bonus-calculate"]'),
    ]);
    expect(calculated.status(), await calculated.text()).toBe(201);
    const id = (await calculated.json()).data[0].id as number;
    // 1 % of 2 000 000 soʻm
    await expect
      .poll(() => page.locator(`[data-testid="bonus-amount-${id}"]`).textContent())
      .toMatch(NUMBER('20 000'));
    await page.click(`[data-testid="bonus-open-${id}"]`);
    await page.locator('[data-testid="bonus-sales"] .ant-table-row', { hasText: CLIENT }).waitFor();
    await page.click('[data-testid="bonus-approve"]');
    await expect
      .poll(() => page.locator('[data-testid="bonus-view-status"]').textContent())
      .toBe('Tasdiqlangan');
    await pickOption(page, 'bonus-cashbox', CASHBOX);
    await page.click('[data-testid="bonus-pay"]');
    const [paid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/calculate-bonus/${id}/pay`)),
      page.locator('.ant-popconfirm .ant-btn-primary').click(),
    ]);
    expect(paid.status(), await paid.text()).toBe(200);
    await expect
      .poll(() => page.locator('[data-testid="bonus-view-status"]').textContent())
      .toBe('Toʻlangan');
    await expect
      .poll(() => page.locator(`[data-testid="bonus-status-${id}"]`).textContent())
      .toBe('Toʻlangan');
    expect(errors).toEqual([]);
  });
});
