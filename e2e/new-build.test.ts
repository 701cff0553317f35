import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common as ruCommon } from '../packages/shared/src/i18n/ru/common.ts';
import { common as uzCommon } from '../packages/shared/src/i18n/uz/common.ts';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';

/**
 * A tab opened before a redeploy: the screen it goes to next is a chunk the
 * server no longer holds. The tab's request for the served build's chunk of
 * the contract payments screen is sent on to a name the build does not hold
 * (as the earlier build's name would be), so the real server answers it. The
 * server answers 404, the app reloads once into the build and says the app was
 * updated; when the chunk is still missing after that reload, it stops and
 * asks for a reload rather than looping or crashing.
 */

const ASSETS = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
const SCREEN = '/cashbox/contract-payments';

/** The served build's chunk of the contract payments screen (the one file naming its page's test id). */
function screenChunk(): string {
  const found = readdirSync(ASSETS).filter(
    (name) =>
      name.endsWith('.js') &&
      /["'`]contract-payments-page["'`]/.test(readFileSync(path.join(ASSETS, name), 'utf8')),
  );
  if (found.length !== 1)
    throw new Error(`expected one chunk of the payments page, found ${found.join(', ')}`);
  return found[0] as string;
}

let browser: Browser;
let chunk = '';

beforeAll(async () => {
  browser = await launchBrowser();
  chunk = screenChunk();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * From now on, while `gone()` holds, the tab's requests for the screen's chunk (its preload and its
 * import) go to a name the build does not hold; answers the statuses the server gave them.
 */
async function chunkGone(page: Page, gone: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/gone-')) statuses.push(r.status());
  });
  await page.route(`**/assets/${chunk}`, async (route) => {
    if (!gone()) return route.continue();
    return route.continue({
      url: route.request().url().replace(`/assets/${chunk}`, `/assets/gone-${chunk}`),
    });
  });
  return statuses;
}

/** Signs in as the cashier and opens the landing page (its chunks loaded, the payments screen's not yet). */
async function openTab(): Promise<{ page: Page; errors: string[]; loads: () => number }> {
  const { page, errors } = await openPage(browser);
  await signInAs(page, 'kassir', 'Kassir@123');
  await page.goto('/');
  await page.waitForSelector('[data-testid="dashboard"]');
  let count = 0;
  page.on('load', () => {
    count += 1;
  });
  return { page, errors, loads: () => count };
}

/** Goes to the payments screen through the menu, as a user would, without loading the page anew. */
async function openPaymentsFromMenu(page: Page): Promise<void> {
  await page.click('[data-testid="menu-drawer-toggle"]');
  await page.click('.ant-drawer-open [data-testid="menu-section-cashbox"]');
  await page.click(`.ant-drawer-open a[href="${SCREEN}"]`);
}

describe('an open tab after a redeploy', () => {
  it('reloads once into the new build, shows the screen and says the app was updated', async () => {
    const { page, errors, loads } = await openTab();
    // the earlier build's chunk is gone; after the reload, the page asks for the new build's
    const statuses = await chunkGone(page, () => loads() === 0);
    await openPaymentsFromMenu(page);
    await page.waitForSelector('[data-testid="contract-payments-page"]');
    expect(statuses.length).toBeGreaterThanOrEqual(1);
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(pathOf(page)).toBe(SCREEN);
    expect(loads()).toBe(1);
    const toast = page.locator('[data-testid="toast-success"]');
    await expect.poll(() => toast.textContent(), { timeout: 30_000 }).toContain(uzCommon.appUpdate.reloaded);
    await expect(page.locator('[data-testid="status-notice"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('reloads only once when the chunk stays missing, then asks for a reload in the interface language', async () => {
    const { page, loads } = await openTab();
    await page.click('[data-testid="lang-switch"] button:has-text("RU")');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    const statuses = await chunkGone(page, () => true);
    await openPaymentsFromMenu(page);
    const notice = page.locator('[data-testid="status-notice"]');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(ruCommon.appUpdate.reloadNeeded);
    expect(pathOf(page)).toBe(SCREEN);
    // one reload, and no more after a while
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(1);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(new Set(statuses)).toEqual(new Set([404]));
  });
});
