import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * The supplier reconciliation act as the administrator: a supplier of its
 * own gets an approved invoice last month (400 000 soʻm, the opening debt)
 * and one this month (1 000 000), through the API; in the browser the act of
 * this month shows the opening and closing debts, and prints as a PDF.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
const SUPPLIER = 'Solishtirish Savdo MChJ';

interface Option {
  id: number;
  name: string;
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

const wire = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const token = (
    await call<{ access_token: string }>('POST', '/user/sign-in-web', null, {
      ...ADMIN,
      app: 'WEB',
      device_id: 'e2e-supplier-settlements',
    })
  ).access_token;
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', token);
  const warehouses = await call<Option[]>(
    'GET',
    `/information/warehouses/options?branch_id=${me.user.branch.id}`,
    token,
  );
  const products = await call<Option[]>('GET', '/information/products/options?is_serial=false', token);
  if (!warehouses[0] || !products[0]) throw new Error('demo warehouses and products expected');
  const supplier = await call<{ id: number }>('POST', '/information/suppliers', token, { name: SUPPLIER });

  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const base = '/warehouse/input-product-invoices';
  for (const [date, price] of [
    [wire(lastMonth), '400000.00'],
    [wire(now), '1000000.00'],
  ] as const) {
    const invoice = await call<{ id: number; version: number }>('POST', base, token, {
      warehouse_id: warehouses[0].id,
      supplier_id: supplier.id,
      doc_date: date,
      lines: [{ product_id: products[0].id, quantity: '1', price }],
    });
    const sent = await call<{ version: number }>('POST', `${base}/${invoice.id}/send`, token, {
      version: invoice.version,
    });
    await call('POST', `${base}/${invoice.id}/approve`, token, { version: sent.version });
  }

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
