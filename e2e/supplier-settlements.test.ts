import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, receive, signIn, wireDate } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';

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
