import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../apps/api/src/platform/db/client.ts';
import { activeContract, type FixtureSale, fixtureClient, goodsIn } from '../apps/api/test/fixtures/sales.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * The warehouse releases a phone by its IMEI for a signed contract: the
 * storekeeper finds the contract on the hand-out screen, makes the output
 * invoice for delivery with a driver, scans the IMEI and approves it (the
 * phone leaves the warehouse at its cost); the delivery then goes
 * COLLECTING → DELIVERY → COMPLETED on the deliveries screen.
 */

const USER = E2E_USERS.releaser;
const run = Date.now().toString(36);
const IMEI = ['356938035643809', '356938035643817'];
const names = {
  warehouse: `E2E ombor ${run}`,
  phone: `E2E Telefon ${run}`,
  client: `E2E Mijoz ${run}`,
  driver: `E2E Haydovchi ${run}`,
};

let browser: Browser;
let page: Page;
let errors: string[];
let database: Database;
let contract: FixtureSale;
let invoiceId = 0;

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0] as T;

beforeAll(async () => {
  database = connect(inject('databaseUrl'), 2);
  const admin = await one<{ id: number; branch_id: number }>(
    sql`select id, branch_id from users where username = 'admin'`,
  );
  const warehouse = await one<{ id: number }>(
    sql`insert into warehouses (name, branch_id) values (${names.warehouse}, ${admin.branch_id}) returning id`,
  );
  const unit = await one<{ id: number }>(sql`select id from units order by id limit 1`);
  const category = await one<{ id: number }>(sql`select id from product_categories order by id limit 1`);
  const phone = await one<{ id: number }>(
    sql`insert into products (name, product_category_id, unit_id, is_serial)
      values (${names.phone}, ${category.id}, ${unit.id}, true) returning id`,
  );
  await goodsIn(database.db, {
    productId: phone.id,
    warehouseId: warehouse.id,
    quantity: 2,
    unitCost: 250_000_000n,
    userId: admin.id,
    serials: IMEI,
  });
  await database.db.execute(sql`insert into drivers (name, phone) values (${names.driver}, '998907776655')`);
  const client = await fixtureClient(database.db, admin.branch_id, names.client);
  contract = await activeContract(database.db, {
    branchId: admin.branch_id,
    clientId: client,
    items: [{ productId: phone.id, quantity: 1, price: 390_000_000n }],
  });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  await signInAs(page, USER.username, USER.password);
});

afterAll(async () => {
  await browser?.close();
  await database?.pool.end();
});

describe('release of a phone by its IMEI', () => {
  it('the storekeeper finds the contract, scans the IMEI and approves the invoice', async () => {
    await page.goto('/information/warehouses/giving-products-to-client');
    await page.waitForSelector('[data-testid="sales-table"]');
    const [listed] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/output-product/unreleased?') && r.url().includes('search='),
      ),
      page
        .locator('input[data-testid="sales-search"], [data-testid="sales-search"] input')
        .first()
        .fill(names.client)
        .then(() => page.keyboard.press('Enter')),
    ]);
    expect(listed.status()).toBe(200);
    await page.click(`[data-testid="sale-open-CONTRACT-${contract.id}"]`);
    await page.waitForSelector('[data-testid="sale-items"]');
    const item = contract.items[0] ?? 0;
    await expect(page.textContent(`[data-testid="sale-left-${item}"]`)).resolves.toBe('1');
    await page.click('[data-testid="sale-make-invoice"]');
    await page.waitForSelector('[data-testid="invoice-lines-form"]');
    await pickOption(page, 'invoice-warehouse', names.warehouse);
    await page.locator('[data-testid="invoice-handover"] label', { hasText: 'Yetkazib berish' }).click();
    await pickOption(page, 'invoice-driver', names.driver);
    await page.fill(`[data-testid="line-scan-${item}"]`, IMEI[1] ?? '');
    await page.press(`[data-testid="line-scan-${item}"]`, 'Enter');
    await page.locator(`[data-testid="line-serials-${item}"]`, { hasText: IMEI[1] ?? '' }).waitFor();
    const [created, approved] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/output-product/invoices') && r.request().method() === 'POST',
      ),
      page.waitForResponse((r) => /\/api\/output-product\/invoices\/\d+\/approve$/.test(r.url())),
      page.click('[data-testid="invoice-save-approve"]'),
    ]);
    expect(created.status()).toBe(201);
    expect(approved.status()).toBe(200);
    invoiceId = ((await approved.json()) as { data: { id: number } }).data.id;
    await page.locator(`[data-testid="invoice-status-${invoiceId}"][data-status="APPROVED"]`).waitFor();
    await page.locator(`[data-testid="handover-status-${invoiceId}"][data-status="COLLECTING"]`).waitFor();
    await page.locator(`[data-testid="sale-left-${item}"]`, { hasText: /^0$/ }).waitFor();
    const unit = await one<{ status: string }>(sql`select status from stock_serials where serial = ${IMEI[1]}
      and product_id = (select product_id from contract_items where id = ${item})`);
    expect(unit.status).toBe('OUT');
    const cost = await one<{ cost_uzs: string }>(
      sql`select cost_uzs from contracts where id = ${contract.id}`,
    );
    expect(cost.cost_uzs).toBe('250000000');
    expect(errors).toEqual([]);
  });

  it('the delivery goes COLLECTING → DELIVERY → COMPLETED', async () => {
    await page.goto('/output-product/deliveries');
    const status = (value: string) =>
      page.locator(`[data-testid="handover-status-${invoiceId}"][data-status="${value}"]`);
    await status('COLLECTING').waitFor();
    for (const [step, next] of [
      ['dispatch', 'DELIVERY'],
      ['deliver', 'COMPLETED'],
    ] as const) {
      await page.click(`[data-testid="handover-step-${step}-${invoiceId}"]`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/deliveries/${invoiceId}/${step}`)),
        confirmOk(page),
      ]);
      expect(answer.status()).toBe(200);
      await status(next).waitFor();
    }
    const events = await database.db.execute<{ event: string }>(
      sql`select event from output_invoice_events where invoice_id = ${invoiceId} order by id`,
    );
    expect(events.rows.map((e) => e.event)).toEqual(['create', 'approve', 'dispatch', 'deliver']);
    expect(errors).toEqual([]);
  });
});
