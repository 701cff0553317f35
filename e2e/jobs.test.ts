import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathOf, signInAs } from './browser.ts';
import { E2E_FLAKY_JOB } from './jobs.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the developers' background jobs", () => {
  it('shows a failed job with its error and runs it again on retry', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, 'admin', 'Admin@123');
    await page.goto('/settings/jobs');
    await page.click('[data-testid="jobs-state-filter"]');
    await page.click(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Xato bilan tugadi"]',
    );
    // the failure itself, with its retry action (its copy in the dead letter queue has none)
    const row = page.locator('[data-testid="jobs-table"] tr:has([data-testid^="job-retry-"])', {
      hasText: E2E_FLAKY_JOB,
    });
    await expect(row.textContent()).resolves.toContain('e2e: the first attempt fails');
    await row.locator('[data-testid^="job-retry-"]').click();
    await row.waitFor({ state: 'detached' });
    // the job's own queue, any state: it ran again and completed
    await page.click('[data-testid="jobs-state-filter"] .ant-select-clear');
    await page.click('[data-testid="jobs-queue-filter"]');
    await page.click(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${E2E_FLAKY_JOB}"]`,
    );
    // the page asks again while the job waits or runs, until it shows it done
    const state = page.locator('[data-testid="jobs-table"] [data-testid^="job-state-"]');
    await expect
      .poll(async () => (await state.allTextContents()).join(), { timeout: 60_000 })
      .toBe('Bajarildi');
    expect(errors).toEqual([]);
  });

  it('is closed to a user who is not a developer', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, 'omborchi', 'Ombor@123');
    await page.goto('/settings/jobs');
    await page.waitForURL('**/404');
    expect(pathOf(page)).toBe('/404');
  });
});
