import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContract } from '../apps/api/src/areas/sales/contracts/create.ts';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, signIn, wireDate } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * The cash desk takes contract payments: a late payment goes to the overdue
 * instalments first and the screen shows where it went, an overpayment goes
 * to the client's account and is shown; the client closes another contract
 * early and the bonus is forgiven with the payment of the rest. The
 * contracts are made in the setup (the engine's `createContract`: the
 * contract screens are another part), their down payments through the API.
 */

const run = Date.now().toString(36);
const CASHBOX = `E2E shartnoma kassasi ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let late: number;
let early: number;

const daysAgo = (n: number) => wireDate(new Date(Date.now() - n * 86_400_000));

/** A contract of 1 500 000 soʻm (300 000 down, taken), `months` at 40 %, signed, dated `date`. */
async function signedContract(
  database: ReturnType<typeof connect>,
  token: string,
  ids: { branch: number; client: number; product: number; user: number; cashbox: number },
  months: number,
  date: string,
): Promise<number> {
  const made = await database.db.transaction((tx) =>
    createContract(
      tx,
      {
        branchId: ids.branch,
        clientId: ids.client,
        currency: 'UZS',
        tariffId: 1,
        months,
        markupPercent: '40',
        additionalMarkupPercent: '0',
        contractDate: date,
        items: [{ productId: ids.product, unitPrice: 150_000_000n, quantity: 1000n, discount: 0n }],
        prepayment: 30_000_000n,
        rounding: 100_000n,
        byProduct: false,
      },
      ids.user,
    ),
  );
  await call('POST', '/cashbox/pre-payment', token, {
    contract_id: made.id,
    amount: '300000',
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: ids.cashbox,
    payment_date: date,
  });
  await database.db.execute(
    sql`update contracts set status = 'ACTIVE', signed_at = now() where id = ${made.id}`,
  );
  return made.number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-contract-payments');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: me.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  const database = connect(inject('databaseUrl'));
  try {
    const product = await database.db.execute<{ id: number }>(
      sql`select id from products order by id limit 1`,
    );
    const client = await database.db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl,
        phones, branch_id)
      values (${`Toshmatov E2E ${run}`}, ${nameKey(`Toshmatov E2E ${run}`)}, '32345678901234', array['998907654321'],
        ${me.user.branch.id}) returning id`);
    const ids = {
      branch: me.user.branch.id,
      client: Number(client.rows[0]?.id),
      product: Number(product.rows[0]?.id),
      user: me.user.id,
      cashbox,
    };
    late = await signedContract(database, admin, ids, 6, daysAgo(75));
    early = await signedContract(database, admin, ids, 12, daysAgo(40));
    await database.db.execute(
      sql`update general_settings set value = '50'::jsonb where alias = 'early_close_bonus_percent'`,
    );
  } finally {
    await database.pool.end();
  }
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

/** Finds a contract by its number and opens what is due on it. */
async function openContract(number: number): Promise<void> {
  await page.fill('[data-testid="contract-finder-input"] input', String(number));
  await page.keyboard.press('Enter');
  const row = page.locator('[data-testid="contract-finder-results"] .contract-finder-row').first();
  await row.waitFor();
  await Promise.all([
    page.waitForResponse((r) => /\/api\/cashbox\/contract-payments\/contracts\/\d+$/.test(r.url()) && r.ok()),
    row.click(),
  ]);
  await page.waitForSelector('[data-testid="contract-due"]');
}

/** Takes `amount` soʻm in cash into the test's cashbox and waits for the answer. */
async function take(amount: string, url: RegExp): Promise<void> {
  await page.fill('[data-testid="take-amount"]', amount);
  await pickOption(page, 'take-cashbox', CASHBOX);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => url.test(r.url()) && r.request().method() === 'POST'),
    page.click('[data-testid="take-submit"]'),
  ]);
  expect(answer.status(), await answer.text()).toBe(201);
  await page.waitForSelector('[data-testid="payment-result"]');
}

describe('contract payments at the cash desk', () => {
  it('takes a late payment into the overdue instalments first and shows the allocation', async () => {
    await page.goto('/cashbox/contract-payments');
    await openContract(late);
    // two instalments are past due (75 days after signing): the days late and the overdue sum show
    await expect(page.locator('[data-testid="due-overdue"]').textContent()).resolves.toMatch(
      NUMBER('560 000'),
    );
    expect(Number(await page.locator('[data-testid="due-days-late"]').textContent())).toBeGreaterThan(10);
    await take('700000', /\/api\/cashbox\/contract-payments$/);
    const rows = page.locator('[data-testid="result-allocation"] .ant-table-row');
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(0).textContent()).resolves.toMatch(/Muddati oʻtgan/);
    await expect(rows.nth(0).textContent()).resolves.toMatch(NUMBER('280 000'));
    await expect(rows.nth(1).textContent()).resolves.toMatch(/Muddati oʻtgan/);
    await expect(rows.nth(2).textContent()).resolves.toMatch(NUMBER('140 000'));
    await expect(page.locator('[data-testid="result-rest"]').textContent()).resolves.toMatch(
      NUMBER('980 000'),
    );
  });

  it('sends an overpayment to the client account and shows it', async () => {
    await page.click('[data-testid="result-next"]');
    await openContract(late);
    // paying more than the whole rest (980 000) at the desk also closes it early: the bonus of the
    // markup not yet due (140 000 at 50 %) is forgiven, so 1 000 000 − (980 000 − 140 000) goes to the account
    await take('1000000', /\/api\/cashbox\/contract-payments$/);
    await expect(page.locator('[data-testid="result-overpaid"]').textContent()).resolves.toMatch(
      NUMBER('160 000'),
    );
    await expect(page.locator('[data-testid="result-bonus"]').textContent()).resolves.toMatch(
      NUMBER('140 000'),
    );
    await expect(page.locator('[data-testid="result-rest"]').textContent()).resolves.toMatch(
      /Shartnoma yopildi/,
    );
    // the list below shows both payments of the contract
    const listed = page.locator('[data-testid="payments-table"] .ant-table-row', { hasText: `-${late}` });
    await expect.poll(() => listed.count()).toBeGreaterThanOrEqual(2);
  });

  it('closes a contract early: the bonus is forgiven with the payment of the rest', async () => {
    await page.goto('/contract/closed-contract-bonuses');
    await openContract(early);
    const bonus = await page.locator('[data-testid="due-bonus"]').textContent();
    expect(bonus).not.toMatch(/^0/);
    // the box shows the amount grouped ("1 234 567"); what is typed back is read the same way
    const toClose = (await page.locator('[data-testid="take-amount"]').inputValue())
      .replace(/[\s\u00a0]/g, '')
      .replace(',', '.');
    expect(Number(toClose)).toBeGreaterThan(0);
    await take(toClose, /\/api\/contract\/closed-contract-bonuses$/);
    await expect(page.locator('[data-testid="result-bonus"]').textContent()).resolves.toContain(bonus ?? '?');
    await expect(page.locator('[data-testid="result-rest"]').textContent()).resolves.toMatch(
      /Shartnoma yopildi/,
    );
    const listed = page.locator('[data-testid="bonuses-table"] .ant-table-row', { hasText: `-${early}` });
    await listed.first().waitFor();
    expect(errors).toEqual([]);
  });
});
