import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, signIn } from './api.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * Fixed assets, as the demo administrator: an asset invoice received into a
 * warehouse of this run, one piece put to use in a room of this run with a
 * responsible person, the month's wear run, and the unit's book value seen
 * to drop by exactly one month of straight-line wear.
 */

const ADMIN = { username: 'admin', password: 'Admin@123' };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const names = { warehouse: `E2E OV ombor ${run}`, asset: `E2E Noutbuk ${run}`, room: `E2E xona ${run}` };

let browser: Browser;
let page: Page;
let responsible = '';
let supplier = '';
let token = '';
let warehouseId = 0;

/** The current month and the first day of the previous one (DD.MM.YYYY), in the browser's calendar. */
const now = new Date();
const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const previousDay = `01.${String(previous.getMonth() + 1).padStart(2, '0')}.${previous.getFullYear()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signIn(ADMIN.username, ADMIN.password, 'e2e-basic-tools');
  const me = await call<{ user: { full_name: string; branch: { id: number } } }>('GET', '/user/me', token);
  responsible = me.user.full_name;
  const branchId = me.user.branch.id;
  warehouseId = (
    await call<Option>('POST', '/information/warehouses', token, {
      name: names.warehouse,
      branch_id: branchId,
    })
  ).id;
  await call('POST', '/basic-tools/rooms', token, { name: names.room, branch_id: branchId });
  const groups = await call<Option[]>(
    'GET',
    '/basic-tools/main-engine-groups/options?search=Kompyuter',
    token,
  );
  const group = groups.find((g) => g.name === 'Kompyuter texnikasi');
  const unit = (await call<Option[]>('GET', '/information/units/options?search=dona', token))[0];
  if (!group || !unit) throw new Error('demo asset groups and units expected');
  await call('POST', '/basic-tools/assets', token, {
    name: names.asset,
    asset_group_id: group.id,
    unit_id: unit.id,
  });
  const suppliers = await call<Option[]>('GET', '/information/suppliers/options', token);
  supplier = suppliers.find((s) => /^[\w .-]+$/.test(s.name))?.name ?? suppliers[0]?.name ?? '';

  ({ page } = await openPage(browser));
  await signInAs(page, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a remote-search select, types, and picks the option showing exactly this text. */
const choose = (testId: string, text: string, search = text) => pickOption(page, testId, text, search);

/** Types a date into a date picker. */
async function typeDate(testId: string, value: string): Promise<void> {
  const input = page.locator(`[data-testid="${testId}"]`);
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** The book value of the only unit in use in this run's room (digits only, whole soʻm as shown). */
async function bookValue(): Promise<string> {
  await page.goto('/basic-tools/main-tools-in-use');
  await choose('filter-room', names.room);
  const cell = page.locator('[data-testid="units-table"]:not([data-loading]) [data-testid^="unit-book-"]');
  await cell.first().waitFor();
  expect(await cell.count()).toBe(1);
  return ((await cell.first().textContent()) ?? '').replace(/\D/g, '');
}

/** Puts one piece of this run's asset to use in this run's room, on the first day of the previous month. */
async function putOnePiece(): Promise<void> {
  await page.goto('/basic-tools/access-the-main-tools');
  await page.click('[data-testid="put-to-use-new"]');
  await choose('put-warehouse', names.warehouse);
  await choose('put-asset', names.asset);
  await page.fill('[data-testid="put-quantity"]', '1');
  await choose('put-room', names.room);
  await choose('put-responsible', responsible);
  await typeDate('put-date', previousDay);
  await page.click('#put-to-use-save');
}

/** The pieces of this run's asset left in this run's warehouse. */
async function piecesInWarehouse(): Promise<string> {
  const rows = await call<{ product_name: string; quantity: string }[]>(
    'GET',
    `/warehouse/residues?item=asset&warehouse_id=${warehouseId}`,
    token,
  );
  return rows.find((r) => r.product_name === names.asset)?.quantity ?? '0';
}

describe('fixed assets', () => {
  it('receives an asset invoice, puts a piece to use, wears it out a month: the book value drops', async () => {
    await page.goto('/basic-tools/main-engine-inputs');
    await page.click('[data-testid="doc-create"]');
    await page.locator('[data-testid="doc-editor"][data-status="NEW"]').waitFor();
    await choose('field-warehouse', names.warehouse);
    await choose('field-supplier', supplier);
    await typeDate('field-date', previousDay);
    await choose('line-product-0', names.asset);
    await page.fill('[data-testid="line-quantity-0"]', '2');
    await page.fill('[data-testid="line-price-0"]', '1 200 000');
    await page.click('[data-testid="doc-save"]');
    await page.locator('[data-testid="doc-editor"][data-status="CREATED"]').waitFor();
    await page.click('[data-testid="doc-step-approve"]');
    await confirmOk(page);
    await page.locator('[data-testid="doc-editor"][data-status="APPROVED"]').waitFor();

    await putOnePiece();
    await page.locator('[data-testid="put-to-use-table"] td', { hasText: names.room }).waitFor();

    expect(await bookValue()).toBe('1200000');

    await page.goto('/basic-tools/wear-out');
    // The month picker shows MM.YYYY in either language.
    await typeDate('wear-month', `${month.slice(5, 7)}.${month.slice(0, 4)}`);
    await page.click('[data-testid="wear-run"]');
    await page.locator(`[data-testid="wear-month-${month}"]`).waitFor();
    await page.locator('[data-testid="wear-result"]').waitFor();

    // 1 200 000.00 × 20 % / 12 = 20 000.00 a month.
    expect(await bookValue()).toBe('1180000');
  });

  it('cancels a put-to-use act nothing followed: the piece is back in the warehouse', async () => {
    await putOnePiece();
    const rows = page.locator('[data-testid="put-to-use-table"] tr', { hasText: names.room });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await piecesInWarehouse()).toBe('0');
    // Newest first: the act just made can be cancelled, the worn one cannot.
    expect(await rows.nth(1).locator('[data-testid^="put-to-use-cancel-"]').isDisabled()).toBe(true);
    await rows.first().locator('[data-testid^="put-to-use-cancel-"]').click();
    await confirmOk(page);
    await rows
      .first()
      .locator('[data-testid^="put-to-use-status-"]', { hasText: 'Bekor qilingan' })
      .waitFor();
    expect(await rows.first().locator('[data-testid^="put-to-use-cancel-"]').count()).toBe(0);
    expect(await piecesInWarehouse()).toBe('1');
  });

  it('reprices a unit picked by a server search on its room', async () => {
    await page.goto('/basic-tools/repricing');
    await page.click('[data-testid="repricing-new"]');
    await page.click('[data-testid="unit-select"]');
    await page.keyboard.type(names.room);
    // Only this run's room matches: its one unit in use (the cancelled one is not offered).
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await options.filter({ hasText: names.room }).first().waitFor();
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).toContain(names.asset);
    await options.first().click();
    await page.fill('[data-testid="reprice-value"]', '1500000');
    await page.click('#reprice-save');
    await page.locator('[data-testid="repricing-table"] td', { hasText: names.room }).first().waitFor();
    expect(await bookValue()).toBe('1500000');
  });
});
