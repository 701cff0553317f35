import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/** The staff news: the newest unread item once on the landing page, the feed at /news with its unread marks. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const user = E2E_USERS.cashboxOnly;

describe('the news', () => {
  it('shows the newest unread item on the landing page until it is closed, then the next one', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, user.username, user.password);
    await page.goto('/');
    const banner = page.getByTestId('news-banner');
    await expect.poll(() => banner.textContent()).toContain('Dastur yangilandi');
    expect(await banner.textContent()).toContain('Yana 3 ta oʻqilmagan yangilik');
    await page.getByTestId('news-banner-dismiss').click();
    await expect.poll(() => banner.textContent()).toContain('24 oylik nasiya tarifi');
    expect(errors).toEqual([]);
  });

  it('lists the news newest first, marks the unread ones, and takes "read" for one of them', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, user.username, user.password);
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'Yangiliklar' }).waitFor();
    const titles = page.locator('[data-testid^="news-item-"] h2');
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([
        'Dastur yangilandi',
        '24 oylik nasiya tarifi',
        'Yangi filial ochildi: Nukus',
        'Navroʻz aksiyasi boshlandi',
      ]);
    const items = page.locator('[data-testid^="news-item-"]');
    // the one closed on the landing page is read; the other three say "new"
    expect(await items.first().getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('news-unread').textContent()).toBe('Oʻqilmagan: 3');
    await items.nth(1).getByRole('button', { name: 'Oʻqildi' }).click();
    await expect.poll(() => items.nth(1).getAttribute('data-read')).toBe('true');
    await expect.poll(() => page.getByTestId('news-unread').textContent()).toBe('Oʻqilmagan: 2');
    // the editor's HTML shown as formatted text, the date as people write it
    expect(await items.nth(0).locator('li').allTextContents()).toEqual([
      'Tezroq sinxronlash',
      'Oflayn rejim',
    ]);
    expect(await items.nth(0).textContent()).toMatch(/Eʼlon qilingan sana: \d\d\.\d\d\.\d{4}/);
    expect(errors).toEqual([]);
  });
});
