import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common as ruCommon } from '../packages/shared/src/i18n/ru/common.ts';
import { common as uzCommon } from '../packages/shared/src/i18n/uz/common.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * The header's language switch shows the language the interface is in, also after a reload
 * (it used to highlight UZ over a Russian interface once the page was reloaded).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Which of the switch's buttons is pressed, and which is drawn as the primary one. */
const switchState = (page: Page) =>
  page.$$eval('[data-testid="lang-switch"] button', (buttons) =>
    buttons.map((b) => ({
      label: b.textContent?.trim(),
      pressed: b.getAttribute('aria-pressed'),
      primary: b.classList.contains('ant-btn-color-primary'),
    })),
  );

const userMenuLabel = (page: Page) => page.locator('[data-testid="lang-switch"]').getAttribute('aria-label');

async function expectLanguage(page: Page, lang: 'uz' | 'ru'): Promise<void> {
  const strings = lang === 'ru' ? ruCommon : uzCommon;
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await expect.poll(() => userMenuLabel(page)).toBe(strings.language.label);
  await expect
    .poll(() => page.locator('[data-testid="sider-toggle"]').getAttribute('aria-label'))
    .toBe(strings.header.collapseMenu);
  expect(await switchState(page)).toEqual([
    { label: 'UZ', pressed: String(lang === 'uz'), primary: lang === 'uz' },
    { label: 'RU', pressed: String(lang === 'ru'), primary: lang === 'ru' },
  ]);
}

describe('the language switch', () => {
  it('shows RU active after a reload in Russian, and UZ after switching back and reloading', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'kassir', 'Kassir@123');
    await page.goto('/cashbox');
    await page.waitForSelector('[data-testid="lang-switch"]');
    await expectLanguage(page, 'uz');

    await page.click('[data-testid="lang-switch"] button:has-text("RU")');
    await expectLanguage(page, 'ru');
    await page.reload();
    await page.waitForSelector('[data-testid="lang-switch"]');
    await expectLanguage(page, 'ru');

    await page.click('[data-testid="lang-switch"] button:has-text("UZ")');
    await expectLanguage(page, 'uz');
    await page.reload();
    await page.waitForSelector('[data-testid="lang-switch"]');
    await expectLanguage(page, 'uz');
    expect(errors).toEqual([]);
  });

  it('shows RU active on the sign-in page after a reload in Russian', async () => {
    const { page } = await openPage(browser);
    await page.goto('/auth/login');
    await page.click('[data-testid="lang-switch"] button:has-text("RU")');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.reload();
    await page.waitForSelector('[data-testid="lang-switch"]');
    await expect.poll(() => userMenuLabel(page)).toBe(ruCommon.language.label);
    const state = await switchState(page);
    expect(state.find((b) => b.label === 'RU')?.pressed).toBe('true');
    expect(state.find((b) => b.label === 'UZ')?.pressed).toBe('false');
  });
});
