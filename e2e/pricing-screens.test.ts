import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStock, type Option, productFromEnd, receive, signIn } from './api.ts';
import { chooseOption, launchBrowser, openPage, pathOf, signInAs } from './browser.ts';

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

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(ADMIN.username, ADMIN.password, 'e2e-pricing-screens');
  // A demo product not the one the other price test or the warehouse test receives, received twice.
  const stock = await demoStock(token);
  product = productFromEnd(stock, 2);
  for (const price of ['2000000.00', '2100000.00']) await receive(token, stock, product.id, price);
  ({ page, errors } = await openPage(browser));
  await signInAs(page, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

describe('price screens', () => {
  it('shows both input prices of the product and the change between them', async () => {
    await page.goto('/price-management/selling-price-histories');
    await chooseOption(page, 'inputs-product', product.name);
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
    await expect(page.locator('[data-testid="print-price-tags-title"]').textContent()).resolves.toBe(
      'Narx yorliqlarini chop etish',
    );
    await chooseOption(page, 'print-products', product.name);
    await chooseOption(page, 'print-template', TEMPLATE);
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
