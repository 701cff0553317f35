import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sectionsOf = async (page: import('playwright-core').Page) =>
  page.$$eval('[data-testid^="menu-section-"]', (els) =>
    els.map((el) => el.getAttribute('data-testid')?.replace('menu-section-', '')),
  );

describe('the shell', () => {
  it('shows only the menu sections the user may open, and a greeting without the dashboard', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, E2E_USERS.cashboxOnly.username, E2E_USERS.cashboxOnly.password);
    await page.goto('/');
    await page.waitForSelector('[data-testid="greeting"]');
    await expect(page.locator('[data-testid="greeting"]').textContent()).resolves.toContain(
      'E2E e2e_cashbox',
    );
    await page.waitForSelector('[data-testid="main-menu"]');
    expect(await sectionsOf(page)).toEqual(['home', 'cashbox']);
  });

  it('shows every section to the administrator', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/cashbox');
    await page.waitForSelector('[data-testid="main-menu"]');
    expect(await sectionsOf(page)).toHaveLength(33);
  });

  it('lists only the permitted dashboard tabs and remembers the chosen one across a reload', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, E2E_USERS.twoTabs.username, E2E_USERS.twoTabs.password);
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    const tabs = await page.$$eval('.ant-tabs-tab[data-node-key]', (els) =>
      els.map((el) => el.getAttribute('data-node-key')),
    );
    expect(tabs).toEqual(['2', '5']);
    await page.click('.ant-tabs-tab[data-node-key="5"]');
    await page.waitForSelector('[data-testid="dashboard-tab-5"]');
    await page.reload();
    await page.waitForSelector('[data-testid="dashboard"]');
    const active = await page.getAttribute('.ant-tabs-tab-active', 'data-node-key');
    expect(active).toBe('5');
    // The sidebar is hidden while the dashboard is shown, and back on leaving it.
    expect(await page.locator('[data-testid="main-menu"]').count()).toBe(0);
    // There the menu opens in a drawer (a chunk of its own, fetched on the first click).
    await page.click('[data-testid="menu-drawer-toggle"]');
    await page.waitForSelector('.ant-drawer-open [data-testid="main-menu"]');
    expect(await sectionsOf(page)).toContain('home');
  });

  it('translates the shell into Russian and remembers the choice', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/cashbox');
    await page.waitForSelector('[data-testid="menu-section-cashbox"]');
    await expect(page.locator('[data-testid="menu-section-cashbox"]').textContent()).resolves.toContain(
      'Kassa',
    );
    await page.click('[data-testid="lang-switch"] >> text=RU');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="menu-section-cashbox"]')?.textContent?.includes('Касс'),
    );
    await page.reload();
    await page.waitForSelector('[data-testid="menu-section-cashbox"]');
    await expect(page.locator('[data-testid="menu-section-cashbox"]').textContent()).resolves.toContain(
      'Касс',
    );
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ru');
  });

  it('switches a screen behind the sign-in to Russian: its strings come in the chosen language', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/information/warehouses/product-residues');
    const tabs = page.locator('[data-testid="residues-tabs"]');
    await tabs.getByText('Ombor boʻyicha').waitFor();
    await page.click('[data-testid="lang-switch"] >> text=RU');
    await tabs.getByText('По складу').waitFor();
    // Opened afresh in Russian: only the Russian screen strings are fetched, and shown.
    await page.reload();
    await tabs.getByText('По складу').waitFor();
    expect(errors).toEqual([]);
  });
});
