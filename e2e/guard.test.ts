import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';
import { currentCode } from './two-factor.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the route guard', () => {
  it('sends a visitor without a token to the sign-in page', async () => {
    const { page } = await openPage(browser);
    await page.goto('/cashbox/cash-registers');
    await page.waitForURL('**/auth/login');
    await page.waitForSelector('#username');
  });

  it('signs in through the form and sends a signed-in user away from the sign-in page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'Admin@123');
    await page.click('[data-testid="login-submit"]');
    // the administrator manages rights: the second step asks a code of the authenticator app
    await page.fill('[data-testid="two-factor-code"]', await currentCode('admin'));
    await page.click('[data-testid="two-factor-submit"]');
    await page.waitForSelector('[data-testid="dashboard"]');
    expect(pathOf(page)).toBe('/');
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('loads neither the screen registry nor the menu labels on the sign-in page, and both behind it', async () => {
    const { page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The registry (`shell/screens.ts`) and the signed-in packs (`language-packs/<lang>-signed-in.ts`),
    // each once however often requested (a preload and the import may both show).
    const afterSignIn = (paths: string[]) => [
      ...new Set(paths.filter((path) => /\/assets\/(screens|(uz|ru)-signed-in)-[\w-]+\.js$/.test(path))),
    ];
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await page.waitForSelector('#username');
    expect(scripts.length).toBeGreaterThan(5);
    expect(afterSignIn(scripts)).toEqual([]);
    await signInAs(page, E2E_USERS.cashboxOnly.username, E2E_USERS.cashboxOnly.password);
    await page.goto('/cashbox', { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="main-menu"]');
    const behind = afterSignIn(scripts);
    expect(behind.filter((path) => path.includes('/screens-'))).toHaveLength(1);
    expect(behind.filter((path) => path.includes('-signed-in-'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('asks for the username and password before sending the sign-in form', async () => {
    const { page } = await openPage(browser);
    await page.goto('/auth/login');
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-username-required"]');
    await page.waitForSelector('[data-testid="login-password-required"]');
    await page.fill('#username', 'admin');
    await page.locator('[data-testid="login-username-required"]').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/auth/login');
  });

  it('shows the server message in an error toast for a wrong password', async () => {
    const { page } = await openPage(browser);
    await page.goto('/auth/login');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'wrong-password');
    await page.click('[data-testid="login-submit"]');
    const toast = page.locator('[data-testid="toast-error"]');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Login yoki parol notoʻgʻri');
    expect(pathOf(page)).toBe('/auth/login');
  });

  it('sends a user with an expired password to renew it, and the renewal signs them out', async () => {
    const { page } = await openPage(browser);
    const { username, password } = E2E_USERS.expired;
    await signInAs(page, username, password);
    await page.goto('/cashbox/cash-registers');
    await page.waitForURL('**/auth/renew-password');
    await page.fill('#old_password', password);
    await page.fill('#password', 'Renewed#456');
    await page.fill('#password_repeat', 'Renewed#456');
    await page.click('[data-testid="renew-submit"]');
    await page.waitForURL('**/auth/login');
    await signInAs(page, username, 'Renewed#456');
    await page.goto('/cashbox/cash-registers');
    await page.waitForSelector('[data-testid="resource-page"][data-resource="cashbox"]');
    expect(pathOf(page)).toBe('/cashbox/cash-registers');
  });

  it('sends a user lacking the rule of a screen to /404', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, E2E_USERS.cashboxOnly.username, E2E_USERS.cashboxOnly.password);
    await page.goto('/information/addresses/provinces');
    await page.waitForURL('**/404');
    await page.waitForSelector('[data-testid="not-found"]');
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/no/such/screen');
    await page.waitForSelector('[data-testid="not-found"]');
    expect(pathOf(page)).toBe('/no/such/screen');
  });
});
