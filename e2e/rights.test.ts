import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const positionName = `E2E huquqlar ${run}`;
const username = `e2e_rights_${run}`;
const firstPassword = 'Start#1234';
const password = 'Rights#5678';
const PROVINCES = '/information/addresses/provinces';
const RULE = 'province.show';

let browser: Browser;
let adminToken: string;
let positionId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await signIn('admin', 'Admin@123');
  positionId = (
    await call<{ id: number }>('POST', '/user/user-positions', adminToken, { name: positionName })
  ).id;
  const branches = await call<{ id: number }[]>(
    'GET',
    '/warehouse/branches/get-branches-for-autocomplete',
    adminToken,
  );
  await call('POST', '/user/m-users', adminToken, {
    username,
    full_name: `E2E Huquqlar ${run}`,
    branch_id: branches[0]?.id,
    user_position_id: positionId,
    password: firstPassword,
  });
  // a new user's password starts expired: renew it once, as the renew page would
  const first = await signIn(username, firstPassword);
  await call('POST', '/user/m-users/change-my-password', first, { old_password: firstPassword, password });
  await signIn(username, password);
});

afterAll(async () => {
  await browser?.close();
});

/** The administrator's position rules screen with the test's position chosen. */
async function openPositionRules(page: Page): Promise<void> {
  await page.goto('/settings/rbac/position-rules');
  await page.waitForSelector('[data-testid="rbac-rule-set"]');
  await page.click('[data-testid="rbac-holder-select"]');
  await page.keyboard.type(positionName);
  await page.locator('.ant-select-item-option', { hasText: positionName }).click();
  await page.waitForSelector('[data-testid="rbac-editor"]');
  await page.fill('[data-testid="rbac-rule-search"]', RULE);
}

async function saveAndWait(page: Page): Promise<void> {
  await page.click('[data-testid="rbac-save"]');
  await page.waitForSelector('[data-testid="toast-success"]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="rbac-save"]')?.hasAttribute('disabled') === true,
  );
}

/** Opens the provinces screen as the test user; the page load reads the rules afresh. */
async function openProvinces(page: Page): Promise<void> {
  await page.goto(PROVINCES);
  await page.waitForFunction(
    (paths) => paths.includes(window.location.pathname) && document.body.dataset.route !== undefined,
    [PROVINCES, '/404'],
  );
}

describe('rights management', () => {
  it('grants a position a screen, its user opens it, and taking the rule away closes it', async () => {
    const user = await openPage(browser);
    await signInAs(user.page, username, password);
    await user.page.goto(PROVINCES);
    await user.page.waitForURL('**/404');
    await user.page.waitForSelector('[data-testid="not-found"]');

    const admin = await openPage(browser);
    await signInAs(admin.page, 'admin', 'Admin@123');
    await openPositionRules(admin.page);
    const box = admin.page.locator(`[data-testid="rule-${RULE}"]`);
    await expect(box.isChecked()).resolves.toBe(false);
    await expect(box.isDisabled()).resolves.toBe(false);
    await box.check();
    await expect(admin.page.locator('[data-testid="rbac-changes"]').textContent()).resolves.toContain('+1');
    await saveAndWait(admin.page);
    await expect(
      call<string[]>('GET', `/user/user-positions/${positionId}/rules`, adminToken),
    ).resolves.toEqual([RULE]);

    await openProvinces(user.page);
    expect(pathOf(user.page)).toBe(PROVINCES);
    await user.page.waitForFunction(() => document.body.dataset.route === 'information-addresses-provinces');
    await expect(user.page.locator('[data-testid="not-found"]').count()).resolves.toBe(0);
    await user.page.waitForSelector('[data-testid="menu-section-information"]');

    await box.uncheck();
    await saveAndWait(admin.page);
    await expect(
      call<string[]>('GET', `/user/user-positions/${positionId}/rules`, adminToken),
    ).resolves.toEqual([]);

    await user.page.goto(PROVINCES);
    await user.page.waitForURL('**/404');
    await user.page.waitForSelector('[data-testid="not-found"]');
    await expect(user.page.locator('[data-testid="menu-section-information"]').count()).resolves.toBe(0);

    expect(admin.errors).toEqual([]);
    expect(user.errors).toEqual([]);
  });

  it('shows the rule sets read-only to a user without the edit right', async () => {
    // the test user gets only the show rules of user rules, through their position
    await call('PUT', `/user/user-positions/${positionId}/rules`, adminToken, { rules: ['user_rule.show'] });
    const { page, errors } = await openPage(browser);
    await signInAs(page, username, password);
    await page.goto('/settings/rbac/user-rules');
    await page.waitForSelector('[data-testid="rbac-read-only"]');
    await page.click('[data-testid="rbac-holder-select"]');
    await page.keyboard.type(`Huquqlar ${run}`);
    await page.locator('.ant-select-item-option', { hasText: `E2E Huquqlar ${run}` }).click();
    await page.waitForSelector('[data-testid="rbac-editor"]');
    await page.fill('[data-testid="rbac-rule-search"]', 'user_rule.show');
    await expect(page.locator('[data-testid="rule-user_rule.show"]').isDisabled()).resolves.toBe(true);
    await expect(page.locator('[data-testid="rbac-save"]').count()).resolves.toBe(0);
    // the position's rules are shown beside, read-only (no right to read the user card: a notice)
    await page.waitForSelector('[data-testid="rbac-position-aside"]');
    expect(errors).toEqual([]);
  });

  it("shows the positions list at /salary/user-positions, as rights management's", async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/salary/user-positions');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="user_position"]');
    await page.waitForSelector('[data-testid="resource-table"]:not([data-loading])');
    await expect(page.locator('[data-testid="not-built"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="resource-title"]').textContent()).resolves.toBe(
      'Foydalanuvchi lavozimlari',
    );
    await page.locator('[data-testid="resource-table"] td', { hasText: positionName }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
