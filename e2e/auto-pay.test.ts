import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, signIn, wireDate } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, signContract } from './fixtures.ts';

/**
 * Auto-payment in the browser: a client's card attached by number and
 * expiry, verified with the SMS code of the local fake processor (666666),
 * attached to the client's contract, the contract connected, and the
 * instalments due debited on the payment day ("debit now" runs the
 * close-of-day step and the job), each debit shown paid in the list of
 * payments. The contract is made in the setup (the engine's
 * `createContract`), its down payment through the API.
 */

const run = Date.now().toString(36);
const CLIENT = `Karimov Avto ${run}`;
const PINFL = `4${String(Date.now()).slice(-13)}`;
const PHONE = '998935556677';

let browser: Browser;
let page: Page;
let errors: string[];
let contractLabel = '';

const daysAgo = (n: number) => wireDate(new Date(Date.now() - n * 86_400_000));

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-auto-pay');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: `E2E avtotoʻlov kassasi ${run}`,
      branch_id: me.user.branch.id,
      responsible_id: me.user.id,
    })
  ).id;
  const database = connect(inject('databaseUrl'));
  try {
    const clientId = await insertClient(database.db, {
      name: CLIENT,
      branchId: me.user.branch.id,
      pinfl: PINFL,
      phone: PHONE,
    });
    const date = daysAgo(70);
    const made = await insertContract(database.db, {
      branchId: me.user.branch.id,
      clientId,
      userId: me.user.id,
      date,
    });
    await call('POST', '/cashbox/pre-payment', admin, {
      contract_id: made.id,
      amount: '300000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: cashbox,
      payment_date: date,
    });
    await signContract(database.db, made.id);
    const prefix = await database.db.execute<{ prefix: string | null }>(
      sql`select b.prefix from branches b where b.id = ${me.user.branch.id}`,
    );
    contractLabel = `${prefix.rows[0]?.prefix ? `${prefix.rows[0].prefix}-` : ''}${made.number}`;
  } finally {
    await database.pool.end();
  }
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const clientOption = `${CLIENT} · ${PINFL} · ${PHONE}`;

describe('auto-payment by card', () => {
  it('attaches a card with its SMS code', async () => {
    await page.goto('/auto-pay/list-of-client-cards');
    await page.click('[data-testid="card-attach"]');
    await pickOption(page, 'card-client', clientOption, CLIENT);
    await page.fill('[data-testid="card-number"]', '8600 0691 9540 6311');
    await page.fill('[data-testid="card-expire"]', '03/99');
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/auto-pay\/list-of-client-cards$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="card-save"]'),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    await expect(page.locator('[data-testid="card-code-sent"]').textContent()).resolves.toMatch(
      /860006\*{6}6311/,
    );
    await page.fill('[data-testid="card-code"]', '111111');
    const [wrong] = await Promise.all([
      page.waitForResponse((r) => /\/verify$/.test(r.url())),
      page.click('[data-testid="card-save"]'),
    ]);
    expect(wrong.status()).toBe(400);
    await page.fill('[data-testid="card-code"]', '666666');
    const [verified] = await Promise.all([
      page.waitForResponse((r) => /\/verify$/.test(r.url())),
      page.click('[data-testid="card-save"]'),
    ]);
    expect(verified.status()).toBe(200);
    const row = page.locator('[data-testid="autopay-cards-table"] .ant-table-row', { hasText: CLIENT });
    await expect.poll(() => row.textContent()).toMatch(/Tasdiqlangan/);
  });

  it('attaches the card to the contract and connects it', async () => {
    await page.goto('/auto-pay/attached-contract-cards');
    await page.click('[data-testid="link-add"]');
    await pickOption(page, 'link-client', clientOption, CLIENT);
    await pickOption(page, 'link-card', '860006******6311 (03/99)', '');
    await pickOption(page, 'link-contract', contractLabel, '');
    const [linked] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/auto-pay\/attached-contract-cards$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="link-save"]'),
    ]);
    expect(linked.status(), await linked.text()).toBe(201);
    await page.goto('/auto-pay/list-of-contracts');
    const row = page.locator('[data-testid="autopay-contracts-table"] .ant-table-row', { hasText: CLIENT });
    await row.waitFor();
    const [connected] = await Promise.all([
      page.waitForResponse((r) => /\/connect$/.test(r.url())),
      row.locator('button').click(),
    ]);
    expect(connected.status()).toBe(200);
  });

  it('debits the instalments due on the payment day and lists them paid', async () => {
    await page.goto('/auto-pay/list-of-payments');
    const [ran] = await Promise.all([
      page.waitForResponse((r) => /\/list-of-payments\/run$/.test(r.url())),
      page.click('[data-testid="debit-run"]'),
    ]);
    expect(ran.status(), await ran.text()).toBe(200);
    const rows = page.locator('[data-testid="autopay-debits-table"] .ant-table-row', {
      hasText: contractLabel,
    });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    for (const text of await rows.allTextContents()) expect(text).toMatch(/Yechildi/);
    await page.goto('/auto-pay/connected-list-of-contracts');
    const connected = page.locator('[data-testid="autopay-contracts-table"] .ant-table-row', {
      hasText: CLIENT,
    });
    await expect.poll(() => connected.textContent()).toMatch(/Yechildi/);
    expect(errors).toEqual([]);
  });
});
