import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmOk, dialogClosed, launchBrowser, openPage, pathOf, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Names unique to this attempt (a retry makes its own): the database is shared by every test file. */
const freshStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;

/** The list settled: the table is there and no request is in flight. */
async function tableReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="resource-table"]:not([data-loading])');
}

/** Saves the dialog (confirming when asked) and waits for it to close. */
async function save(page: Page, confirm = false): Promise<void> {
  await page.click('[data-testid="record-submit"]');
  if (confirm) await confirmOk(page);
  await dialogClosed(page, '[data-testid="record-dialog"]');
}

/** The id of the row showing this text. */
async function rowId(page: Page, text: string): Promise<string> {
  const row = page.locator('tr[data-row-key]', { hasText: text }).first();
  await row.waitFor();
  const id = await row.getAttribute('data-row-key');
  if (!id) throw new Error(`no row for ${text}`);
  return id;
}

describe('reference pages', () => {
  it('lets the administrator add, edit, deactivate, filter, trace and export addresses', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    const stamp = freshStamp();
    const province = `E2E viloyat ${stamp}`;
    const region = `E2E tuman ${stamp}`;
    const village = `E2E mahalla ${stamp}`;

    // A province, found again by the search box (kept in the address bar).
    await page.goto('/information/addresses/provinces');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="province"]');
    await page.click('[data-testid="add-button"]');
    await page.fill('#name', province);
    await save(page);
    // A duplicate: the server's field error shows under the field (and in the toast).
    await page.click('[data-testid="add-button"]');
    await page.fill('#name', province.toUpperCase());
    await page.click('[data-testid="record-submit"]');
    await page.locator('.ant-form-item-explain-error', { hasText: 'allaqachon mavjud' }).waitFor();
    await page.click('[data-testid="record-cancel"]');
    await dialogClosed(page, '[data-testid="record-dialog"]');
    await page.fill('[data-testid="filter-search"] input', province);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === province);
    await tableReady(page);
    await rowId(page, province);

    // A region under it.
    await page.goto('/information/addresses/regions');
    await page.click('[data-testid="add-button"]');
    await page.fill('#name', region);
    await pickOption(page, 'field-region-province_id', province);
    await save(page);

    // A village: the region select lists only the chosen province's regions.
    await page.goto('/information/addresses/villages');
    await page.click('[data-testid="add-button"]');
    await page.fill('#name', village);
    await pickOption(page, 'field-village-province_id', province);
    await pickOption(page, 'field-village-region_id', region);
    await save(page);

    // Found by the region filter, with the titles of its references.
    await pickOption(page, 'filter-region_id', region);
    await page.waitForURL((url) => url.searchParams.has('region_id'));
    await tableReady(page);
    const id = await rowId(page, village);
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await expect(row.textContent()).resolves.toContain(province);
    await expect(row.textContent()).resolves.toContain(region);

    // Edited after the confirmation.
    await page.click(`[data-testid="row-action-edit-${id}"]`);
    await page.waitForSelector('[data-testid="record-dialog"][data-mode="edit"]');
    await expect(page.inputValue('#name')).resolves.toBe(village);
    await page.fill('#name', `${village} yangi`);
    await save(page, true);
    await page.locator(`tr[data-row-key="${id}"]`, { hasText: `${village} yangi` }).waitFor();

    // Deactivated after the confirmation.
    await page.click(`[data-testid="row-action-deactivate-${id}"]`);
    await confirmOk(page);
    await page.locator(`[data-testid="status-${id}"]`, { hasText: 'Nofaol' }).waitFor();

    // Found among the inactive ones, and still after a reload (the list state is in the address bar).
    await page.click('[data-testid="filter-active"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Nofaol',
      })
      .click();
    await page.waitForURL((url) => url.searchParams.get('active') === 'false');
    await page.reload();
    await tableReady(page);
    expect(new URL(page.url()).searchParams.get('active')).toBe('false');
    await page.locator(`tr[data-row-key="${id}"]`).waitFor();
    await expect(page.locator('tr[data-row-key]').count()).resolves.toBe(1);

    // Its history: created, renamed (old → new), deactivated, newest first.
    await page.click(`[data-testid="row-action-history-${id}"]`);
    await page.waitForSelector('[data-testid="history-drawer"] [data-testid^="history-entry-"]');
    const actions = await page.$$eval('[data-testid^="history-entry-"]', (els) =>
      els.map((el) => el.getAttribute('data-action')),
    );
    expect(actions).toEqual(['deactivate', 'update', 'create']);
    const change = await page.locator('[data-testid="history-change-name"]').textContent();
    expect(change).toContain(village);
    expect(change).toContain(`${village} yangi`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="history-drawer"]', { state: 'detached' });

    // The list exports as a spreadsheet.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="export-button"]'),
    ]);
    expect(download.suggestedFilename()).toBe('villages.xlsx');
    expect(errors).toEqual([]);
  });

  it('adds a user with a first password, blocks and unblocks them, and resets the password', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    const stamp = freshStamp();
    const username = `e2e_u_${stamp}`;
    await page.goto('/information/users');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="user"]');
    await page.click('[data-testid="add-button"]');
    await page.fill('#full_name', `E2E Foydalanuvchi ${stamp}`);
    await page.fill('#username', username);
    await pickOption(page, 'field-user-branch_id', 'Bosh ofis (Toshkent)', 'Bosh ofis');
    await pickOption(page, 'field-user-user_position_id', 'Kassir');
    // The shared password rule speaks first.
    await page.fill('#password', 'weak');
    await page.click('[data-testid="record-submit"]');
    await page.locator('.ant-form-item-explain-error', { hasText: 'Parol kamida 6 ta belgidan' }).waitFor();
    await page.fill('#password', 'Start#123');
    await save(page);

    await page.fill('[data-testid="filter-search"] input', username.replace('e2e_u_', 'E2E Foydalanuvchi '));
    await page.keyboard.press('Enter');
    await tableReady(page);
    const id = await rowId(page, username);

    await page.click(`[data-testid="row-action-block-${id}"]`);
    await confirmOk(page);
    await page.locator(`[data-testid="status-${id}"]`, { hasText: 'Bloklangan' }).waitFor();
    await page.click(`[data-testid="row-action-unblock-${id}"]`);
    await confirmOk(page);
    await page.locator(`[data-testid="status-${id}"]`, { hasText: 'Faol' }).waitFor();

    // A user without a second factor has none to take away: the refusal comes as a toast.
    await page.click(`[data-testid="row-action-reset-two-factor-${id}"]`);
    await confirmOk(page);
    await page
      .locator('[data-testid="toast-error"]', { hasText: 'ikki bosqichli kirish yoqilmagan' })
      .waitFor();

    await page.click(`[data-testid="row-action-reset-password-${id}"]`);
    await page.waitForSelector('[data-testid="reset-password-dialog"]');
    await page.fill('#reset_password', 'Reset#456');
    await page.click('[data-testid="reset-password-submit"]');
    await page.waitForSelector('[data-testid="reset-password-dialog"]', { state: 'detached' });

    // The new password works and, as it starts expired, leads to renewing it.
    const other = await openPage(browser);
    await signInAs(other.page, username, 'Reset#456');
    await other.page.goto('/');
    await other.page.waitForURL('**/auth/renew-password');
    expect(errors).toEqual([]);
  });

  it('sends a user without the rule to /404', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, E2E_USERS.cashboxOnly.username, E2E_USERS.cashboxOnly.password);
    await page.goto('/information/addresses/provinces');
    await page.waitForURL('**/404');
    expect(pathOf(page)).toBe('/404');
    await page.waitForSelector('[data-testid="not-found"]');
  });
});
