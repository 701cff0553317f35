import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoStock, type Option, receive, signIn, today } from './api.ts';
import { baseUrl, launchBrowser, signInAs } from './browser.ts';

/**
 * The warehouse document lists at a laptop's 1440×900, with supplier
 * invoices received in two branches (each branch numbers its own from 1):
 * numbers carry their branch's prefix, and the fixed actions column never
 * covers the status column.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn('admin', 'Admin@123', 'e2e-document-lists');
  const stock = await demoStock(token);
  const branches = await call<Option[]>('GET', '/warehouse/branches/get-branches-for-autocomplete', token);
  let received = 0;
  for (const branch of branches) {
    const [warehouse] = await call<Option[]>(
      'GET',
      `/information/warehouses/options?branch_id=${branch.id}`,
      token,
    );
    if (!warehouse) continue;
    for (const product of stock.products.slice(0, 2))
      await receive(token, { warehouse, supplier: stock.supplier }, product.id, '150000.00');
    if (++received === 2) break;
  }
  // drafts and sent ones too: their rows carry the most actions (send, approve, reject, delete, print)
  const [warehouse] = await call<Option[]>('GET', '/information/warehouses/options', token);
  for (const send of [false, true]) {
    const draft = await call<{ id: number; version: number }>(
      'POST',
      '/warehouse/input-product-invoices',
      token,
      {
        warehouse_id: warehouse?.id,
        supplier_id: stock.supplier.id,
        doc_date: today(),
        lines: [{ product_id: stock.products[0]?.id, quantity: '1', price: '99000.00' }],
      },
    );
    if (send)
      await call('POST', `/warehouse/input-product-invoices/${draft.id}/send`, token, {
        version: draft.version,
      });
  }
  if (received < 2) throw new Error('two branches with a warehouse expected in the demo data');
});
afterAll(async () => {
  await browser?.close();
});

async function openList(path: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, 'admin', 'Admin@123');
  await page.goto(path);
  await page.waitForSelector('[data-testid="doc-table"]:not([data-loading]) [data-testid^="doc-number-"]');
  return { page, errors };
}

describe('document lists', () => {
  it("show each number with its branch's prefix, so no two rows read the same", async () => {
    const { page, errors } = await openList('/information/warehouses/input-product-invoices');
    const numbers = await page.locator('[data-testid^="doc-number-"]').allTextContents();
    expect(numbers.length).toBeGreaterThan(1);
    for (const number of numbers) expect(number).toMatch(/^[A-Z0-9]{2,5}-\d+$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(errors).toEqual([]);
  });

  it('keep the fixed actions column clear of the status column at 1440 px', async () => {
    const { page, errors } = await openList('/information/warehouses/input-product-invoices');
    await page.screenshot({ path: process.env.E2E_SCREENSHOT ?? '/tmp/doc-list-1440.png' });
    const rows = page.locator('[data-testid="doc-table"] tbody tr.ant-table-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(count, 5); i++) {
      const row = rows.nth(i);
      const status = await row.locator('[data-testid^="doc-status-"]').boundingBox();
      // the actions are the last cell, fixed at the right edge only when narrow (shared/list-columns.ts)
      const actions = await row.locator('td').last().boundingBox();
      if (!status || !actions) throw new Error('status or actions cell not shown');
      expect(status.x + status.width).toBeLessThanOrEqual(actions.x);
    }
    expect(errors).toEqual([]);
  });
});
