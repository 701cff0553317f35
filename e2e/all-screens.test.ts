import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { goToScreen, signedInScreens } from './screens.ts';

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
    const screens = signedInScreens();
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    for (const route of screens) {
      const failure = await goToScreen(page, route);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(screens.length).toBeGreaterThan(250);
  });
});
