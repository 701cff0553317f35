import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * The dashboard's tabs on the demo data: the administrator opens the
 * warehouse and the levy tabs, sees their figures and a chart drawn, and a
 * figure's card opens its report with the same filters, whose total it shows.
 */

let browser: Browser;
let page: Page;
let errors: string[];
/** The demo branch with the most contracts (the office sells little). */
let busiest = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await withDatabase(inject('databaseUrl'), async (db) => {
    const rows = await db.execute<{ name: string }>(sql`select b.name from contracts c
      join branches b on b.id = c.branch_id group by b.name order by count(*) desc limit 1`);
    busiest = rows.rows[0]?.name ?? '';
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const figureText = (key: string) =>
  page
    .locator(`[data-testid="dashboard-figure-${key}"] [data-testid="dashboard-figure-value"]`)
    .textContent();

describe('dashboard tabs', () => {
  it('shows two tabs’ figures and charts, and a figure opens its report', async () => {
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    expect(busiest).not.toBe('');
    const select = page.locator('[data-testid="branch-select"]');
    await select.click({ timeout: 10_000 });
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: busiest,
      })
      .first()
      .click({ timeout: 10_000 });
    await select
      .locator('.ant-select-content, .ant-select-selection-item', { hasText: busiest })
      .first()
      .waitFor({ timeout: 10_000 });

    await page.click('.ant-tabs-tab[data-node-key="5"]');
    const levy = page.locator('[data-testid="dashboard-tab-5"]');
    await levy.locator('[data-testid="dashboard-figure-portfolio"]').waitFor();
    expect(
      await levy.locator('[data-testid^="dashboard-figure-"]:not([data-testid$="-value"])').count(),
    ).toBeGreaterThan(5);
    expect(await figureText('portfolio')).toMatch(/[1-9]/);
    await levy.locator('[data-testid="dashboard-chart-R0051"] canvas').waitFor();

    await page.click('.ant-tabs-tab[data-node-key="3"]');
    const warehouse = page.locator('[data-testid="dashboard-tab-3"]');
    await warehouse.locator('[data-testid="dashboard-figure-stockValue"]').waitFor();
    const stockValue = await figureText('stockValue');
    expect(stockValue).toMatch(/[1-9]/);
    if (!stockValue) throw new Error('no stock value');
    await warehouse.locator('[data-testid="dashboard-chart-R0034"] canvas').waitFor();

    await warehouse.locator('[data-testid="dashboard-figure-stockValue"]').click();
    await page.waitForURL(/\/information\/reports\?code=R0034/);
    const url = new URL(page.url());
    expect(url.searchParams.get('period')).toBe('day');
    expect(url.searchParams.get('branch_id')).toMatch(/^\d+$/);
    await page.locator('[data-testid="report-table"] [data-testid="report-total"]').first().waitFor();
    // the report's total of the same column is the figure the card showed
    expect(await page.locator('[data-testid="report-total"]').first().textContent()).toContain(stockValue);
    expect(errors).toEqual([]);
  }, 40_000);
});
