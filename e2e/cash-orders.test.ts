import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { confirmOk, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { E2E_USERS } from './fixtures.ts';

/**
 * Two cashiers pass money by a cash order: cashier A enters an order from
 * their cashbox to B's and sends it (A's cash goes down at once, the money
 * is in transit); cashier B finds it among the orders addressed to their
 * cashboxes and approves it, and B's cash goes up. Each sees the change on
 * "my cash registers".
 */

const A = E2E_USERS.orderSender;
const B = E2E_USERS.orderReceiver;
const run = Date.now().toString(36);
const NOTE = `E2E order ${run}`;
const NUMBER = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

let browser: Browser;
let pageA: Page;
let pageB: Page;
let errorsA: string[];
let errorsB: string[];
const boxes = { a: 0, b: 0, bName: `E2E qabul kassasi ${run}` };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-cash-orders');
  const adminMe = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const userId = async (username: string, password: string) =>
    (
      await call<{ user: { id: number } }>(
        'GET',
        '/user/me',
        await signIn(username, password, 'e2e-cash-orders'),
      )
    ).user.id;
  const cashbox = async (name: string, responsible: number) =>
    (
      await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
        name,
        branch_id: adminMe.user.branch.id,
        responsible_id: responsible,
      })
    ).id;
  boxes.a = await cashbox(`E2E joʻnatish kassasi ${run}`, await userId(A.username, A.password));
  boxes.b = await cashbox(boxes.bName, await userId(B.username, B.password));
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: boxes.a,
    amount: '500000',
    currency: 'UZS',
  });
  ({ page: pageA, errors: errorsA } = await openPage(browser));
  ({ page: pageB, errors: errorsB } = await openPage(browser));
  await signInAs(pageA, A.username, A.password);
  await signInAs(pageB, B.username, B.password);
});

afterAll(async () => {
  await browser?.close();
});

const row = (page: Page) =>
  page.locator('[data-testid="cash-orders-table"] .ant-table-row', { hasText: NOTE });

async function balanceShows(page: Page, box: number, digits: string): Promise<void> {
  await page.goto('/cashbox/my-cash-registers');
  await page.locator(`[data-testid="balance-uzs-${box}"]`, { hasText: NUMBER(digits) }).waitFor();
}

/** Prints a row's cash order of one side and sees the PDF. */
async function printSide(page: Page, side: 'send' | 'receive'): Promise<void> {
  const [pdf] = await Promise.all([
    page.waitForResponse((r) =>
      new RegExp(`/api/cashbox/cash-orders/\\d+/print\\?side=${side}$`).test(r.url()),
    ),
    row(page).locator(`[data-testid^="order-print-${side}-"]`).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await page.locator('[data-testid="cash-order-pdf-frame"]').waitFor();
  // the frame shows the PDF's blob: URL (a security policy refusing it leaves an error page instead)
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  await page.keyboard.press('Escape');
}

async function step(page: Page, action: 'send' | 'approve', status: string): Promise<void> {
  await row(page).locator(`[data-testid^="order-${action}-"]`).click();
  await confirmOk(page);
  await row(page).locator('[data-testid^="order-status-"]', { hasText: status }).waitFor();
}

describe('a cash order between two cashiers', () => {
  it('cashier A enters an order to B and sends it: the money leaves A', async () => {
    await pageA.goto('/cashbox/all-cash-orders');
    await pageA.waitForSelector('[data-testid="cash-orders-table"]');
    await pageA.locator('.ant-picker-range').waitFor();
    await pageA.click('[data-testid="cash-order-add"]');
    await pickOption(pageA, 'cash-order-target', boxes.bName, `qabul kassasi ${run}`);
    await pageA.fill('[data-testid="cash-order-amount"]', '120 000');
    await pageA.fill('[data-testid="cash-order-comment"]', NOTE);
    await pageA.click('[data-testid="cash-order-save"]');
    await row(pageA).locator('[data-testid^="order-status-"]', { hasText: 'Yaratilgan' }).waitFor();
    await expect(row(pageA).textContent()).resolves.toMatch(NUMBER('120 000'));
    await balanceShows(pageA, boxes.a, '500 000');

    await pageA.goto('/cashbox/all-cash-orders');
    await expect(row(pageA).locator('[data-testid^="order-print-"]').count()).resolves.toBe(0);
    await step(pageA, 'send', 'Yuborilgan');
    // sent: the expense order (chiqim) of A's cashbox prints
    await printSide(pageA, 'send');
    const [download] = await Promise.all([
      pageA.waitForEvent('download'),
      pageA.click('[data-testid="cash-orders-export"]'),
    ]);
    expect(download.suggestedFilename()).toBe('cash-orders.xlsx');
    await balanceShows(pageA, boxes.a, '380 000');
    expect(errorsA).toEqual([]);
  });

  it('cashier B sees it among the orders to their cashboxes, approves it, and the money is in B', async () => {
    await balanceShows(pageB, boxes.b, '0');
    await pageB.goto('/cashbox/cash-order-lists');
    await row(pageB).waitFor();
    await expect(row(pageB).locator('[data-testid^="order-send-"]').count()).resolves.toBe(0);
    await step(pageB, 'approve', 'Qabul qilingan');
    // received: the receipt order (kirim) of B's cashbox prints
    await printSide(pageB, 'receive');
    await balanceShows(pageB, boxes.b, '120 000');
    await balanceShows(pageA, boxes.a, '380 000');
    expect(errorsB).toEqual([]);
  });

  it('shows both cashboxes in the residues and the turnover (by type), and exports the residues', async () => {
    const admin = await openPage(browser);
    await signInAs(admin.page, 'admin', 'Admin@123');
    await admin.page.goto('/cashbox/cash-residues');
    await admin.page
      .locator(`[data-testid="residue-uzs-${boxes.b}"]`, { hasText: NUMBER('120 000') })
      .waitFor();
    await admin.page
      .locator(`[data-testid="residue-uzs-${boxes.a}"]`, { hasText: NUMBER('380 000') })
      .waitFor();
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.click('[data-testid="cash-residues-export"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cash-residues-.*\.xlsx$/);

    await admin.page.goto('/cashbox/cash-turnover');
    await admin.page.locator('.ant-picker-range').waitFor();
    const closing = admin.page.locator(`[data-testid="turnover-closing-${boxes.a}-UZS"]`);
    await closing.waitFor();
    await expect(closing.textContent()).resolves.toMatch(NUMBER('380 000'));
    const rowA = admin.page.locator('[data-testid="cash-turnover-table"] .ant-table-row', {
      has: closing,
    });
    await rowA.locator('.ant-table-row-expand-icon').click();
    const types = admin.page.locator(`[data-testid="turnover-types-${boxes.a}-UZS"]`);
    await types.waitFor();
    await expect(types.textContent()).resolves.toContain('Koʻchirish chiqimi');
    expect(admin.errors).toEqual([]);
  });
});
