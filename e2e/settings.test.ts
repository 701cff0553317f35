import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, confirmOk, launchBrowser, openPage, pathOf, pickOption, signInAs } from './browser.ts';
import { finishSignIn, type SignInAnswer } from './two-factor.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Names unique to this run: the database is shared by every test file. */
const stamp = Date.now().toString(36);
const ADMIN = { username: 'admin', password: 'Admin@123' };

/** A session of its own through the API (a second sign-in), on a device id of its own. */
async function signInApi(request: APIRequestContext, deviceId: string): Promise<string> {
  const res = await request.post(`${baseUrl()}/api/user/sign-in-web`, {
    data: { ...ADMIN, app: 'WEB', device_id: deviceId },
  });
  expect(res.status()).toBe(200);
  const answer = ((await res.json()) as { data: SignInAnswer }).data;
  return finishSignIn(answer, ADMIN.username, async (path, data) => {
    const step = await request.post(`${baseUrl()}/api${path}`, { data });
    expect(step.status()).toBe(200);
    return ((await step.json()) as { data: { access_token: string } }).data;
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('general settings', () => {
  it('saves a number setting per row and shows a refused value on its row', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, ADMIN.username, ADMIN.password);
    const token = await signInApi(page.request, `e2e-settings-${stamp}`);
    try {
      await page.goto('/settings/general-settings');
      await page.waitForSelector('[data-testid="general-settings-table"]:not([data-loading])');
      // The name, with the alias in grey beneath it.
      await expect(
        page.locator('[data-testid="setting-alias-password_lifetime_days"]').textContent(),
      ).resolves.toBe('password_lifetime_days');
      const input = '#setting-password_lifetime_days';
      const save = '[data-testid="setting-save-password_lifetime_days"]';
      await expect(page.isDisabled(save)).resolves.toBe(true);
      await page.fill(input, '60');
      await page.click(save);
      await page.waitForSelector('[data-testid="toast-success"]');
      await expect(page.isDisabled(save)).resolves.toBe(true);

      // Kept after a reload, and by the API.
      await page.reload();
      await page.waitForSelector('[data-testid="general-settings-table"]:not([data-loading])');
      await expect(page.inputValue(input)).resolves.toBe('60');
      const stored = await page.request.get(`${baseUrl()}/api/user/general-settings/get-by-alias`, {
        params: { alias: 'password_lifetime_days' },
        headers: bearer(token),
      });
      expect(((await stored.json()) as { data: { value: unknown } }).data.value).toBe(60);

      // A value the server refuses: its message shows on the row (the server is made to refuse here).
      await page.route('**/api/user/general-settings/company_name', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Notoʻgʻri soʻrov', errors: ['value: E2E rad etildi'] }),
        }),
      );
      await page.fill('#setting-company_name', `Savdo ${stamp}`);
      await page.click('[data-testid="setting-save-company_name"]');
      await page
        .locator('[data-testid="setting-error-company_name"]', { hasText: 'E2E rad etildi' })
        .waitFor();
      await page.unroute('**/api/user/general-settings/company_name');
      expect(errors).toEqual([]);
    } finally {
      // Other test files share the database: the lifetime goes back to its default.
      await page.request.put(`${baseUrl()}/api/user/general-settings/password_lifetime_days`, {
        data: { value: 90 },
        headers: bearer(token),
      });
      await page.context().close();
    }
  });
});

describe('secret settings', () => {
  it('replaces a provider key without the browser ever receiving it, and clears it', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, ADMIN.username, ADMIN.password);
    const alias = 'credit_bureau_api_key';
    const secret = `cb-key-${stamp}-9f8e7d`;
    const bodies: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/'))
        void res.text().then(
          (text) => bodies.push(text),
          () => undefined,
        );
    });
    const state = page.locator(`[data-testid="secret-${alias}-state"]`);
    try {
      await page.goto('/settings/general-settings');
      await page.waitForSelector('[data-testid="general-settings-table"]:not([data-loading])');
      await state.getByText('Oʻrnatilmagan').waitFor();

      await page.click(`[data-testid="secret-replace-${alias}"]`);
      await page.fill(`#secret-${alias}`, secret);
      await page.click(`[data-testid="secret-save-${alias}"]`);
      await page.waitForSelector('[data-testid="toast-success"]');
      await state.getByText('oʻrnatilgan').waitFor();
      await state.getByText('Aliyev Sardor Baxtiyorovich').waitFor();

      // Still set after a reload; the value is nowhere on the page nor in any answer.
      await page.reload();
      await page.waitForSelector('[data-testid="general-settings-table"]:not([data-loading])');
      await state.getByText('oʻrnatilgan').waitFor();
      expect(await page.content()).not.toContain(secret);
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((text) => text.includes(secret))).toEqual([]);

      await page.click(`[data-testid="secret-clear-${alias}"]`);
      await confirmOk(page);
      await state.getByText('Oʻrnatilmagan').waitFor();
      await expect(page.locator(`[data-testid="secret-clear-${alias}"]`).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      const token = await signInApi(page.request, `e2e-secret-${stamp}`);
      await page.request.delete(`${baseUrl()}/api/user/general-settings/${alias}`, {
        headers: bearer(token),
      });
      await page.context().close();
    }
  });
});

describe('device control', () => {
  it('revokes another session of the administrator, whose token then answers 401', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, ADMIN.username, ADMIN.password);
    const device = `e2e-revoke-${stamp}`;
    const other = await signInApi(page.request, device);
    const me = await page.request.get(`${baseUrl()}/api/user/me`, { headers: bearer(other) });
    expect(me.status()).toBe(200);
    const fullName = ((await me.json()) as { data: { user: { full_name: string } } }).data.user.full_name;

    await page.goto('/settings/device-control');
    await page.waitForSelector('[data-testid="sessions-table"]:not([data-loading])');
    // Narrowed to the administrator's sessions (kept in the address bar).
    await pickOption(page, 'sessions-user-filter', fullName);
    await page.waitForURL((url) => url.searchParams.has('user_id'));
    await page.waitForSelector('[data-testid="sessions-table"]:not([data-loading])');
    const row = page.locator('tr[data-row-key]', { hasText: device }).first();
    await row.waitFor();
    const id = await row.getAttribute('data-row-key');
    await page.click(`[data-testid="session-revoke-${id}"]`);
    await confirmOk(page);
    await page.waitForSelector('[data-testid="toast-success"]');
    await page.locator(`tr[data-row-key="${id}"]`).waitFor({ state: 'detached' });

    const after = await page.request.get(`${baseUrl()}/api/user/me`, { headers: bearer(other) });
    expect(after.status()).toBe(401);
    // This browser's own session goes on.
    await page.reload();
    await page.waitForSelector('[data-testid="sessions-table"]:not([data-loading])');
    expect(pathOf(page)).toBe('/settings/device-control');

    // The mobile devices: the engine's list inside the tab; its search keeps the tab in the address bar.
    await page.click('.ant-tabs-tab[data-node-key="devices"]');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="mobile_device"]');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'devices');
    await page.fill('[data-testid="filter-search"] input', `yoʻq ${stamp}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.has('search') && url.searchParams.get('tab') === 'devices',
    );
    await page.waitForSelector('[data-testid="resource-table"][data-total="0"]:not([data-loading])');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('news editor', () => {
  it('writes a news item with bold text, found in the news list and opened again from it', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, ADMIN.username, ADMIN.password);
    const title = `E2E yangilik ${stamp}`;

    await page.goto('/info/news');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="news"]');
    await page.click('[data-testid="news-editor-new"]');
    await page.waitForSelector('[data-testid="news-editor"][data-mode="create"]');
    expect(pathOf(page)).toBe('/info/news-editor');

    await page.fill('#name', title);
    await page.click('[data-testid="rte-area"]');
    await page.keyboard.type('Oddiy matn, ');
    await page.click('[data-testid="rte-bold"]');
    await page.keyboard.type('qalin qism');
    await page.click('[data-testid="rte-bold"]');
    await page.keyboard.type(' va oxiri. ');
    // A script address is refused; a bare host becomes an https link.
    await page.click('[data-testid="rte-link"]');
    await page.fill('#rte-link-url', 'javascript:alert(1)');
    await page.click('#rte-link-ok');
    await page.locator('.ant-modal', { hasText: 'http' }).locator('.ant-typography-danger').waitFor();
    await page.fill('#rte-link-url', 'savdo.uz');
    await page.click('#rte-link-ok');
    await page.locator('[data-testid="news-preview"] a[href="https://savdo.uz"]').waitFor();
    // The live preview.
    await page.locator('[data-testid="news-preview"] b', { hasText: 'qalin qism' }).waitFor();

    await page.click('[data-testid="news-editor-save"]');
    await page.waitForSelector('[data-testid="toast-success"]');
    await page.waitForSelector('[data-testid="news-editor"][data-mode="edit"]');
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toMatch(/^\d+$/);
    const saved = await page.request.get(`${baseUrl()}/api/info/news/${id}`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    });
    const body = ((await saved.json()) as { data: { body: string } }).data.body;
    expect(body).toContain('<b>qalin qism</b>');
    expect(body).toContain('href="https://savdo.uz"');

    // In the news list, and back in the editor from its row.
    await page.click('[data-testid="news-editor-back"]');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="news"]');
    await page.fill('[data-testid="filter-search"] input', title);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === title);
    await page.locator(`tr[data-row-key="${id}"]`, { hasText: title }).waitFor();
    await page.click(`[data-testid="row-action-open-editor-${id}"]`);
    await page.waitForSelector(`[data-testid="news-editor"][data-mode="edit"][data-id="${id}"]`);
    await page.waitForFunction(
      (name) => (document.querySelector('#name') as HTMLInputElement | null)?.value === name,
      title,
    );
    await page.locator('[data-testid="rte-area"] b', { hasText: 'qalin qism' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
