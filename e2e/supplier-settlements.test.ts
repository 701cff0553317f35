import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, receive, signIn, wireDate } from './api.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * The supplier reconciliation act as the administrator: a supplier of its
 * own gets an approved invoice last month (400 000 soʻm, the opening debt)
 * and one this month (1 000 000), through the API; in the browser the act of
 * this month shows the opening and closing debts, and prints as a PDF.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
const SUPPLIER = 'Solishtirish Savdo MChJ';

let browser: Browser;
let page: Page;
let errors: string[];
let supplierId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(ADMIN.username, ADMIN.password, 'e2e-supplier-settlements');
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', token);
  const warehouses = await call<Option[]>(
    'GET',
    `/information/warehouses/options?branch_id=${me.user.branch.id}`,
    token,
  );
  const products = await call<Option[]>('GET', '/information/products/options?is_serial=false', token);
  if (!warehouses[0] || !products[0]) throw new Error('demo warehouses and products expected');
  const supplier = await call<Option>('POST', '/information/suppliers', token, { name: SUPPLIER });
  supplierId = supplier.id;

  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const at = { warehouse: warehouses[0], supplier };
  await receive(token, at, products[0].id, '400000.00', wireDate(lastMonth));
  await receive(token, at, products[0].id, '1000000.00', wireDate(now));

  ({ page, errors } = await openPage(browser));
  await signInAs(page, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

describe('supplier reconciliation act', () => {
  it('shows the opening and closing debts of a supplier with an approved invoice, and prints the act', async () => {
    await page.goto('/supplier-calculations/reconciliation-act');
    await page.locator('[data-testid="act-pick"]').waitFor();
    await page.click('[data-testid="act-supplier"]');
    await page.keyboard.type('Solishtirish');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: SUPPLIER,
      })
      .first()
      .click();

    await page.locator('[data-testid="act-opening"]', { hasText: /400\s?000/ }).waitFor();
    await page.locator('[data-testid="act-closing"]', { hasText: /1\s?400\s?000/ }).waitFor();
    expect(await page.locator('[data-testid="act-table"] tbody tr.ant-table-row').count()).toBe(1);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/supplier-calculations/reconciliation-act/pdf')),
      page.click('[data-testid="act-pdf"]'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await page.locator('[data-testid="act-pdf-frame"]').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('supplier limits and bonuses', () => {
  it("sets the supplier's debt limit in the dialog: the list shows it and the room left", async () => {
    await page.goto('/supplier-calculations/limits?search=Solishtirish');
    await page.locator(`[data-testid="limit_uzs-${supplierId}"]`).waitFor();
    await page.click(`[data-testid="limit-edit-${supplierId}"]`);
    await page.fill('[data-testid="limit-uzs"]', '5 000 000');
    await page.click('[data-testid="limit-save"]');
    await page.locator(`[data-testid="limit_uzs-${supplierId}"]`, { hasText: /5\s?000\s?000/ }).waitFor();
    // 5 000 000 limit − 1 400 000 owed.
    await page.locator(`[data-testid="room_uzs-${supplierId}"]`, { hasText: /3\s?600\s?000/ }).waitFor();
  });

  it('enters a bonus and approves it: the act shows it and the closing debt falls by it', async () => {
    await page.goto('/supplier-calculations/bonus-from-the-supplier');
    await page.click('[data-testid="bonus-add"]');
    await pickOption(page, 'bonus-supplier', SUPPLIER, 'Solishtirish');
    await page.fill('[data-testid="bonus-amount"]', '150000');
    await page.click('[data-testid="bonus-save"]');
    const row = page.locator('[data-testid="bonuses-table"] tr.ant-table-row', { hasText: SUPPLIER }).first();
    await row.waitFor();
    const id = (await row.getAttribute('data-row-key')) ?? '';
    await page.locator(`[data-testid="bonus-status-${id}"]`, { hasText: /.+/ }).waitFor();
    await page.click(`[data-testid="bonus-approve-${id}"]`);
    await confirmOk(page);
    await page.locator(`[data-testid="bonus-cancel-approved-${id}"]`).waitFor();

    await page.goto('/supplier-calculations/reconciliation-act');
    await pickOption(page, 'act-supplier', SUPPLIER, 'Solishtirish');
    await page.locator('[data-testid="act-closing"]', { hasText: /1\s?250\s?000/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
