import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContract } from '../apps/api/src/areas/sales/contracts/create.ts';
import { call, signIn, today } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A master installs an air conditioner sold on a contract and is paid:
 * the sold line waits on specifying-install, a master and a date are
 * assigned there, the job is recorded installed on install-products (the
 * master earns his rate), the master is paid from the cashbox on
 * master-cash-output (owed drops to nothing), and the reconciliation act
 * shows the job, the payment and a zero closing balance.
 */

const run = Date.now().toString(36);
const CASHBOX = `E2E usta kassasi ${run}`;
const MASTER = `Usta E2E ${run}`;
const CLIENT = `Ustaxonov E2E ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let page: Page;
let errors: string[];
let masterId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-installation');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const branch = me.user.branch.id;
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: branch,
      responsible_id: me.user.id,
    })
  ).id;
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashbox,
    amount: '500000',
    currency: 'UZS',
  });
  masterId = (
    await call<{ id: number }>('POST', '/installation-of-products/masters', admin, {
      name: MASTER,
      phone: '998901112299',
      branch_id: branch,
      rate: '150000',
    })
  ).id;
  await withDatabase(inject('databaseUrl'), async (db) => {
    const product = await db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, pinfl,
        phones, branch_id, street)
      values (${CLIENT}, ${nameKey(CLIENT)}, '42345678901234', array['998907654300'], ${branch},
        'Amir Temur koʻchasi 5') returning id`);
    const made = await db.transaction((tx) =>
      createContract(
        tx,
        {
          branchId: branch,
          clientId: Number(client.rows[0]?.id),
          currency: 'UZS',
          tariffId: 1,
          months: 6,
          markupPercent: '40',
          additionalMarkupPercent: '0',
          contractDate: today(),
          items: [
            {
              productId: Number(product.rows[0]?.id),
              unitPrice: 150_000_000n,
              quantity: 1000n,
              discount: 0n,
            },
          ],
          prepayment: 0n,
          rounding: 100_000n,
          byProduct: false,
        },
        me.user.id,
      ),
    );
    await db.execute(sql`update contracts set status = 'ACTIVE', signed_at = now() where id = ${made.id}`);
    await db.execute(sql`update contract_items set needs_installation = true where contract_id = ${made.id}`);
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const row = () => page.locator('[data-testid="installation-jobs-table"] .ant-table-row', { hasText: CLIENT });

describe('installation: a master is assigned, installs, is paid and sees it in the act', () => {
  it('assigns a master and a date to the sold line', async () => {
    await page.goto('/installation-of-products/specifying-install');
    await row().waitFor();
    await expect(row().textContent()).resolves.toContain('Amir Temur koʻchasi 5');
    await row().locator('[data-testid="job-assign"]').click();
    await pickOption(page, 'assign-master', MASTER, run);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/specifying-install$/.test(r.url()) && r.request().method() === 'POST'),
      page.click('[data-testid="assign-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    await expect.poll(() => row().count()).toBe(0);
  });

  it('records the job installed: the master earns his rate', async () => {
    await page.goto('/installation-of-products/install-products');
    await row().waitFor();
    await expect(row().textContent()).resolves.toContain(MASTER);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/install-products\/\d+\/install$/.test(r.url())),
      row().locator('[data-testid="job-install"]').click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(() => row().count()).toBe(0);
  });

  it('pays the master from the cashbox: nothing is owed afterwards', async () => {
    await page.goto('/installation-of-products/master-cash-output');
    await pickOption(page, 'payments-master', MASTER, run);
    await expect
      .poll(() => page.locator('[data-testid="master-balance"]').textContent())
      .toMatch(NUMBER('150 000'));
    await page.click('[data-testid="payments-pay"]');
    await pickOption(page, 'pay-cashbox', CASHBOX);
    await page.fill('[data-testid="pay-amount"]', '150000');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/master-cash-output$/.test(r.url()) && r.request().method() === 'POST'),
      page.click('[data-testid="pay-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    await expect.poll(() => page.locator('[data-testid="master-balance"]').textContent()).toMatch(/^0/);
    const listed = page.locator('[data-testid="master-payments-table"] .ant-table-row', { hasText: MASTER });
    await expect.poll(() => listed.count()).toBe(1);
  });

  it('shows the job and the payment in the reconciliation act, closing at zero', async () => {
    const day = today();
    await page.goto(
      `/installation-of-products/reconciliation-act?master_id=${masterId}&date_from=${day}&date_to=${day}`,
    );
    const rows = page.locator('[data-testid="act-table"] .ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toMatch(/Oʻrnatish ishi/);
    await expect(rows.nth(1).textContent()).resolves.toMatch(/Ustaga toʻlov/);
    // the job says where its rate came from; the payment has no rate
    const sources = /Mahsulot tarifi|Kategoriya tarifi|Usta stavkasi/;
    await expect(rows.nth(0).textContent()).resolves.toMatch(sources);
    await expect(rows.nth(1).textContent()).resolves.not.toMatch(sources);
    await expect(page.locator('[data-testid="act-closing"]').textContent()).resolves.toMatch(/^0/);
    await expect(page.locator('[data-testid="act-opening"]').textContent()).resolves.toMatch(/^0/);
    expect(errors).toEqual([]);
  });
});
