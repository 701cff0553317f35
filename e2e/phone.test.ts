import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn, wireDate } from './api.ts';
import { baseUrl, launchBrowser, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, withDatabase } from './fixtures.ts';

/**
 * The field on a phone (390 × 844): the collector's day (the landing page,
 * "My contracts today" as cards, a contract's card, a contact with a promise)
 * and the cash desk's payment (find a contract, take the money). On every
 * step the page never scrolls sideways, the menu opens as a drawer from the
 * header's button (there is no sidebar rail), what a finger taps is at least
 * 44 px high, and a drawer fits the screen.
 */

const WIDTH = 390;
const HEIGHT = 844;
const run = Date.now().toString(36);
const TYPE = `E2E telefon ${run}`;
const TEXT = `Telefonda gaplashildi ${run}`;
const CASHBOX = `E2E telefon kassasi ${run}`;

let browser: Browser;
let collectorContract = 0;
let cashContract = '';

/** A fresh phone-sized page: touch, a phone's pixel ratio, the staff's time zone. */
async function openPhone(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Tashkent',
  });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-phone');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await withDatabase(inject('databaseUrl'), async (db) => {
    const users = await db.execute<{ id: number; username: string }>(
      sql`select id, username from users where username in ('undiruvchi', 'kassir')`,
    );
    const idOf = (name: string) => Number(users.rows.find((u) => u.username === name)?.id);
    const late = async (name: string, pinfl: string, phone: string) =>
      insertContract(db, {
        branchId: me.user.branch.id,
        clientId: await insertClient(db, { name, branchId: me.user.branch.id, pinfl, phone }),
        userId: me.user.id,
        date: wireDate(new Date(Date.now() - 45 * 86_400_000)),
        signed: true,
      });
    const forCollector = await late(
      `Telefonov Qarzdor Abdullajonovich ${run}`,
      '52345678901234',
      '998907650101',
    );
    collectorContract = forCollector.id;
    cashContract = (await late(`Telefonov Toʻlovchi ${run}`, '62345678901234', '998907650202')).number;
    await db.execute(sql`insert into contract_comment_types (name) values (${TYPE})`);
    await call('POST', '/collections/responsible-attachment', admin, {
      responsible_id: idOf('undiruvchi'),
      contract_ids: [forCollector.id],
    });
    await call('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: me.user.branch.id,
      responsible_id: idOf('kassir'),
    });
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, step: string): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${step}: the page is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

/** The laid-out height of what `selector` matches (each one), in CSS pixels (a dialog's zoom-in aside). */
const heights = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els.map((el) =>
      Math.round(el instanceof HTMLElement ? el.offsetHeight : el.getBoundingClientRect().height),
    ),
  );

async function expectTappable(page: Page, selector: string, step: string): Promise<void> {
  const found = await heights(page, selector);
  expect(found.length, `${step}: ${selector} is shown`).toBeGreaterThan(0);
  for (const height of found) expect(height, `${step}: ${selector}`).toBeGreaterThanOrEqual(44);
}

/** The open drawer lies within the screen, once it has slid in. */
async function expectDrawerFits(page: Page, selector: string): Promise<void> {
  const box = async () => {
    const found = await page.locator(selector).boundingBox();
    return found ? { left: Math.round(found.x), right: Math.round(found.x + found.width) } : null;
  };
  await expect.poll(async () => (await box())?.left).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await box())?.right).toBeLessThanOrEqual(WIDTH);
}

/** No sidebar rail; the header's button opens the menu in a drawer that fits the screen; it closes again. */
async function expectMenuDrawer(page: Page, section: string): Promise<void> {
  expect(await page.locator('.ant-layout-sider').count()).toBe(0);
  await expectTappable(page, '[data-testid="menu-drawer-toggle"]', 'menu button');
  await page.click('[data-testid="menu-drawer-toggle"]');
  const drawer = '.ant-drawer-open .ant-drawer-content-wrapper';
  await page.waitForSelector(`.ant-drawer-open [data-testid="menu-section-${section}"]`);
  await expectDrawerFits(page, drawer);
  await expectTappable(
    page,
    `.ant-drawer-open [data-testid="menu-section-${section}"] > .ant-menu-submenu-title`,
    'menu entry',
  );
  await expectNoSidewaysScroll(page, 'menu open');
  await page.click('.ant-drawer-open .ant-drawer-close');
  await page.waitForSelector('.ant-drawer-open', { state: 'detached' });
}

/** The header: name, language and user on one row, none covering the other. */
async function expectHeaderFits(page: Page): Promise<void> {
  const boxes = await page.$$eval(
    [
      '[data-testid="menu-drawer-toggle"]',
      '.ant-layout-header strong',
      '[data-testid="lang-switch"]',
      '[data-testid="user-menu"]',
    ].join(','),
    (els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })),
  );
  expect(boxes).toHaveLength(4);
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1], boxes[i]];
    expect(after?.left ?? 0, `header item ${i} starts after the one before`).toBeGreaterThanOrEqual(
      before?.right ?? 0,
    );
  }
  expect(boxes.at(-1)?.right ?? WIDTH + 1).toBeLessThanOrEqual(WIDTH);
  await expectTappable(page, '[data-testid="lang-switch"] button', 'language switch');
  await expectTappable(page, '[data-testid="user-menu"]', 'user menu');
}

/** Fills the promise date whichever control the form has: the browser's date field or a dd.mm.yyyy picker. */
async function fillPromiseDate(page: Page, date: Date): Promise<void> {
  const field = page.locator('.ant-modal [data-testid="contact-promised-date"]').first();
  const input =
    (await field.evaluate((el) => el.tagName)) === 'INPUT' ? field : field.locator('input').first();
  const pad = (n: number) => String(n).padStart(2, '0');
  if ((await input.getAttribute('type')) === 'date') {
    await input.fill(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`);
    return;
  }
  await input.click();
  await input.fill(`${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`);
  await input.press('Enter');
  // the picker's panel closes (its leaving animation done) before the layout is measured
  await page.waitForSelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)', { state: 'detached' });
}

describe('the field on a phone', () => {
  it("the collector's day: landing page, today's list as cards, a contract's card, a contact with a promise", async () => {
    const { page, errors } = await openPhone();
    await signInAs(page, 'undiruvchi', 'Undiruv@123');
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    await expectNoSidewaysScroll(page, 'landing page');
    await expectHeaderFits(page);
    await expectMenuDrawer(page, 'collections');

    await page.goto('/collections/all-contracts');
    await page.waitForSelector('[data-testid="collection-contracts-page"]');
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    await expectMenuDrawer(page, 'collections');
    const list = page.locator('[data-testid="collection-today-table"]');
    const card = list.locator(`article[data-row-key="${collectorContract}"]`);
    await card.waitFor();
    // a card, not a table: the client, the days late and the sums are on it, within the screen
    expect(await list.getAttribute('data-rendering')).toBe('cards');
    expect(await page.locator('[data-testid="collection-today-table"] table').count()).toBe(0);
    await expect(card.textContent()).resolves.toContain(`Telefonov Qarzdor Abdullajonovich ${run}`);
    expect(
      Number(await card.locator(`[data-testid="days-late-${collectorContract}"]`).textContent()),
    ).toBeGreaterThanOrEqual(44);
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? WIDTH + 1)).toBeLessThanOrEqual(WIDTH);
    // a sum is on one line (its text's height, not its grid cell's)
    const sums = await card.locator('dd').evaluateAll((els) =>
      els
        .filter((el) => /\d/.test(el.textContent ?? '') && /soʻm|сум/.test(el.textContent ?? ''))
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.round(range.getBoundingClientRect().height);
        }),
    );
    expect(sums.length).toBeGreaterThan(0);
    for (const height of sums) expect(height, 'a sum on one line').toBeLessThan(30);
    await expectNoSidewaysScroll(page, 'list');
    await expectTappable(page, `[data-testid="collection-card-${collectorContract}"]`, 'contract number');
    await expectTappable(page, `[data-testid="collection-contact-${collectorContract}"]`, 'contact button');
    await expectTappable(page, '[data-testid="pager-next"]', 'pager');

    // the contract's card: the drawer takes the screen, the sums do not wrap digit by digit
    await page.click(`[data-testid="collection-card-${collectorContract}"]`);
    const drawer = '.ant-drawer-open .ant-drawer-content-wrapper';
    await page.waitForSelector('.ant-drawer-open [data-testid="card-last-contact"]');
    await expectDrawerFits(page, drawer);
    expect(Math.round((await page.locator(drawer).boundingBox())?.width ?? 0)).toBe(WIDTH);
    const drawerSums = await page.$$eval('.ant-drawer-open .ant-descriptions-item-content', (els) =>
      els
        .filter((el) => /soʻm|сум/.test(el.textContent ?? ''))
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.round(range.getBoundingClientRect().height);
        }),
    );
    expect(drawerSums.length).toBe(2);
    for (const height of drawerSums) expect(height, 'a sum on one line').toBeLessThan(30);
    await expectNoSidewaysScroll(page, 'card');
    await page.click('.ant-drawer-open .ant-drawer-close');
    await page.waitForSelector('.ant-drawer-open', { state: 'detached' });

    // a contact with a promise to pay
    await page.click(`[data-testid="collection-contact-${collectorContract}"]`);
    await page.waitForSelector('.ant-modal [data-testid="contact-text"]');
    const modal = await page.locator('.ant-modal').boundingBox();
    expect((modal?.x ?? -1) >= 0 && (modal?.x ?? 0) + (modal?.width ?? WIDTH + 1) <= WIDTH).toBe(true);
    await expectTappable(page, '.ant-modal [data-testid="contact-kind"]', 'contact kind');
    await expectTappable(page, '.ant-modal [data-testid="contact-type"]', 'comment type');
    await expectTappable(page, '.ant-modal [data-testid="contact-text"]', 'what was said');
    await expectTappable(page, '.ant-modal [data-testid="contact-save"]', 'save');
    await pickOption(page, 'contact-type', TYPE);
    await page.fill('[data-testid="contact-text"]', TEXT);
    await fillPromiseDate(page, new Date(Date.now() + 3 * 86_400_000));
    await page.fill('[data-testid="contact-promised-sum"]', '250000');
    await expectNoSidewaysScroll(page, 'contact form');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/api\/collections\/contracts\/\d+\/comments$/.test(r.url())),
      page.click('[data-testid="contact-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const sent = answer.request().postDataJSON() as { promised_date?: string; promised_sum?: string };
    expect(sent.promised_sum).toBe('250000');
    expect(sent.promised_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const last = list.locator(`[data-testid="last-contact-${collectorContract}"]`);
    await expect.poll(() => last.textContent(), { timeout: 30_000 }).toContain('✓');
    await expectNoSidewaysScroll(page, 'after the contact');
    expect(errors).toEqual([]);
  });

  it("the cash desk's payment: filters folded, find a contract, take the money, the payment listed as a card", async () => {
    const { page, errors } = await openPhone();
    await signInAs(page, 'kassir', 'Kassir@123');
    await page.goto('/cashbox/contract-payments');
    await page.waitForSelector('[data-testid="contract-payments-page"]');
    await expectNoSidewaysScroll(page, 'payments page');
    await expectHeaderFits(page);
    await expectMenuDrawer(page, 'cashbox');

    // the eight filters are folded behind one button, and the list starts on the first screen
    expect(await page.locator('[data-testid="payments-period"]').count()).toBe(0);
    await expectTappable(page, '[data-testid="payments-filters-toggle"]', 'filters button');
    await page.click('[data-testid="payments-filters-toggle"]');
    await page.waitForSelector('.ant-drawer-open [data-testid="payments-branch"]');
    await expectDrawerFits(page, '.ant-drawer-open .ant-drawer-content-wrapper');
    await expectTappable(page, '.ant-drawer-open [data-testid="payments-branch"]', 'filters');
    await page.click('.ant-drawer-open [data-testid="payments-filters-done"]');
    await page.waitForSelector('.ant-drawer-open', { state: 'detached' });
    await expect(page.locator('[data-testid="payments-filters-toggle"]').textContent()).resolves.toBe(
      'Filtrlar',
    );

    // find the contract and take a payment
    await expectTappable(
      page,
      '[data-testid="contract-finder-input"] .ant-input-affix-wrapper',
      'search field',
    );
    await expectTappable(page, '[data-testid="contract-finder-input"] .ant-btn', 'search button');
    await page.fill('[data-testid="contract-finder-input"] input', cashContract);
    await page.keyboard.press('Enter');
    const row = page.locator('[data-testid="contract-finder-results"] .contract-finder-row').first();
    await row.waitFor();
    await expectNoSidewaysScroll(page, 'contract found');
    await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/cashbox\/contract-payments\/contracts\/\d+$/.test(r.url()) && r.ok(),
      ),
      row.click(),
    ]);
    await page.waitForSelector('[data-testid="contract-due"]');
    await expectNoSidewaysScroll(page, 'what is due');
    await page.fill('[data-testid="take-amount"]', '100000');
    await pickOption(page, 'take-cashbox', CASHBOX);
    await expectTappable(page, '[data-testid="take-amount"]', 'amount');
    await expectTappable(page, '[data-testid="take-submit"]', 'take');
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/cashbox\/contract-payments$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="take-submit"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    await page.waitForSelector('[data-testid="payment-result"]');
    await expectNoSidewaysScroll(page, 'payment taken');

    // the payment is in the list below, as a card
    const payments = page.locator('[data-testid="payments-table"]');
    expect(await payments.getAttribute('data-rendering')).toBe('cards');
    const taken = payments.locator('article', { hasText: `-${cashContract}` });
    await expect.poll(() => taken.count()).toBeGreaterThanOrEqual(1);
    await expectTappable(
      page,
      '[data-testid="payments-table"] article [data-testid^="payment-print-"]',
      'print',
    );
    await expectNoSidewaysScroll(page, 'list of payments');
    expect(errors).toEqual([]);
  });
});
