import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoStock, type Option, productFromEnd, receive, signIn } from './api.ts';
import { chooseOption, confirmOk, launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * Selling prices as the administrator: a general markup of 25 % approved and
 * one demo product received at 1 000 000 soʻm (through the API), then in the
 * browser the proposed price 1 250 000 is applied, found in the history, and
 * the product's price tag printed as a PDF.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
/** "1 250 000" whatever space Intl puts between the groups. */
const NEW_PRICE = /1\s?250\s?000/;

let browser: Browser;
let page: Page;
let errors: string[];
let product: Option;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(ADMIN.username, ADMIN.password, 'e2e-pricing');
  // A demo product with a plain name (typed into the product search), not one the warehouse test receives.
  const stock = await demoStock(token);
  product = productFromEnd(stock, 1);
  const markup = await call<{ id: number }>('POST', '/price-management/general-markups', token, {
    date: '2026-01-01',
    retail_percent: '25',
    wholesale_percent: '10',
  });
  await call('POST', `/price-management/general-markups/${markup.id}/approve`, token);
  await receive(token, stock, product.id, '1000000.00');

  ({ page, errors } = await openPage(browser));
  await signInAs(page, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

/** Prints with this button and checks the answer is a PDF, shown in the dialog. */
async function printsPdf(button: string): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/price-tag/print')),
    page.click(`[data-testid="${button}"]`),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(new URL(response.url()).searchParams.get('product_ids')).toBe(String(product.id));
  await page.locator('[data-testid="price-tags-pdf"]').waitFor();
  await page.keyboard.press('Escape');
}

describe('selling prices and price tags', () => {
  it('shows the proposed price of the received product and applies it', async () => {
    await page.goto('/price-management/change-selling-prices');
    await chooseOption(page, 'pricing-product-filter', product.name);
    const retail = page.locator(`[data-testid="retail-${product.id}"]`, { hasText: NEW_PRICE });
    await retail.waitFor();
    await page.locator(`tr[data-row-key="${product.id}"] .ant-checkbox-input`).check();
    await page.locator('[data-testid="pricing-selected"]', { hasText: '1' }).waitFor();
    await page.click('[data-testid="pricing-apply"]');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    await confirmOk(page);
    await page.locator('[data-testid="toast-success"]', { hasText: /\b1\b/ }).waitFor();
    // Applied: the current price is the new one, nothing left to change.
    await page.locator(`tr[data-row-key="${product.id}"] .ant-tag`).first().waitFor();
    expect(await page.locator(`[data-testid="retail-${product.id}"] > div`).first().textContent()).toMatch(
      new RegExp(`^${NEW_PRICE.source}`),
    );
    expect(await page.locator('[data-testid="pricing-apply"]').isDisabled()).toBe(true);
  });

  it('lists the change in the history', async () => {
    await page.goto('/price-management/changed-selling-prices');
    await chooseOption(page, 'history-product-filter', product.name);
    await page
      .locator('[data-testid="pricing-history"] tbody tr', { hasText: product.name })
      .first()
      .waitFor();
    expect(
      await page.locator('[data-testid="pricing-history"] tbody tr', { hasText: NEW_PRICE }).count(),
    ).toBeGreaterThan(0);
  });

  it('prints the price tag of a chosen product as a PDF', async () => {
    await page.goto('/price-tag/print-price-tags');
    await chooseOption(page, 'print-products', product.name);
    await printsPdf('print-submit');
  });

  it('prints the price tags of the products whose price changed this week', async () => {
    await page.goto('/price-tag/products-price-changes');
    await page.locator(`[data-testid="changed-products"] tr[data-row-key="${product.id}"]`).waitFor();
    await page.locator(`tr[data-row-key="${product.id}"] .ant-checkbox-input`).check();
    await printsPdf('changes-print');
    expect(errors).toEqual([]);
  });
});
