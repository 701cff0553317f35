import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { query } from './two-factor.ts';

/**
 * A cashier sells a product paid with a card: the sale is PAID with its
 * fiscal sign and its receipt prints; once the warehouse has released it the
 * goods come back and the money leaves the cashbox (the sale RETURNED). A
 * fund sale is made with nothing paid by the client; the fund's transfer
 * arrives on a bank statement, is booked to the fund, and the fund owes
 * nothing more.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const FUND = `E2E fondi ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let admin: string;
let product: { id: number; name: string; price: string };
let account: { id: number; name: string; account: string; currency: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-cash-trading');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const box = await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
    name: `E2E savdo kassasi ${run}`,
    branch_id: me.user.branch.id,
    responsible_id: me.user.id,
  });
  // cash in the box, so a refund can leave it
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: box.id,
    amount: '500000000',
    currency: 'UZS',
  });
  // a product counted without serials, with a plain name (typed into the search) and a retail price
  const plain = (
    await call<{ id: number; name: string }[]>('GET', '/information/products/options?is_serial=false', admin)
  ).filter((p) => /^[\w .-]+$/.test(p.name));
  for (const candidate of plain) {
    const found = await call<(typeof product)[]>(
      'GET',
      `/cash-tradings/pickers/products?search=${encodeURIComponent(candidate.name)}`,
      admin,
    );
    const priced = found.find((p) => p.id === candidate.id);
    if (priced) {
      product = priced;
      break;
    }
  }
  if (!product) throw new Error('a demo product with a plain name and a price expected');
  await call('POST', '/cash-tradings/fonds', admin, { name: FUND, stir: '209876543' });
  // a company account of this test's own (the other browser tests check the demo accounts' balances)
  const firm = await call<{ id: number }>('POST', '/money-account-no-cash/firms', admin, {
    name: `E2E savdo firmasi ${run}`,
    stir: '309876543',
  });
  const digits = String(Date.now()).slice(-8).padStart(8, '0');
  account = await call<typeof account>('POST', '/money-account-no-cash/firm-account-numbers', admin, {
    name: `E2E fond hisobi ${run}`,
    firm_id: firm.id,
    account: `202080009001${digits}`,
    mfo: '00873',
    currency: 'UZS',
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

/** Posts the dialog's form and answers the API's answer to it. */
async function save(saveTestId: string, url: string) {
  const answer = page.waitForResponse((r) => r.url().includes(url) && r.request().method() === 'POST');
  await page.click(`[data-testid="${saveTestId}"]`);
  const res = await answer;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<{ data: { id: number } }>;
}

/** A new sale of one unit of the product, from the list's "new sale" button. */
async function fillSale(): Promise<void> {
  await page.click('[data-testid="trade-add"]');
  await pickOption(page, 'sale-product', product.name);
  await page.locator('[data-testid="sale-quantity-0"]').waitFor();
}

describe('a cash sale', () => {
  let tradeId = 0;

  it('is paid with a card: PAID, its fiscal sign shown, its receipt printed', async () => {
    await page.goto('/cash-tradings/cash-tradings');
    await page.waitForSelector('[data-testid="trades-table"]');
    await fillSale().catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/cash-trading-sale.png' });
      throw error;
    });
    await pickOption(page, 'part-type-0', 'Uzcard', '');
    await page.fill('[data-testid="part-amount-0"]', product.price);
    tradeId = (await save('sale-save', '/cash-tradings/trades')).data.id;
    const drawer = page.locator('[data-testid="trade-drawer"]');
    await drawer.locator('[data-testid="trade-status"]', { hasText: 'Toʻlangan' }).waitFor();
    await expect(drawer.locator('[data-testid="trade-fiscal-sign"]').textContent()).resolves.toMatch(
      /^\d{12}$/,
    );
    const pdf = page.waitForResponse((r) => r.url().includes(`/trades/${tradeId}/receipt`));
    await page.click('[data-testid="trade-drawer-print"]');
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await page.locator('[data-testid="cash-order-pdf-frame"]').waitFor();
    await page.keyboard.press('Escape');
  });

  it('comes back once released: the goods into the warehouse, the money out of the cashbox', async () => {
    // the output invoice (another screen) released the goods: a fixture here
    await query('update cash_trade_items set released = quantity, cost_uzs = 100000 where trade_id = $1', [
      tradeId,
    ]);
    await page.goto('/cash-tradings/cash-tradings');
    await page.click(`[data-testid="trade-return-${tradeId}"]`);
    const items = await call<{ items: { id: number }[] }>('GET', `/cash-tradings/trades/${tradeId}`, admin);
    await page.fill(`[data-testid="return-quantity-${items.items[0]?.id}"]`, '1');
    await page.click('[data-testid="return-warehouse"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click();
    await page.fill('[data-testid="return-reason"]', 'Mijozga yoqmadi');
    await save('return-save', `/trades/${tradeId}/returns`);
    await page
      .locator(`[data-testid="trades-table"] .ant-table-row`, { hasText: 'Qaytarilgan' })
      .first()
      .waitFor();
    const trade = await call<{ status: string; refunded: string }>(
      'GET',
      `/cash-tradings/trades/${tradeId}`,
      admin,
    );
    expect(trade).toMatchObject({ status: 'RETURNED', refunded: product.price });
    await page.goto('/cash-tradings/return-products');
    await page
      .locator('[data-testid="returns-table"] .ant-table-row', { hasText: 'Mijozga yoqmadi' })
      .waitFor();
  });
});

describe('a fund sale', () => {
  let fondId = 0;

  it('is owed by its fund until a bank statement row booked to the fund settles it', async () => {
    await page.goto('/cash-tradings/cash-tradings-fond');
    await page.waitForSelector('[data-testid="fond-debts"]');
    await page.click('[data-testid="trade-add"]');
    await pickOption(page, 'sale-fond', FUND, FUND.slice(0, 8));
    await pickOption(page, 'sale-product', product.name);
    const made = await save('sale-save', '/cash-tradings/trades');
    const trade = await call<{ fond_id: number; total: string }>(
      'GET',
      `/cash-tradings/trades/${made.data.id}`,
      admin,
    );
    fondId = trade.fond_id;
    await page.keyboard.press('Escape');
    await page.locator(`[data-testid="fond-debt-${fondId}"]`).waitFor();

    const number = `${run}F`;
    const d = new Date();
    const date = `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
    const text = [
      '1CClientBankExchange',
      'ВерсияФормата=1.03',
      'СекцияДокумент=Платежное поручение',
      `Номер=${number}`,
      `Дата=${date}`,
      `Сумма=${trade.total}`,
      'ПлательщикСчет=20210000900100200999',
      `Плательщик1=${FUND}`,
      `ПолучательСчет=${account.account}`,
      `НазначениеПлатежа=Fond dasturi boʻyicha xarid uchun`,
      'КонецДокумента',
      'КонецФайла',
    ].join('\r\n');
    await call('POST', '/money-account-no-cash/statements', admin, {
      firm_account_number_id: account.id,
      file_name: 'fond.txt',
      content: Buffer.from(text).toString('base64'),
    });
    await page.goto('/money-account-no-cash/all-account-number-operations');
    await page.click(`[data-testid="bank-row-book-${number}"]`);
    await pickOption(page, 'bank-classify-target', 'Fond tushumi', 'Fond');
    await pickOption(page, 'bank-classify-record', `${FUND} (209876543)`, FUND.slice(0, 8));
    await save('bank-classify-save', '/classify');
    await page.goto('/money-account-no-cash/proceeds-from-the-fond');
    await page.locator(`[data-testid="bank-row-target-${number}"]`, { hasText: FUND }).waitFor();
    await page.goto('/cash-tradings/cash-tradings-fond');
    await page.locator(`[data-testid="fond-debt-${fondId}"]`, { hasText: /^0/ }).waitFor();
    const after = await call<{ fond_settled: string; fond_amount: string }>(
      'GET',
      `/cash-tradings/trades/${made.data.id}`,
      admin,
    );
    expect(after.fond_settled).toBe(after.fond_amount);
    expect(errors).toEqual([]);
  });
});
