import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { seedDemoAppeals } from '../apps/api/src/seed/demo-appeals.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * Plum, the instalment partner, on the demo data with the server's local
 * fake: the cabinet lists the partner's applications and payouts, a waiting
 * application is accepted; the developer settings check the connection.
 */

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  // the browser tests' database has the core demo only: the partner's demo applications come from its seed
  const database = connect(inject('databaseUrl'));
  try {
    const plum = await database.db.execute(sql`select count(*)::int as n from plum_applications`);
    if (Number(plum.rows[0]?.n) === 0) await seedDemoAppeals(database.db);
  } finally {
    await database.pool.end();
  }
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('the Plum cabinet', () => {
  it('shows the applications and payouts, and accepts a waiting application', async () => {
    await page.goto('/integrations/plum');
    const rows = page.locator('[data-testid="plum-applications"] .ant-table-row');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(4);
    const accept = page.locator('[data-testid^="plum-accept-"]').first();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/accept') && r.request().method() === 'POST'),
      accept.click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(() => page.locator('[data-testid^="plum-accept-"]').count()).toBe(1);
    await expect
      .poll(async () => (await rows.allTextContents()).filter((t) => t.includes('Qabul qilingan')).length)
      .toBe(2);
    await page.getByRole('tab', { name: 'Toʻlovlar (hisob-kitob)' }).click();
    await page.locator('[data-testid="plum-settlements"] .ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('checks the connection from the developer settings', async () => {
    await page.goto('/settings/plum-info');
    await expect(page.locator('[data-testid="plum-mode"]').textContent()).resolves.toBe(
      'Ichki sinov hamkori',
    );
    await page.click('[data-testid="plum-check"]');
    await expect(page.locator('[data-testid="plum-check-result"]').textContent()).resolves.toContain(
      'Ulanish bor',
    );
    expect(errors).toEqual([]);
  });
});
