import type { NewsFeedItem } from '@savdo/shared/schemas/news';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * The staff news: the newest unread item once on the landing page, the feed at /news with its unread marks.
 * Other browser tests write news too (the news editor's), so the expected items come from the feed's API.
 */

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signIn(user.username, user.password);
});
afterAll(async () => {
  await browser?.close();
});

const user = E2E_USERS.cashboxOnly;
const feed = () => call<NewsFeedItem[]>('GET', '/news?per_page=50', token);

describe('the news', () => {
  it('shows the newest unread item on the landing page until it is closed, then the next one', async () => {
    const unread = (await feed()).filter((n) => !n.read);
    expect(unread.map((n) => n.name)).toContain('Dastur yangilandi');
    const [first, second] = unread;
    const { page, errors } = await openPage(browser);
    await signInAs(page, user.username, user.password);
    await page.goto('/');
    const banner = page.getByTestId('news-banner');
    await expect.poll(() => banner.textContent()).toContain(first?.name);
    expect(await banner.textContent()).toContain(`Yana ${unread.length - 1} ta oʻqilmagan yangilik`);
    await page.getByTestId('news-banner-dismiss').click();
    await expect.poll(() => banner.textContent()).toContain(second?.name);
    expect(errors).toEqual([]);
  });

  it('lists the news newest first, marks the unread ones, and takes "read" for one of them', async () => {
    const items = await feed();
    const unread = items.filter((n) => !n.read);
    const { page, errors } = await openPage(browser);
    await signInAs(page, user.username, user.password);
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'Yangiliklar' }).waitFor();
    const titles = page.locator('[data-testid^="news-item-"] h2');
    await expect.poll(() => titles.allTextContents()).toEqual(items.slice(0, 10).map((n) => n.name));
    // the one closed on the landing page is read; the rest say "new"
    expect(items[0]?.read).toBe(true);
    expect(await page.getByTestId(`news-item-${items[0]?.id}`).getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('news-unread').textContent()).toBe(`Oʻqilmagan: ${unread.length}`);
    const next = unread[0] as NewsFeedItem;
    await page.getByTestId(`news-read-${next.id}`).click();
    await expect.poll(() => page.getByTestId(`news-item-${next.id}`).getAttribute('data-read')).toBe('true');
    await expect
      .poll(() => page.getByTestId('news-unread').textContent())
      .toBe(`Oʻqilmagan: ${unread.length - 1}`);
    // the editor's HTML shown as formatted text, the date as people write it
    const demo = page.locator('[data-testid^="news-item-"]', { hasText: 'Dastur yangilandi' });
    expect(await demo.locator('li').allTextContents()).toEqual(['Tezroq sinxronlash', 'Oflayn rejim']);
    expect(await demo.textContent()).toMatch(/Eʼlon qilingan sana: \d\d\.\d\d\.\d{4}/);
    expect(errors).toEqual([]);
  });
});
