import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, demoStock, receive, signIn } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * The dashboard's tabs: goods received today in the administrator's branch;
 * the administrator opens the trade and the warehouse tabs, sees their
 * figures and the stock charts drawn, and the stock value's card opens the
 * stock balance with the same filters, whose total it shows.
 */

let browser: Browser;
let page: Page;
let errors: string[];
let branch = { id: 0, name: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-dashboard');
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const stock = await demoStock(admin);
  await receive(admin, stock, stock.products[0]?.id ?? 0, '250000');
  branch = await withDatabase(inject('databaseUrl'), async (db) => {
    const rows = await db.execute<{ name: string }>(
      sql`select name from branches where id = ${me.user.branch.id}`,
    );
    return { id: me.user.branch.id, name: rows.rows[0]?.name ?? '' };
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const figureText = async (key: string) =>
  (await page
    .locator(`[data-testid="dashboard-figure-${key}"] [data-testid="dashboard-figure-value"]`)
    .textContent()) ?? '';

async function chooseBranch(): Promise<void> {
  await page.waitForSelector('[data-testid="dashboard"][data-branch-id]');
  if ((await page.getAttribute('[data-testid="dashboard"]', 'data-branch-id')) === String(branch.id)) return;
  await page.locator('[data-testid="branch-select"]').click({ timeout: 10_000 });
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: branch.name,
    })
    .first()
    .click({ timeout: 10_000 });
  await page.waitForSelector(`[data-testid="dashboard"][data-branch-id="${branch.id}"]`);
}

describe('dashboard tabs', () => {
  it('shows two tabs’ figures and charts, and a figure opens its report', async () => {
    await page.goto('/');
    await chooseBranch();

    await page.click('.ant-tabs-tab[data-node-key="1"]');
    const trade = page.locator('[data-testid="dashboard-tab-1"]');
    await trade.locator('[data-testid="dashboard-figure-salesMonth"]').waitFor();
    expect(await trade.locator('[data-testid="dashboard-figure-value"]').count()).toBeGreaterThan(5);

    await page.click('.ant-tabs-tab[data-node-key="3"]');
    const warehouse = page.locator('[data-testid="dashboard-tab-3"]');
    await warehouse.locator('[data-testid="dashboard-figure-stockValue"]').waitFor();
    const shown = await figureText('stockValue');
    expect(shown).toMatch(/[1-9]/);
    await warehouse.locator('[data-testid="dashboard-chart-R0034"] canvas').waitFor();

    await warehouse.locator('[data-testid="dashboard-figure-stockValue"]').click();
    await page.waitForURL(/\/information\/reports\?code=R0034/);
    const url = new URL(page.url());
    expect(url.searchParams.get('branch_id')).toBe(String(branch.id));
    expect(url.searchParams.get('period')).toBe('day');
    await page.locator('[data-testid="report-total"]').first().waitFor();
    // the report's totals show the figure the card showed
    expect(await page.locator('[data-testid="report-total"]').first().textContent()).toContain(shown);
    expect(errors).toEqual([]);
  }, 40_000);
});
