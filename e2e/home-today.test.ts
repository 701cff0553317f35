import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn, today, wireDate } from './api.ts';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';
import { E2E_USERS, insertClient, insertContract, withDatabase } from './fixtures.ts';

/**
 * The landing page of users without the dashboard: the greeting, then their
 * work for today, each line a link to its screen. A cashier sees their
 * cashbox (also on a phone's 390 px, the cards stacked with nothing cut);
 * a collector the promise to pay due today and their day's list, which opens
 * the collector's day with the contract in it.
 */

const run = Date.now().toString(36);
const BOX = `Kun kassasi ${run}`;
const cashier = E2E_USERS.homeCashier;
const collector = E2E_USERS.homeCollector;

let browser: Browser;
let contractId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-home-today');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await withDatabase(inject('databaseUrl'), async (db) => {
    const userId = async (username: string) =>
      Number(
        (await db.execute<{ id: number }>(sql`select id from users where username = ${username}`)).rows[0]
          ?.id,
      );
    await db.execute(sql`insert into cashboxes (name, branch_id, responsible_id)
      values (${BOX}, ${me.user.branch.id}, ${await userId(cashier.username)})`);
    const clientId = await insertClient(db, {
      name: `Vaʼdachi E2E ${run}`,
      branchId: me.user.branch.id,
      pinfl: '52345678901234',
      phone: '998907650011',
    });
    const made = await insertContract(db, {
      branchId: me.user.branch.id,
      clientId,
      userId: me.user.id,
      date: wireDate(new Date(Date.now() - 45 * 86_400_000)),
      signed: true,
    });
    contractId = made.id;
    await db.execute(
      sql`update contracts set responsible_id = ${await userId(collector.username)} where id = ${made.id}`,
    );
  });
  const token = await signIn(collector.username, collector.password, 'e2e-home-today');
  await call('POST', `/collections/contracts/${contractId}/comments`, token, {
    contact: 'CALL',
    text: `Bugun toʻlayman dedi ${run}`,
    promised_date: today(),
    promised_sum: '150000',
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the landing page without the dashboard', () => {
  it('shows a cashier the greeting and their cashbox, whose line opens My cash registers', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, cashier.username, cashier.password);
    await page.goto('/');
    await page.getByTestId('greeting').waitFor();
    const block = page.getByTestId('home-block-cash');
    const line = block.getByTestId('home-line-cashbox').filter({ hasText: BOX });
    await line.waitFor();
    expect(await line.getByTestId('home-figure-cashbox').textContent()).toBe('0\u00a0soʻm');
    // nothing came in and nothing is on its way: those lines are left out, not shown as zeros
    expect(await block.getByTestId('home-line-receipts').count()).toBe(0);
    await line.getByRole('link').click();
    await page.getByTestId('my-cash-registers-page').waitFor();
    expect(pathOf(page)).toBe('/cashbox/my-cash-registers');
    expect(errors).toEqual([]);
  });

  it('stacks the cards on a phone with nothing wider than the screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await signInAs(page, cashier.username, cashier.password);
    await page.goto('/');
    const block = page.getByTestId('home-block-cash');
    await block.getByTestId('home-line-cashbox').first().waitFor();
    const box = await block.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("shows a collector the promise due today and their day's list, which opens the collector's day", async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, collector.username, collector.password);
    await page.goto('/');
    const block = page.getByTestId('home-block-collections');
    const promises = block.getByTestId('home-line-promises');
    await promises.waitFor();
    expect(await promises.getByTestId('home-figure-promises').textContent()).toBe(
      '1 · 150\u00a0000\u00a0soʻm',
    );
    expect(await block.getByTestId('home-figure-day_list').textContent()).toBe('1');
    expect(await page.getByTestId('home-block-cash').count()).toBe(0);
    await block.getByTestId('home-line-day_list').getByRole('link').click();
    await page
      .locator(`[data-testid="collection-today-table"] [data-testid="collection-contact-${contractId}"]`)
      .waitFor();
    expect(pathOf(page)).toBe('/collections/all-contracts');
    expect(errors).toEqual([]);
  });
});
