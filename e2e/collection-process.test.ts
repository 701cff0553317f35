import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContract } from '../apps/api/src/areas/sales/contracts/create.ts';
import { call, signIn, wireDate } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A collector's work on a late contract: it is in the call stage, moved to
 * the warning letter stage with a reason (the history shows who and why),
 * then a warning letter is made from a template and printed as PDF. The
 * contract is made in the setup (the engine's `createContract`), its
 * collector a user of the test's own so the list can be filtered to it.
 */

const run = Date.now().toString(36);
const COLLECTOR = `Undiruvchi E2E ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let contractId: number;
let contractLabel: string;

const daysAgo = (n: number) => wireDate(new Date(Date.now() - n * 86_400_000));

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-collection-process');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  await withDatabase(inject('databaseUrl'), async (db) => {
    const product = await db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
    const client = await db.execute<{
      id: string;
    }>(sql`insert into clients (full_name, name_key, branch_id, passport)
      values (${`Qarzdor E2E ${run}`}, ${nameKey(`Qarzdor E2E ${run}`)}, ${me.user.branch.id}, 'AC7654321') returning id`);
    const made = await db.transaction((tx) =>
      createContract(
        tx,
        {
          branchId: me.user.branch.id,
          clientId: Number(client.rows[0]?.id),
          currency: 'UZS',
          tariffId: 1,
          months: 6,
          markupPercent: '40',
          additionalMarkupPercent: '0',
          contractDate: daysAgo(80),
          items: [
            {
              productId: Number(product.rows[0]?.id),
              unitPrice: 150_000_000n,
              quantity: 1000n,
              discount: 0n,
            },
          ],
          prepayment: 0n,
          rounding: 100_000n,
          byProduct: false,
        },
        me.user.id,
      ),
    );
    contractId = made.id;
    const prefix = await db.execute<{ prefix: string }>(
      sql`select prefix from branches where id = ${me.user.branch.id}`,
    );
    contractLabel = `${prefix.rows[0]?.prefix}-${made.number} · Qarzdor E2E ${run}`;
    const collector = await db.execute<{
      id: number;
    }>(sql`insert into users (username, full_name, password_hash, branch_id)
      values (${`e2e_collector_${run}`}, ${COLLECTOR}, 'x', ${me.user.branch.id}) returning id`);
    await db.execute(sql`update contracts set status = 'ACTIVE', signed_at = now(),
      responsible_id = ${collector.rows[0]?.id} where id = ${contractId}`);
    const stage = await db.execute<{ id: number }>(
      sql`select id from process_stages order by sort_order limit 1`,
    );
    await call('POST', '/collections/processes/moves', admin, {
      contract_id: contractId,
      stage_id: stage.rows[0]?.id,
      reason: 'Qoʻngʻiroq qilindi',
    });
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe("a collector's late contract", () => {
  it('moves the contract to the next stage with a reason, and its history shows the move', async () => {
    await page.goto('/collections/processes');
    await page.waitForSelector('[data-testid="processes-page"]');
    await pickOption(page, 'process-responsible', COLLECTOR, `E2E ${run}`);
    const move = page.locator(`[data-testid="process-move-${contractId}"]`);
    await move.waitFor();
    await move.click();
    await page.click('[data-testid="move-stage"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Ogohlantirish xati',
      })
      .first()
      .click();
    await page.fill('[data-testid="move-reason"]', 'Toʻlovni ikki marta kechiktirdi');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/collections/processes/moves')),
      page.click('[data-testid="move-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const row = page.locator('[data-testid="processes-table"] .ant-table-row', {
      hasText: 'Ogohlantirish xati',
    });
    await expect.poll(() => row.count()).toBe(1);

    await page.click(`[data-testid="process-history-${contractId}"]`);
    const history = page.locator('[data-testid="stage-history"] .ant-table-row');
    await expect.poll(() => history.count()).toBe(2);
    await expect(history.nth(0).textContent()).resolves.toMatch(/Toʻlovni ikki marta kechiktirdi/);
    await expect(history.nth(0).textContent()).resolves.toMatch(/Qoʻlda/);
    await page.keyboard.press('Escape');
  });

  it('makes a warning letter from a template and prints it as PDF', async () => {
    await page.goto('/collections/warning-letter');
    await page.waitForSelector('[data-testid="letters-page"]');
    await page.click('[data-testid="letter-add"]');
    await pickOption(page, 'letter-contract', contractLabel, `Qarzdor E2E ${run}`);
    await page.click('[data-testid="letter-template"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click();
    const [made, printed] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/collections/warning-letter') && r.request().method() === 'POST',
      ),
      page.waitForResponse((r) => /\/api\/collections\/warning-letter\/\d+\/print$/.test(r.url())),
      page.click('[data-testid="letter-save"]'),
    ]);
    expect(made.status(), await made.text()).toBe(201);
    const letter = ((await made.json()) as { data: { html: string; number: number } }).data;
    expect(letter.html).toContain(`Qarzdor E2E ${run}`);
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('application/pdf');
    await page.waitForSelector('[data-testid="cash-order-pdf-frame"]');
    await page.keyboard.press('Escape');
    const listed = page.locator('[data-testid="letters-table"] .ant-table-row', {
      hasText: `Qarzdor E2E ${run}`,
    });
    await expect.poll(() => listed.count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
