import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, withDatabase } from './fixtures.ts';

/**
 * A template sent to one client: the client picked by name, their contract,
 * the template; the preview shows the filled text, the message is sent and
 * the list shows it delivered (the local fake provider). The client, the
 * contract and the template are made in the setup.
 */

const run = Date.now().toString(36);
const CLIENT = `Saidov SMS ${run}`;
const TEMPLATE = `E2E eslatma ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-sms');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await call('POST', '/send-sms/sms-templates', admin, {
    name: TEMPLATE,
    content: 'Hurmatli {client}! {contract_number} shartnoma boʻyicha oylik toʻlov {monthly} soʻm.',
  });
  await withDatabase(inject('databaseUrl'), async (db) => {
    const clientId = await insertClient(db, {
      name: CLIENT,
      branchId: me.user.branch.id,
      pinfl: '42345678901234',
      phone: '+998 93 555-44-33',
    });
    await insertContract(db, {
      branchId: me.user.branch.id,
      clientId,
      userId: me.user.id,
      date: '2025-01-10',
    });
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('SMS to a client', () => {
  it('previews the filled template, sends it and shows it delivered in the list', async () => {
    await page.goto('/send-sms/send-sms-clients');
    await page.waitForSelector('[data-testid="sms-page"]');
    await pickOption(page, 'sms-client', `${CLIENT} · 42345678901234 · +998 93 555-44-33`, CLIENT);
    await page.click('[data-testid="sms-contract"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click();
    await pickOption(page, 'sms-template', TEMPLATE);
    await page.click('[data-testid="sms-preview"]');
    const text = page.locator('[data-testid="sms-preview-text"]');
    await text.waitFor();
    await expect(text.textContent()).resolves.toMatch(
      new RegExp(`^Hurmatli ${CLIENT}! [A-Z]+\\d*-\\d+ shartnoma boʻyicha oylik toʻlov [\\d ]+ soʻm\\.$`),
    );
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/send-sms/messages') && r.request().method() === 'POST',
      ),
      page.click('[data-testid="sms-send"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const { data } = (await answer.json()) as { data: { id: number } };
    // the list follows the message until the provider reports it delivered
    const status = page.locator(`[data-testid="sms-status-${data.id}"]`);
    await status.waitFor();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="sms-status-${id}"]`)?.textContent === 'Yetkazildi',
      data.id,
      { timeout: 15_000 },
    );
    const row = page.locator('[data-testid="sms-messages"] .ant-table-row', { has: status });
    await expect(row.textContent()).resolves.toContain('+998\u00a093\u00a0555\u00a044\u00a033');
    await expect(row.textContent()).resolves.toContain(CLIENT);
    expect(errors).toEqual([]);
  });
});
