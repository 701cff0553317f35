import { ROUTES, type RouteDef } from '@savdo/shared/routes';
import type { Page } from 'playwright-core';
import { pathOf } from './browser.ts';

/** Every screen behind the sign-in that a signed-in user opens (not the renewal nor the 404). */
export const signedInScreens = (): RouteDef[] =>
  ROUTES.filter((r) => !r.public && r.path !== '/auth/renew-password' && r.path !== '/404');

/**
 * Opens a screen by in-app navigation, as the menu does it (the router follows
 * history changes), and waits until the guard settles on it. Answers why it
 * did not, or null.
 */
export async function goToScreen(page: Page, route: RouteDef): Promise<string | null> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  const settled = await page
    .waitForFunction((name) => document.body.dataset.route === name, route.name, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!settled)
    return `${route.path}: did not open (now ${pathOf(page)}, ${await page.evaluate(() => document.body.dataset.route)})`;
  if (pathOf(page) !== route.path) return `${route.path} → ${pathOf(page)}`;
  return null;
}
