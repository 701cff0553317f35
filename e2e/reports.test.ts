import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoStock, type Option, receive, signIn } from './api.ts';
import { baseUrl, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * The reports: the demo warehouse keeper (`omborchi`, granted R0034 and
 * R0035 through the position) finds reports in the catalogue by code and by
 * title, opens the stock balance, exports it with a filter and drills into
 * the FIFO batches behind a quantity; the administrator grants a report to
 * a position on the report rights screen.
 */

const KEEPER = { username: 'omborchi', password: 'Ombor@123' };
const ADMIN = { username: 'admin', password: 'Admin@123' };

let browser: Browser;
let page: Page;
let errors: string[];
let product: Option;
let keeperToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  keeperToken = await signIn(KEEPER.username, KEEPER.password, 'e2e-reports');
  const stock = await demoStock(keeperToken);
  product = stock.products[0] as Option;
  // one unit in the keeper's warehouse, so the stock report has a row of this product
  await receive(keeperToken, stock, product.id, '150000');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, KEEPER.username, KEEPER.password);
});

afterAll(async () => {
  await browser?.close();
});

const visibleCodes = () =>
  page
    .locator('[data-testid^="reports-group-"] [data-testid^="report-R"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace('report-', '') ?? ''));

describe('report catalogue', () => {
  it('shows only the granted reports, grouped, found by code or by title', async () => {
    await page.goto('/information/reports');
    await page.locator('[data-testid="reports-group-WAREHOUSE"]').waitFor();
    expect(await visibleCodes()).toEqual(['R0034', 'R0035']);
    expect(await page.locator('[data-testid="reports-group-LEVY"]').count()).toBe(0);

    const search = page.locator('[data-testid="report-search"] input');
    await search.fill('r0035');
    await page.waitForFunction(() => !document.querySelector('[data-testid="report-R0034"]'));
    expect(await visibleCodes()).toEqual(['R0035']);
    // by the title, typed with a plain apostrophe
    await search.fill("mahsulot qoldig'i");
    await page.waitForFunction(() => !document.querySelector('[data-testid="report-R0035"]'));
    expect(await visibleCodes()).toEqual(['R0034']);
    expect(errors).toEqual([]);
  });

  it('opens a report, exports it with its filter and drills into the batches behind a quantity', async () => {
    await page.goto('/information/reports');
    await page.locator('[data-testid="reports-group-WAREHOUSE"] [data-testid="report-R0034"] a').click();
    await page.locator('[data-testid="report-table"] [data-testid="report-total"]').waitFor();
    await pickOption(page, 'report-filter-product', product.name);
    await page.locator('[data-testid="report-apply"]').click();
    await page.waitForURL(new RegExp(`product_id=${product.id}`));
    const row = page.locator('[data-testid="report-table"] .ant-table-row', { hasText: product.name });
    await row.first().waitFor();
    expect(await page.locator('[data-testid="report-table"] .ant-table-row').count()).toBeGreaterThan(0);

    // the CSV holds the filtered rows only: this product's
    const answer = page.waitForResponse((r) => r.url().includes('/api/reports/R0034/export/csv'));
    await page.locator('[data-testid="report-export-csv"]').click();
    const exported = new URL((await answer).url());
    expect(exported.searchParams.get('product_id')).toBe(String(product.id));
    // the same request again from here (a download's body is not kept by the browser)
    const csv = await (
      await fetch(`${baseUrl()}${exported.pathname}${exported.search}`, {
        headers: { Authorization: `Bearer ${keeperToken}` },
      })
    ).text();
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(product.name))).toBe(true);

    // the quantity opens R0035 for the same product and warehouse
    await row.first().locator('[data-testid="drill-quantity"]').click();
    await page.waitForURL(/code=R0035/);
    expect(new URL(page.url()).searchParams.get('product_id')).toBe(String(product.id));
    // the batches' own columns: the input date and document of each batch
    await page.locator('[data-testid="report-table"] th', { hasText: 'Kirim sanasi' }).waitFor();
    await page
      .locator('[data-testid="report-table"] .ant-table-row', { hasText: product.name })
      .first()
      .waitFor();
  });

  it('lists the reports just opened first', async () => {
    await page.goto('/information/reports?code=R0035');
    await page.locator('[data-testid="report-table"] [data-testid="report-total"]').waitFor();
    await page.goto('/information/reports');
    const recent = page.locator('[data-testid="reports-recent"] [data-testid^="report-R"]');
    await recent.first().waitFor();
    expect(await recent.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual([
      'report-R0035',
      'report-R0034',
    ]);
  });
});

describe('report rights', () => {
  it('grants a report to a position: its holders then find it in their catalogue', async () => {
    const admin = await openPage(browser);
    await signInAs(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.goto('/information/reports/rules');
    await pickOption(admin.page, 'report-filter-position', 'Omborchi');
    const portfolio = admin.page.locator('[data-testid="right-R0049"] input');
    await portfolio.waitFor();
    expect(await admin.page.locator('[data-testid="right-R0034"] input').isChecked()).toBe(true);
    expect(await portfolio.isChecked()).toBe(false);
    await portfolio.check();
    const saved = admin.page.waitForResponse((r) => r.url().includes('/api/reports/rights/position/'));
    await admin.page.locator('[data-testid="report-rights-save"]').click();
    expect((await saved).status()).toBe(200);

    const catalogue = await call<{ reports: { code: string }[] }>('GET', '/reports', keeperToken);
    expect(catalogue.reports.map((r) => r.code)).toEqual(['R0034', 'R0035', 'R0049']);
    // put the demo position back as it was
    const positionId = Number(new URL((await saved).url()).pathname.split('/').at(-1));
    await call(
      'PUT',
      `/reports/rights/position/${positionId}`,
      await signIn(ADMIN.username, ADMIN.password),
      {
        codes: ['R0034', 'R0035'],
      },
    );
    expect(admin.errors).toEqual([]);
  });
});
