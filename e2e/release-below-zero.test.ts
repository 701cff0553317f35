import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../apps/api/src/platform/db/client.ts';
import { activeContract, type FixtureSale, fixtureClient, goodsIn } from '../apps/api/test/fixtures/sales.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * Releasing more than the warehouse holds (issue 22 item 6): the invoice
 * form says where the goods are and how many the chosen warehouse lacks;
 * approving asks to confirm going below zero, naming the line, and only the
 * confirmation releases the goods (the stock goes below zero at its cost).
 */

const USER = E2E_USERS.trustedReleaser;
const run = Date.now().toString(36);
const names = {
  warehouse: `E2E minus ombor ${run}`,
  cable: `E2E Kabel ${run}`,
  client: `E2E Minus mijoz ${run}`,
};

let browser: Browser;
let page: Page;
let errors: string[];
let database: Database;
let contract: FixtureSale;
let warehouseId = 0;
let productId = 0;

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows[0] as T;

beforeAll(async () => {
  database = connect(inject('databaseUrl'), 2);
  const admin = await one<{ id: number; branch_id: number }>(
    sql`select id, branch_id from users where username = 'admin'`,
  );
  warehouseId = (
    await one<{ id: number }>(
      sql`insert into warehouses (name, branch_id) values (${names.warehouse}, ${admin.branch_id}) returning id`,
    )
  ).id;
  const unit = await one<{ id: number }>(sql`select id from units order by id limit 1`);
  const category = await one<{ id: number }>(sql`select id from product_categories order by id limit 1`);
  productId = (
    await one<{ id: number }>(
      sql`insert into products (name, product_category_id, unit_id) values (${names.cable}, ${category.id}, ${unit.id})
        returning id`,
    )
  ).id;
  await goodsIn(database.db, { productId, warehouseId, quantity: 1, unitCost: 1_500_000n, userId: admin.id });
  const client = await fixtureClient(database.db, admin.branch_id, names.client);
  contract = await activeContract(database.db, {
    branchId: admin.branch_id,
    clientId: client,
    items: [{ productId, quantity: 3, price: 2_500_000n }],
  });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  await signInAs(page, USER.username, USER.password);
});

afterAll(async () => {
  await browser?.close();
  await database?.pool.end();
});

describe('release below zero', () => {
  it('shows where the goods are, asks to confirm the shortage, and releases only once confirmed', async () => {
    await page.goto('/information/warehouses/giving-products-to-client');
    await page.waitForSelector('[data-testid="sales-table"]');
    await page
      .locator('input[data-testid="sales-search"], [data-testid="sales-search"] input')
      .first()
      .fill(names.client);
    await page.keyboard.press('Enter');
    await page.click(`[data-testid="sale-open-CONTRACT-${contract.id}"]`);
    await page.click('[data-testid="sale-make-invoice"]');
    await page.waitForSelector('[data-testid="invoice-lines-form"]');
    const item = contract.items[0] ?? 0;
    // where the goods are: the one warehouse holding a unit, offered as a pick
    await page.locator(`[data-testid="line-where-${item}"]`, { hasText: names.warehouse }).waitFor();
    await pickOption(page, 'invoice-warehouse', names.warehouse);
    await expect(page.textContent(`[data-testid="line-stock-${item}"]`)).resolves.toBe('1');
    await page.fill(`[data-testid="line-quantity-${item}"]`, '3');
    await page.locator(`[data-testid="line-short-${item}"]`, { hasText: '2' }).waitFor();

    const [refused] = await Promise.all([
      page.waitForResponse((r) => /\/api\/output-product\/invoices\/\d+\/approve$/.test(r.url())),
      page.click('[data-testid="invoice-save-approve"]'),
    ]);
    expect(refused.status()).toBe(409);
    const invoiceId = Number(/invoices\/(\d+)\/approve/.exec(refused.url())?.[1]);
    const question = page.locator('[data-testid="below-zero-lines"]');
    await question.waitFor();
    await expect(question.textContent()).resolves.toMatch(new RegExp(`1-qator «${names.cable}».*yetmaydi 2`));
    // nothing left the warehouse before the confirmation
    const before = await one<{ status: string }>(
      sql`select status from output_invoices where id = ${invoiceId}`,
    );
    expect(before.status).toBe('CREATED');

    const [approved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/invoices/${invoiceId}/approve`) && r !== refused),
      confirmOk(page),
    ]);
    expect(approved.status()).toBe(200);
    expect(JSON.parse(approved.request().postData() ?? '{}')).toMatchObject({ below_zero: true });
    await page.locator(`[data-testid="sale-left-${item}"]`, { hasText: /^0$/ }).waitFor();
    const stock = await one<{ quantity: string; cost_uzs: string }>(sql`select quantity::text, cost_uzs::text
      from stock_balances where item_kind = 'product' and product_id = ${productId} and warehouse_id = ${warehouseId}`);
    // −2 booked at the last unit cost: never at 0
    expect(stock).toEqual({ quantity: '-2000', cost_uzs: '-3000000' });
    expect(errors).toEqual([]);
  });
});
