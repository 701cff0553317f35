import type { Language } from '@savdo/shared/i18n/languages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import {
  axeProblems,
  essentialColumnProblems,
  headingCount,
  injectAxe,
  screenSettled,
} from './screen-checks.ts';
import { goToScreen, signedInScreens } from './screens.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Not yet in `npm test`: it walks every screen of the route table twice (about
 * ten minutes a language on a two-core machine) and still finds screens to fix
 * (issue 22, items 1 and 12). Run it with
 * `SCREEN_AUDIT=1 npx vitest run --project e2e e2e/screen-standards.test.ts`.
 */
const AUDIT = process.env.SCREEN_AUDIT === '1';

/** A laptop's screen: the columns a person works by must be in sight at this width. */
const LAPTOP = { width: 1280, height: 720 };

/**
 * One page per language walks every screen of the route table, as admin, at
 * 1280×720: each opens without an error or a redirect, keeps its lists'
 * essential columns in sight (none hidden under a fixed column or past the
 * edge; a list with none marked fails) and shows exactly one <h1>. The
 * axe-core audit (WCAG 2.2 A/AA, critical and serious) runs in the first
 * language: the colours and names it checks are the same in both.
 */
describe.skipIf(!AUDIT).each<[Language, boolean]>([
  ['uz', true],
  ['ru', false],
])('every screen of the route table in %s', (lang, audit) => {
  it(`opens for admin at 1280×720 with its essential columns in sight and one <h1>${audit ? ', passing axe' : ''}`, {
    timeout: 600_000,
  }, async () => {
    const { page, errors } = await openPage(browser, LAPTOP);
    await signInAs(page, 'admin', 'Admin@123');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    const screens = signedInScreens();
    await page.goto('/');
    await page.waitForSelector('[data-testid="dashboard"]');
    if (audit) await injectAxe(page);
    const found = {
      opening: [] as string[],
      essential: [] as string[],
      heading: [] as string[],
      axe: [] as string[],
    };
    for (const route of screens) {
      const failure = await goToScreen(page, route);
      if (failure) {
        found.opening.push(failure);
        continue;
      }
      await screenSettled(page);
      for (const problem of await essentialColumnProblems(page))
        found.essential.push(`${route.path} ${problem}`);
      const headings = await headingCount(page);
      if (headings !== 1) found.heading.push(`${route.path}: ${headings} <h1>`);
      if (audit) for (const problem of await axeProblems(page)) found.axe.push(`${route.path} ${problem}`);
    }
    expect(found).toEqual({ opening: [], essential: [], heading: [], axe: [] });
    expect(errors).toEqual([]);
    expect(screens.length).toBeGreaterThan(250);
  });
});
