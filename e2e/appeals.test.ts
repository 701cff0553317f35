import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A client's appeal from registration to closing: registered with the
 * client found by name, assigned, answered, closed, its card showing each
 * change in its history; then found in "my appeals" of the assignee.
 */

const run = Date.now().toString(36);
const CLIENT = `Murojaatchi E2E ${run}`;
const TEXT = `Muzlatgich ishlamayapti ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let assignee: string;
let type: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-appeals');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const refs = await call<{ users: { id: number; name: string }[]; types: { name: string }[] }>(
    'GET',
    '/appeals/appeals/references',
    admin,
  );
  assignee = refs.users.find((u) => u.id === me.user.id)?.name ?? '';
  type = refs.types[0]?.name ?? '';
  await withDatabase(inject('databaseUrl'), async (db) => {
    await db.execute(sql`insert into clients (full_name, name_key, pinfl, phones, branch_id)
      values (${CLIENT}, ${nameKey(CLIENT)}, '42345678901234', array['998907770011'], ${me.user.branch.id})`);
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

/** Clicks a change's button in the card, fills its text, saves, and waits for the new state. */
async function change(action: string, text: string, state: string): Promise<void> {
  // the last change's toast sits over the card's top right (and stays while the pointer is on it)
  await page.mouse.move(1, 1);
  await page
    .locator('.ant-notification-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.click(`[data-testid="appeal-${action}"]`);
  if (action === 'assign') await pickOption(page, 'appeal-assignee', assignee);
  await page.fill('[data-testid="appeal-action-text"]', text);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/${action}`) && r.request().method() === 'POST'),
    page.click('[data-testid="appeal-action-save"]'),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
  await expect.poll(() => page.locator('[data-testid="appeal-status"]').textContent()).toBe(state);
}

describe('an appeal', () => {
  let id = 0;

  it('is registered with its client, type and text', async () => {
    await page.goto('/appeals/appeals');
    await page.waitForSelector('[data-testid="appeals-page"]');
    await page.click('[data-testid="appeal-add"]');
    await pickOption(page, 'appeal-client', `${CLIENT} (42345678901234)`, CLIENT);
    await pickOption(page, 'appeal-type', type, '');
    await page.fill('[data-testid="appeal-text"]', TEXT);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/appeals/appeals') && r.request().method() === 'POST',
      ),
      page.click('[data-testid="appeal-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    id = (await answer.json()).data.id;
    const row = page.locator('[data-testid="appeals-table"] .ant-table-row', { hasText: TEXT });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(CLIENT);
    await expect(page.locator(`[data-testid="appeal-row-status-${id}"]`).textContent()).resolves.toBe(
      'Yangi',
    );
  });

  it('is assigned, answered and closed, each change in its history', async () => {
    await page.click(`[data-testid="appeal-open-${id}"]`);
    await page.waitForSelector('[data-testid="appeal-drawer"] [data-testid="appeal-status"]');
    await change('assign', 'Tezda koʻrib chiqing', 'Ishlanmoqda');
    await change('answer', 'Usta ertaga boradi', 'Javob berilgan');
    await expect(page.locator('[data-testid="appeal-answer"]').textContent()).resolves.toBe(
      'Usta ertaga boradi',
    );
    await change('close', 'Mijoz rozi', 'Yopilgan');
    const history = page.locator('[data-testid="appeal-history-row"]');
    await expect.poll(() => history.count()).toBe(4);
    const texts = await history.allTextContents();
    expect(texts[0]).toContain('Roʻyxatga olindi');
    expect(texts[1]).toContain('Yangi → Ishlanmoqda');
    expect(texts[1]).toContain(assignee);
    expect(texts[1]).toContain('Tezda koʻrib chiqing');
    expect(texts[2]).toContain('Ishlanmoqda → Javob berilgan');
    expect(texts[3]).toContain('Javob berilgan → Yopilgan');
    // a closed appeal offers only reopening
    await expect(page.locator('[data-testid="appeal-assign"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="appeal-reopen"]').count()).resolves.toBe(1);
  });

  it('shows in "my appeals" of its assignee', async () => {
    await page.keyboard.press('Escape');
    await page.click('[data-testid="appeals-mine"]');
    const row = page.locator('[data-testid="appeals-table"] .ant-table-row', { hasText: TEXT });
    await row.waitFor();
    await expect(page.locator(`[data-testid="appeal-row-status-${id}"]`).textContent()).resolves.toBe(
      'Yopilgan',
    );
    expect(errors).toEqual([]);
  });
});
