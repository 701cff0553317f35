import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, receive, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * A cashier pays a supplier on the supplier payments screen and sees the
 * supplier's reconciliation act change by that amount; the payment prints
 * as a cash expense order (PDF) and the list exports to .xlsx. The
 * supplier (with a 3 000 000 soʻm invoice) and the cashier's cashbox with
 * its cash are made through the API.
 */

const CASHIER = E2E_USERS.supplierCashier;
const run = Date.now().toString(36);
const SUPPLIER = `Kassa Taʼminot ${run} MChJ`;
const NOTE = `E2E taʼminotchiga toʻlov ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let supplierId: number;
const BOX = `E2E toʻlov kassasi ${run}`;
const INVESTOR = `E2E Investor ${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-cash-screens');
  const cashier = await signIn(CASHIER.username, CASHIER.password, 'e2e-cash-screens');
  const me = await call<{ user: { id: number } }>('GET', '/user/me', cashier);
  const adminMe = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const box = await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
    name: BOX,
    branch_id: adminMe.user.branch.id,
    responsible_id: me.user.id,
  });
  // the administrator (every rule, cashbox.all) puts the cash in
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: box.id,
    amount: '5000000',
    currency: 'UZS',
  });
  const supplier = await call<Option>('POST', '/information/suppliers', admin, { name: SUPPLIER });
  supplierId = supplier.id;
  await call('POST', '/info/investors', admin, { name: INVESTOR });
  const warehouses = await call<Option[]>(
    'GET',
    `/information/warehouses/options?branch_id=${adminMe.user.branch.id}`,
    admin,
  );
  const products = await call<Option[]>('GET', '/information/products/options?is_serial=false', admin);
  if (!warehouses[0] || !products[0]) throw new Error('demo warehouses and products expected');
  await receive(admin, { warehouse: warehouses[0], supplier }, products[0].id, '3000000.00');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, CASHIER.username, CASHIER.password);
});

afterAll(async () => {
  await browser?.close();
});

const row = () => page.locator('[data-testid="cash-operations-table"] .ant-table-row', { hasText: NOTE });

async function actCloses(amount: RegExp): Promise<void> {
  await page.goto(`/supplier-calculations/reconciliation-act?supplier_id=${supplierId}`);
  await page.locator('[data-testid="act-closing"]', { hasText: amount }).waitFor();
}

describe('supplier payments at the cash desk', () => {
  it("pays a supplier and the supplier's act goes down by the payment", async () => {
    await actCloses(/3\s?000\s?000/);

    await page.goto('/cashbox/supplier-output-operations');
    await page.waitForSelector('[data-testid="cash-operations-table"]');
    await page.click('[data-testid="cash-operation-add"]');
    await pickOption(page, 'cash-operation-counterpart', SUPPLIER, `Kassa Taʼminot ${run}`);
    await page.fill('[data-testid="cash-operation-amount"]', '1250000');
    await page.fill('[data-testid="cash-operation-comment"]', NOTE);
    await page.click('[data-testid="cash-operation-save"]');
    await row().locator('[data-testid^="operation-status-"]', { hasText: 'Tasdiqlangan' }).waitFor();
    await expect(row().textContent()).resolves.toContain(SUPPLIER);

    await actCloses(/1\s?750\s?000/);
    await page.locator('[data-testid="act-table"] .ant-table-row', { hasText: /1\s?250\s?000/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('prints the payment as a cash order (PDF) and exports the list (.xlsx)', async () => {
    await page.goto('/cashbox/supplier-output-operations');
    const print = row().locator('[data-testid^="operation-print-"]');
    await print.waitFor();
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => /\/api\/cashbox\/operations\/\d+\/print$/.test(r.url())),
      print.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.locator('[data-testid="cash-order-pdf-frame"]').waitFor();
    await page.keyboard.press('Escape');

    const [file] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/cashbox/operations/export')),
      page.click('[data-testid="cash-operations-export"]'),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('spreadsheetml');
    expect(errors).toEqual([]);
  });

  it("enters an investor's money from the journal's New operation, choosing the type", async () => {
    const admin = await openPage(browser);
    await signInAs(admin.page, 'admin', 'Admin@123');
    await admin.page.goto('/cashbox/all-cashbox-operations');
    await admin.page.click('[data-testid="cash-operation-add"]');
    await pickOption(admin.page, 'cash-operation-type', 'Investordan kirim');
    await pickOption(admin.page, 'cash-operation-cashbox', BOX);
    await pickOption(admin.page, 'cash-operation-counterpart', INVESTOR);
    await admin.page.fill('[data-testid="cash-operation-amount"]', '7000000');
    await admin.page.fill('[data-testid="cash-operation-comment"]', `E2E investitsiya ${run}`);
    await admin.page.click('[data-testid="cash-operation-save"]');
    const entered = admin.page.locator('[data-testid="cash-operations-table"] .ant-table-row', {
      hasText: `E2E investitsiya ${run}`,
    });
    await entered.locator('[data-testid^="operation-status-"]', { hasText: 'Tasdiqlangan' }).waitFor();
    await expect(entered.textContent()).resolves.toContain(INVESTOR);
    await expect(entered.textContent()).resolves.toContain('Investordan kirim');
    expect(admin.errors).toEqual([]);
  });

  it('lists rendered-service payments on the supplier payment screen: alone for their holder, beside supplier payments for both', async () => {
    // a service rendered by the supplier, paid from a cashbox of the administrator's
    const admin = await signIn('admin', 'Admin@123', 'e2e-cash-screens');
    const adminMe = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
    const box = await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: `E2E xizmat kassasi ${run}`,
      branch_id: adminMe.user.branch.id,
      responsible_id: adminMe.user.id,
    });
    await call('POST', '/cashbox/operations?approve=true', admin, {
      type: 'CASHBOX_INPUT',
      cashbox_id: box.id,
      amount: '900000',
      currency: 'UZS',
    });
    const cost = await call<Option>('POST', '/expenses/cost-items', admin, { name: `E2E qoʻriqlash ${run}` });
    const service = await call<{ id: number }>('POST', '/expenses/provided-services', admin, {
      supplier_id: supplierId,
      branch_id: adminMe.user.branch.id,
      cost_item_id: cost.id,
      amount: '600000',
      currency: 'UZS',
    });
    await call('POST', `/expenses/provided-services/${service.id}/payments`, admin, {
      direction: 'out',
      source: 'cash',
      cashbox_id: box.id,
      amount: '600000',
    });

    const reader = await openPage(browser);
    await signInAs(reader.page, E2E_USERS.serviceReader.username, E2E_USERS.serviceReader.password);
    await reader.page.goto('/cashbox/supplier-output-operations');
    const readerRows = reader.page.locator('[data-testid="cash-operations-table"] .ant-table-row', {
      hasText: SUPPLIER,
    });
    await readerRows.first().waitFor();
    await expect(readerRows.count()).resolves.toBe(1);
    await expect(reader.page.locator('[data-testid="cash-operations-type"]').count()).resolves.toBe(0);
    await expect(reader.page.locator('[data-testid="cash-operation-add"]').count()).resolves.toBe(0);
    expect(reader.errors).toEqual([]);

    const both = await openPage(browser);
    await signInAs(both.page, 'admin', 'Admin@123');
    await both.page.goto('/cashbox/supplier-output-operations');
    const rows = both.page.locator('[data-testid="cash-operations-table"] .ant-table-row', {
      hasText: SUPPLIER,
    });
    await rows.filter({ hasText: 'Koʻrsatilgan xizmat chiqimi' }).first().waitFor();
    await rows.filter({ hasText: 'Taʼminotchiga toʻlov' }).first().waitFor();
    await pickOption(both.page, 'cash-operations-type', 'Taʼminotchiga toʻlov');
    await rows.filter({ hasText: 'Koʻrsatilgan xizmat chiqimi' }).first().waitFor({ state: 'detached' });
    await rows.filter({ hasText: 'Taʼminotchiga toʻlov' }).first().waitFor();
    expect(both.errors).toEqual([]);
  });
});
