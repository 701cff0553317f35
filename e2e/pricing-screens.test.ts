import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, signIn } from './api.ts';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';

/**
 * The rest of the price screens as the administrator: the input price
 * history of a product received twice (through the API), markups entered
 * for a category, a price tag template made in the editor and printed with,
 * and the integrations screens.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TEMPLATE = `E2E yorliq ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let product: Option;

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(ADMIN.username, ADMIN.password, 'e2e-pricing-screens');
  // A demo product with a plain name, not the one the other price test or the warehouse test receives.
  const plain = (await call<Option[]>('GET', '/information/products/options?is_serial=false', token)).filter(
    (p) => /^[\w .-]+$/.test(p.name),
  );
  const chosen = plain.at(-2);
  if (!chosen) throw new Error('demo products expected');
  product = chosen;
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', token);
  const warehouses = await call<Option[]>(
    'GET',
    `/information/warehouses/options?branch_id=${me.user.branch.id}`,
    token,
  );
  const suppliers = await call<Option[]>('GET', '/information/suppliers/options', token);
  if (!warehouses[0] || !suppliers[0]) throw new Error('demo warehouses and suppliers expected');
  const base = '/warehouse/input-product-invoices';
  for (const price of ['2000000.00', '2100000.00']) {
    const invoice = await call<{ id: number; version: number }>('POST', base, token, {
      warehouse_id: warehouses[0].id,
      supplier_id: suppliers[0].id,
      doc_date: today(),
      lines: [{ product_id: product.id, quantity: '1', price }],
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

/** Opens a remote-search select, types, and picks the option showing exactly this text. */
async function choose(testId: string, text: string): Promise<void> {
  await page.click(`[data-testid="${testId}"]`);
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  );
}

describe('price screens', () => {
  it('shows both input prices of the product and the change between them', async () => {
    await page.goto('/price-management/selling-price-histories');
    await choose('inputs-product', product.name);
    const rows = page.locator('[data-testid="input-prices-table"] tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    // Newest first: 2 100 000 after 2 000 000, +100 000 (+5.00 %).
    expect(await rows.nth(0).textContent()).toMatch(/2\s?100\s?000/);
    expect(await rows.nth(0).textContent()).toMatch(/\+100\s?000.*\(\+5\.00%\)/);
    expect(await rows.nth(1).textContent()).toMatch(/2\s?000\s?000/);
  });

  it('enters a markup for a chosen category, waiting for approval', async () => {
    await page.goto('/price-management/surcharge-for-category');
    const first = page.locator('[data-testid="category-markups-table"] tbody tr.ant-table-row').first();
    await first.waitFor();
    const id = await first.getAttribute('data-row-key');
    await first.locator('.ant-checkbox-input').check();
    await page.click('[data-testid="categories-set"]');
    await page.fill('[data-testid="markup-retail_percent"]', '17.5');
    await page.click('#markup-dialog-save');
    await page.locator(`[data-testid="pending-${id}"]`, { hasText: '17.50' }).waitFor();
  });

  it('opens the sale rate among the engine screens', async () => {
    await page.goto('/price-management/exchange-rate');
    await page.locator('table').first().waitFor();
    expect(pathOf(page)).toBe('/price-management/exchange-rate');
  });
});

describe('price tag templates', () => {
  it('makes a template in the editor, opened from the templates list', async () => {
    await page.goto('/price-tag/price-tag-templates');
    await page.click('[data-testid="template-create-in-editor"]');
    await page.locator('[data-testid="template-editor"]').waitFor();
    expect(pathOf(page)).toBe('/price-tag/create-template');
    await page.fill('[data-testid="template-name"]', TEMPLATE);
    await page.fill('[data-testid="template-footer"]', 'Savdo doʻkoni');
    // A price box past the tag's edge cannot be saved.
    await page.fill('[data-testid="element-price-x"]', '50');
    await page.locator('[data-testid="tag-elements"]', { hasText: /chegarasidan|границы/ }).waitFor();
    expect(await page.locator('[data-testid="template-save"]').isDisabled()).toBe(true);
    await page.fill('[data-testid="element-price-x"]', '3');
    await page.click('[data-testid="element-barcode-show"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="preview-barcode"]'));
    await page.locator('[data-testid="preview-footer"]', { hasText: 'Savdo doʻkoni' }).waitFor();
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/price-tag/template-editor') && r.request().method() === 'POST',
      ),
      page.click('[data-testid="template-save"]'),
    ]);
    expect(saved.status()).toBe(200);
    await page.waitForURL(/create-template\?id=\d+/);
  });

  it('prints price tags with the new template', async () => {
    await page.goto('/price-tag/print-price-tags');
    await choose('print-products', product.name);
    await choose('print-template', TEMPLATE);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/price-tag/print')),
      page.click('[data-testid="print-submit"]'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(new URL(response.url()).searchParams.get('template_id')).toMatch(/^\d+$/);
    await page.locator('[data-testid="price-tags-pdf"]').waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('integrations', () => {
  it('opens the marked goods with both tabs and the sold IMEI units', async () => {
    await page.goto('/integrations/markings');
    await page.locator('[data-testid="markings-residue"]').waitFor();
    await page.click('.ant-tabs-tab >> nth=1');
    await page.locator('[data-testid="markings-output"]').waitFor();
    await page.goto('/integrations/uzimei-blocked');
    await page.locator('[data-testid="uzimei-table"]').waitFor();
    expect(errors).toEqual([]);
  });
});
