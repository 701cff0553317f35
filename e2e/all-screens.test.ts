import { ROUTES } from '@savdo/shared/routes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every screen of the route table', () => {
  it('opens for admin without an error and without a redirect', { timeout: 300_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    const failures: string[] = [];
    const screens = ROUTES.filter((r) => !r.public && r.path !== '/auth/renew-password' && r.path !== '/404');
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    for (const route of screens) {
      // In-app navigation, as the menu does it: the router follows history changes.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      const settled = await page
        .waitForFunction((name) => document.body.dataset.route === name, route.name, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!settled)
        failures.push(
          `${route.path}: did not open (now ${pathOf(page)}, ${await page.evaluate(() => document.body.dataset.route)})`,
        );
      else if (pathOf(page) !== route.path) failures.push(`${route.path} → ${pathOf(page)}`);
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(screens.length).toBeGreaterThan(250);
  });
});
