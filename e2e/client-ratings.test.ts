import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ratingsScoresStep } from '../apps/api/src/areas/collections/client-ratings/close-step.ts';
import { createContract } from '../apps/api/src/areas/sales/contracts/create.ts';
import { addDays } from '../apps/api/src/platform/close-of-day/close.ts';
import { call, signIn, today, wireDate } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A client's score after late payments: a contract signed 100 days ago
 * whose first instalment was paid 20 days late and whose next two are
 * unpaid (one about 40 days late, one about 10). The close of day's
 * `ratings.scores` stores it; the payment-discipline screen lists the
 * client with its buckets, the detail shows each instalment, and the
 * client card shows the score computed now.
 */

const run = Date.now().toString(36);
const NAME = `Reytingov E2E ${run}`;
const PHONE = `99890${String(Date.now()).slice(-7)}`;
const daysAgo = (n: number) => wireDate(new Date(Date.now() - n * 86_400_000));
const between = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

let browser: Browser;
let page: Page;
let errors: string[];
let clientId = 0;
let currentLate = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-client-ratings');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: `E2E reyting kassasi ${run}`,
      branch_id: me.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  await withDatabase(inject('databaseUrl'), async (db) => {
    const product = await db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl, phones, branch_id)
      values (${NAME}, ${nameKey(NAME)}, '52345678901234', array[${PHONE}], ${me.user.branch.id}) returning id`);
    clientId = Number(client.rows[0]?.id);
    const signedOn = daysAgo(100);
    const made = await db.transaction((tx) =>
      createContract(
        tx,
        {
          branchId: me.user.branch.id,
          clientId,
          currency: 'UZS',
          tariffId: 1,
          months: 6,
          markupPercent: '40',
          additionalMarkupPercent: '0',
          contractDate: signedOn,
          items: [
            {
              productId: Number(product.rows[0]?.id),
              unitPrice: 150_000_000n,
              quantity: 1000n,
              discount: 0n,
            },
          ],
          prepayment: 30_000_000n,
          rounding: 100_000n,
          byProduct: false,
        },
        me.user.id,
      ),
    );
    const payment = (amount: string, date: string, url = '/cashbox/contract-payments') =>
      call('POST', url, admin, {
        contract_id: made.id,
        amount,
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: cashbox,
        payment_date: date,
      });
    await payment('300000', signedOn, '/cashbox/pre-payment');
    await db.execute(sql`update contracts set status = 'ACTIVE', signed_at = now() where id = ${made.id}`);
    const due = await db.execute<{ n: number; due_date: string }>(
      sql`select n, due_date from contract_schedule where contract_id = ${made.id} and n in (1, 2) order by n`,
    );
    const [first, second] = due.rows;
    if (!first || !second) throw new Error('no schedule');
    // the first instalment paid 20 days late; the second and third left unpaid
    await payment('280000', addDays(first.due_date, 20));
    currentLate = between(second.due_date, today());
    // the close of day for yesterday stores the figures the list shows
    await ratingsScoresStep.run({ db, date: addDays(today(), -1), today: today(), log: () => {} });
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('a client’s score after late payments', () => {
  it('is listed on the payment-discipline screen with its buckets, and its detail shows each instalment', async () => {
    await page.goto('/client-ratings/payment-discipline');
    await page.waitForSelector('[data-testid="discipline-table"]');
    const listed = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/client-ratings/payment-discipline' && r.url().includes('search='),
    );
    await page.fill('input[data-testid="discipline-search"], [data-testid="discipline-search"] input', NAME);
    await page.keyboard.press('Enter');
    expect((await listed).status()).toBe(200);
    // the rows before the search stay until the answer is rendered: wait for the client's own
    const row = page.locator('[data-testid="discipline-table"] .ant-table-row', { hasText: NAME }).first();
    await row.waitFor();
    await expect.poll(() => page.locator('[data-testid="discipline-table"] .ant-table-row').count()).toBe(1);
    // columns: on time 0, 1–30: 2 (paid 20 days late, the third open ~10 days), 31–60: 1 (the second, open);
    // score 100 − 25 × 4 / 3 = 67, at most 55 while 31–60 days late now: D
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(5, 10)).toEqual(['0', '2', '1', '0', '0']);
    expect(cells[10]).toBe(String(currentLate));
    await expect(page.textContent(`[data-testid="discipline-grade-${clientId}"]`)).resolves.toMatch(
      /^D · 55$/,
    );

    await page.click(`[data-testid="discipline-open-${clientId}"]`);
    await page.waitForSelector('[data-testid="discipline-history"] .ant-table-row');
    const history = page.locator('[data-testid="discipline-history"] .ant-table-row');
    await expect(history.count()).resolves.toBe(3);
    await expect(history.nth(0).textContent()).resolves.toMatch(/20$/);
    await expect(history.nth(1).textContent()).resolves.toContain(`${currentLate} · Ochiq`);
    await expect(page.textContent('[data-testid="detail-current"]')).resolves.toBe(String(currentLate));
    await page.click('.ant-drawer-close');
  });

  it('shows on the client card, computed now', async () => {
    await page.goto('/client/clients');
    await page.waitForSelector('[data-testid="clients-table"]');
    const found = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/client/clients' && r.url().includes('phone='),
    );
    await page.fill('input[data-testid="filter-phone"], [data-testid="filter-phone"] input', PHONE);
    await page.keyboard.press('Enter');
    await found;
    await page.click(`[data-testid="client-open-${clientId}"]`);
    await page.waitForSelector('[data-testid="card-score"]');
    await expect(page.textContent('[data-testid="score-D1_30"]')).resolves.toBe('2');
    await expect(page.textContent('[data-testid="score-D31_60"]')).resolves.toBe('1');
    await expect(page.textContent('[data-testid="score-current"]')).resolves.toBe(String(currentLate));
    await expect(page.textContent('[data-testid="score-grade"]')).resolves.toMatch(/^D · 55$/);
    expect(errors).toEqual([]);
  });
});
