import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * An accountant imports a bank statement (1C client-bank exchange text) into
 * a company account: two rows are booked by the seeded conditions (a
 * contract payment in Cyrillic, rent out), one stays undirected and is
 * booked by hand to an income type; a second import of the same file adds
 * nothing.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const NUMBERS = { contract: `${run}1`, rent: `${run}2`, unknown: `${run}3` };

let browser: Browser;
let page: Page;
let errors: string[];
let account: { id: number; name: string; account: string; currency: string; firm_name: string | null };

function statement(): string {
  const d = new Date();
  const date = `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
  const doc = (number: string, direction: 'IN' | 'OUT', amount: string, other: string, purpose: string) => [
    'СекцияДокумент=Платежное поручение',
    `Номер=${number}`,
    `Дата=${date}`,
    `Сумма=${amount}`,
    `ПлательщикСчет=${direction === 'OUT' ? account.account : other}`,
    `ПолучательСчет=${direction === 'OUT' ? other : account.account}`,
    `${direction === 'OUT' ? 'Получатель1' : 'Плательщик1'}=E2E kontragent ${number}`,
    `НазначениеПлатежа=${purpose}`,
    'КонецДокумента',
  ];
  return [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    ...doc(NUMBERS.contract, 'IN', '3200000.00', '20208000400987654999', 'Оплата по ШАРТНОМА №77'),
    ...doc(NUMBERS.rent, 'OUT', '1500000.00', '20208000100555666999', 'Ijara toʻlovi, noyabr'),
    ...doc(NUMBERS.unknown, 'IN', '725000.00', '20208000500111222999', 'Nomaʼlum tushum'),
    'КонецФайла',
  ].join('\r\n');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-cashless');
  // a company account of this test's own: other browser tests move the demo accounts' balances
  const firmName = `E2E bank firmasi ${run}`;
  const firm = await call<{ id: number }>('POST', '/money-account-no-cash/firms', admin, {
    name: firmName,
    stir: '309876542',
  });
  const digits = String(Date.now()).slice(-8).padStart(8, '0');
  const made = await call<Omit<typeof account, 'firm_name'>>(
    'POST',
    '/money-account-no-cash/firm-account-numbers',
    admin,
    {
      name: `E2E bank hisobi ${run}`,
      firm_id: firm.id,
      account: `202080009002${digits}`,
      mfo: '00873',
      currency: 'UZS',
    },
  );
  account = { ...made, firm_name: firmName };
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Picks an option and waits until the select shows it; on a busy machine a click landing while the
 * searched list re-renders can be lost, so it is picked again (at most three times).
 */
async function pickShown(testId: string, text: string, search: string): Promise<void> {
  const select = page.locator(`[data-testid="${testId}"]`);
  for (let attempt = 1; ; attempt++) {
    await pickOption(page, testId, text, search);
    const shown = await select
      .filter({ hasText: text })
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (attempt === 3) throw new Error(`${testId} does not show «${text}»`);
  }
}

const target = (number: string) => page.locator(`[data-testid="bank-row-target-${number}"]`);

async function importStatement(): Promise<void> {
  await page.click('[data-testid="bank-import-open"]');
  const label = `${account.firm_name ? `${account.firm_name} · ` : ''}${account.name} · ${account.account} (${account.currency})`;
  await pickOption(page, 'bank-import-account', label, account.account);
  await page.setInputFiles('[data-testid="bank-import-file"]', {
    name: 'kochirma.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(statement()),
  });
  await page.click('[data-testid="bank-import-submit"]');
}

describe('cashless bank statements', () => {
  it('imports a statement: two rows booked by rule, one left undirected', async () => {
    await page.goto('/money-account-no-cash/all-account-number-operations');
    await page.waitForSelector('[data-testid="bank-operations-table"]');
    await importStatement();
    await page
      .locator('[data-testid="bank-import-done"]', {
        hasText: 'Qoʻshildi: 3, avval bor edi: 0, qoida boʻyicha yoʻnaltirildi: 2',
      })
      .waitFor();
    await target(NUMBERS.contract).filter({ hasText: 'Shartnoma toʻlovi' }).waitFor();
    await expect(target(NUMBERS.contract).textContent()).resolves.toContain('Qoida boʻyicha');
    await target(NUMBERS.rent).filter({ hasText: 'Ijara toʻlovi' }).waitFor();
    await target(NUMBERS.unknown).filter({ hasText: 'Taqsimlanmagan' }).waitFor();
  });

  it('imports the same file again and adds nothing', async () => {
    await importStatement();
    await page
      .locator('[data-testid="bank-import-done"]', { hasText: 'Qoʻshildi: 0, avval bor edi: 3' })
      .waitFor();
  });

  it('books the undirected row by hand to an income type', async () => {
    await page.goto('/money-account-no-cash/account-number-operations');
    await page.click(`[data-testid="bank-row-book-${NUMBERS.unknown}"]`);
    await pickShown('bank-classify-target', 'Kirim turi', 'Kirim');
    await pickShown('bank-classify-record', 'Boshqa kirimlar', 'Boshqa');
    const booked = page.waitForResponse(
      (r) => r.url().includes('/classify') && r.request().method() === 'POST',
    );
    await page.click('[data-testid="bank-classify-save"]');
    const answer = await booked.catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/cashless-book.png' });
      throw error;
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await page.locator('[data-testid="toast-success"]').first().waitFor();
    await target(NUMBERS.unknown).waitFor({ state: 'detached' });

    await page.goto('/money-account-no-cash/account-number-deposits');
    await target(NUMBERS.unknown).filter({ hasText: 'Boshqa kirimlar' }).waitFor();
    await expect(target(NUMBERS.unknown).textContent()).resolves.toContain('Qoʻlda');
    // the screen's list exports with its target
    const [file] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/operations/export?') && r.url().includes('target=INCOME'),
      ),
      page.click('[data-testid="bank-operations-export"]'),
    ]);
    expect(file.status()).toBe(200);
    await page.goto('/money-account-no-cash/account-number-balance');
    await page
      .locator(`[data-testid="bank-balance-${account.id}"]`, {
        hasText: /2[\s\u00a0\u202f]?425[\s\u00a0\u202f]?000/,
      })
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="bank-balance-export"]'),
    ]);
    expect(download.suggestedFilename()).toBe('bank-balances.xlsx');
    expect(errors).toEqual([]);
  });
});
