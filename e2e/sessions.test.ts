import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';
import { currentCode, query } from './two-factor.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

/** Ends every open session of a user as 31 idle minutes would (the next call is refused). */
const idleOut = (username: string) =>
  query(
    `update sessions s set last_used_at = now() - interval '31 minutes' from users u
     where u.id = s.user_id and u.username = $1 and s.revoked_at is null`,
    [username],
  );

async function answerCode(page: Page, username: string): Promise<void> {
  await page.fill('[data-testid="two-factor-code"]', await currentCode(username));
  await page.click('[data-testid="two-factor-submit"]');
}

describe('sessions and two-factor sign-in', () => {
  it('signs a user with two factors in only after a right code', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'Admin@123');
    await page.click('[data-testid="login-submit"]');
    await page.fill('[data-testid="two-factor-code"]', '000000');
    await page.click('[data-testid="two-factor-submit"]');
    const toast = page.locator('[data-testid="toast-error"]');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Kod notoʻgʻri');
    expect(pathOf(page)).toBe('/auth/login');
    await answerCode(page, 'admin');
    await page.waitForSelector('[data-testid="dashboard"]');
    expect(errors).toEqual([]);
  });

  it('makes a rights manager enrol a second factor before anything else opens', async () => {
    const { page, errors } = await openPage(browser);
    const { username, password } = E2E_USERS.rightsManager;
    await signInAs(page, username, password);
    await page.goto('/settings/rbac/user-rules');
    await page.waitForURL('**/auth/two-factor');
    await page.click('[data-testid="two-factor-start"]');
    await page.waitForSelector('[data-testid="two-factor-qr"]');
    const secret = (await page.locator('[data-testid="two-factor-secret"]').textContent()) ?? '';
    await page.fill('[data-testid="two-factor-setup-code"]', await generate({ secret }));
    await page.click('[data-testid="two-factor-confirm"]');
    await page.waitForSelector('[data-testid="recovery-codes"]');
    await expect(page.locator('[data-testid="recovery-codes"] li').count()).resolves.toBe(10);
    await page.click('[data-testid="two-factor-done"]');
    await page.waitForFunction(() => document.body.dataset.route === 'home');
    await page.goto('/settings/rbac/user-rules');
    await page.waitForFunction(() => document.body.dataset.route === 'settings-rbac-user-rules');
    expect(errors).toEqual([]);
  });

  it('asks to sign in again over the page when the session expired, and keeps what was typed', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/information/addresses/provinces');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="province"]');
    await page.click('[data-testid="add-button"]');
    const name = `E2E prompt ${stamp}`;
    await page.fill('#name', name);

    await idleOut('admin');
    await page.click('[data-testid="record-submit"]');
    const prompt = page.locator('[data-testid="sign-in-prompt"]');
    await prompt.waitFor();
    await expect(page.locator('#reauth_username').inputValue()).resolves.toBe('admin');
    await page.fill('#reauth_password', 'Admin@123');
    await prompt.locator('[data-testid="login-submit"]').click();
    await answerCode(page, 'admin');

    // the save that failed was sent again: the dialog closes and the record is there, on the same page
    await page.waitForSelector('[data-testid="record-dialog"]', { state: 'detached' });
    await prompt.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/information/addresses/provinces');
    const saved = await query('select id from provinces where name = $1', [name]);
    expect(saved).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
