import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, demoStock, type Option, receive, signIn, today } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { insertClient, insertContract, signContract, withDatabase } from './fixtures.ts';

/**
 * One report of each of the seven groups, as the administrator works with
 * it: found in the catalogue by its code, narrowed by one filter of its
 * form, its rows and totals shown, its .xlsx export holding as many rows as
 * the table counts, and a linked cell opening the document or the report it
 * points to. The setup makes what each report shows (the browser suite's
 * demo has reference data but no history): two cash expenses, two receipts,
 * two contracts with their down payments into two cashboxes, and two
 * employees' late days.
 */

const run = Date.now().toString(36);
const ITEMS = [`E2E hisobot moddasi A ${run}`, `E2E hisobot moddasi B ${run}`];
const CASHBOXES = [`E2E hisobot kassasi A ${run}`, `E2E hisobot kassasi B ${run}`];
const CLIENTS = [`Hisobotov Aziz ${run}`, `Hisobotova Malika ${run}`];
const EMPLOYEES = [`Kechikov E2E ${run}`, `Erta E2E ${run}`];
// a day of this month that is not today (unless today is the 1st): today's screens stay as they were
const LATE_DAY = `${today().slice(0, 8)}01`;

let browser: Browser;
let page: Page;
let errors: string[];
let products: Option[];
const contractNumbers: string[] = [];

interface Me {
  id: number;
  branch: { id: number; name: string };
}

/** Two cashboxes (money in the first), two cost items each spent from it. */
async function cashAndExpenses(admin: string, me: Me): Promise<number[]> {
  const cashboxes: number[] = [];
  for (const name of CASHBOXES) {
    const made = await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name,
      branch_id: me.branch.id,
      responsible_id: me.id,
    });
    cashboxes.push(made.id);
  }
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashboxes[0],
    amount: '5000000',
    currency: 'UZS',
  });
  for (const [i, name] of ITEMS.entries()) {
    const item = await call<{ id: number }>('POST', '/expenses/cost-items', admin, { name });
    await call('POST', '/cashbox/operations?approve=true', admin, {
      type: 'EXPENSE_OUTPUT',
      cashbox_id: cashboxes[0],
      counterpart_id: item.id,
      amount: String(100_000 * (i + 1)),
      currency: 'UZS',
    });
  }
  return cashboxes;
}

/** Two signed contracts of today (six and three months), each with its down payment into its own cashbox. */
async function contracts(admin: string, me: Me, cashboxes: number[]): Promise<void> {
  await withDatabase(inject('databaseUrl'), async (db) => {
    for (const [i, name] of CLIENTS.entries()) {
      const clientId = await insertClient(db, { name, branchId: me.branch.id });
      const made = await insertContract(db, {
        branchId: me.branch.id,
        clientId,
        userId: me.id,
        date: today(),
        months: i === 0 ? 6 : 3,
      });
      await call('POST', '/cashbox/pre-payment', admin, {
        contract_id: made.id,
        amount: '300000',
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: cashboxes[i],
        payment_date: today(),
      });
      await signContract(db, made.id);
      contractNumbers.push(made.number);
    }
  });
}

/** Two employees of the branch, each late on one day of this month. */
async function lateDays(me: Me): Promise<void> {
  await withDatabase(inject('databaseUrl'), async (db) => {
    for (const [i, name] of EMPLOYEES.entries()) {
      const user = await db.execute<{ id: number }>(sql`insert into users (username, full_name, password_hash,
          must_change_password, branch_id)
        values (${`e2e_rep_${run}_${i}`}, ${name}, 'x', false, ${me.branch.id}) returning id`);
      const employee = await db.execute<{ id: number }>(sql`insert into employees (user_id, employee_number,
          full_name, branch_id, salary, hired_on)
        values (${Number(user.rows[0]?.id)}, ${`R${run}${i}`}, ${name}, ${me.branch.id}, 300000000,
          ${`${today().slice(0, 8)}01`}) returning id`);
      await db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status, late_minutes)
        values (${Number(employee.rows[0]?.id)}, ${LATE_DAY}, ${me.branch.id}, 'PRESENT', ${15 * (i + 1)})`);
    }
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-report-groups');
  const me = (await call<{ user: Me }>('GET', '/user/me', admin)).user;
  const cashboxes = await cashAndExpenses(admin, me);
  await contracts(admin, me, cashboxes);
  await lateDays(me);
  const stock = await demoStock(admin);
  products = stock.products.slice(0, 2);
  for (const product of products) await receive(admin, stock, product.id, '150000');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
  await page.goto('/information/reports');
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const TABLE = '[data-testid="report-table"]';
const rows = () => page.locator(`${TABLE} .ant-table-row`);

/** The count under the table ("12 ta qator"). */
async function tableCount(): Promise<number> {
  const text = await page.locator(`[data-testid="report-view"] .ant-pagination-total-text`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Back in the catalogue (in the app), finds the report by its code and opens it; its count before any filter. */
async function openFromCatalogue(code: string): Promise<number> {
  if (!new URL(page.url()).search.includes('code='))
    await page.locator('[data-testid="report-search"]').waitFor();
  else await page.locator('[data-testid="report-view"] a[href="/information/reports"]').click();
  await page.locator('[data-testid="report-search"] input').fill(code.toLowerCase());
  const entries = page.locator('[data-testid^="reports-group-"] [data-testid^="report-R"]');
  await expect.poll(() => entries.count()).toBe(1);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/reports/${code}`);
  await page.locator(`[data-testid="report-${code}"] a`).click();
  await answer;
  await page.locator(`${TABLE} [data-testid="report-total"]`).first().waitFor();
  await rows().first().waitFor();
  return tableCount();
}

/** Applies the form (a filter set just before) and waits for the narrowed page; the new count. */
async function apply(code: string, param: string): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/reports/${code}?`) && r.url().includes(param),
  );
  await page.locator('[data-testid="report-apply"]').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const total = ((await response.json()) as { data: { meta: { total: number } } }).data.meta.total;
  await page.waitForURL(new RegExp(param));
  // the table shows the narrowed page once it is drawn
  await expect.poll(tableCount).toBe(total);
  await page.locator(`${TABLE} [data-testid="report-total"]`).first().waitFor();
  return total;
}

/** Downloads the .xlsx export and answers its rows under the header. */
async function exportedRows(): Promise<number> {
  const download = page.waitForEvent('download');
  await page.locator('[data-testid="report-export-xlsx"]').click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  return sheet.actualRowCount - 1;
}

/**
 * The narrowed table: fewer rows than before, each showing `every`, one
 * showing `kept` and none `dropped`, a totals row, and the export's rows as
 * many as the table counts.
 */
async function checkNarrowed(
  counts: { before: number; after: number },
  shows: { every: string; kept: string; dropped?: string },
): Promise<void> {
  expect(counts.after).toBeGreaterThan(0);
  expect(counts.after).toBeLessThan(counts.before);
  const shown = await rows().allTextContents();
  expect(shown.length).toBe(Math.min(counts.after, 50));
  expect(shown.every((row) => row.includes(shows.every))).toBe(true);
  expect(shown.some((row) => row.includes(shows.kept))).toBe(true);
  if (shows.dropped !== undefined) expect(shown.some((row) => row.includes(shows.dropped ?? ''))).toBe(false);
  expect(await page.locator(`${TABLE} [data-testid="report-total"]`).count()).toBeGreaterThan(0);
  expect(await exportedRows()).toBe(counts.after);
}

/** Clicks a contract number in the row showing `text`: the contract opens over its list. */
async function drillToContract(column: string, text: string): Promise<void> {
  const link = rows().filter({ hasText: text }).first().locator(`[data-testid="drill-${column}"]`);
  const number = (await link.textContent()) ?? '';
  await link.click();
  await page.waitForURL(/\/contract\/contracts\?id=\d+/);
  await expect
    .poll(() => page.locator('.ant-drawer-title').textContent(), { timeout: 60_000 })
    .toContain(number);
  await page.goBack();
  await page.waitForURL(/code=/);
}

/** Clicks a linked cell in the row showing `text`: the report it names opens narrowed to `param`, with rows. */
async function drillToReport(column: string, text: string, code: string, param: RegExp): Promise<void> {
  await rows().filter({ hasText: text }).first().locator(`[data-testid="drill-${column}"]`).click();
  await page.waitForURL(new RegExp(`code=${code}`));
  expect(new URL(page.url()).search).toMatch(param);
  await rows().filter({ hasText: text }).first().waitFor();
}

describe('a report of each group: catalogue, filter, totals, export and drill-down', () => {
  it('TRADE: the contract register of one client opens the contract', async () => {
    const before = await openFromCatalogue('R0005');
    await page.locator('#client').fill(CLIENTS[0] ?? '');
    const after = await apply('R0005', 'client=');
    await checkNarrowed({ before, after }, { every: CLIENTS[0] ?? '', kept: CLIENTS[0] ?? '' });
    await drillToContract('number', CLIENTS[0] ?? '');
  });

  it("CASHBOX: one cashbox's down payments open their contract", async () => {
    const before = await openFromCatalogue('R0027');
    await pickOption(page, 'report-filter-cashbox', CASHBOXES[1] ?? '');
    const after = await apply('R0027', 'cashbox_id=');
    await checkNarrowed({ before, after }, { every: CASHBOXES[1] ?? '', kept: CLIENTS[1] ?? '' });
    await drillToContract('number', CLIENTS[1] ?? '');
  });

  it("WAREHOUSE: one product's stock drills into its FIFO batches", async () => {
    const product = products[1] as Option;
    const before = await openFromCatalogue('R0034');
    await pickOption(page, 'report-filter-product', product.name);
    const after = await apply('R0034', `product_id=${product.id}`);
    await checkNarrowed({ before, after }, { every: product.name, kept: product.name });
    await drillToReport('quantity', product.name, 'R0035', new RegExp(`product_id=${product.id}`));
  });

  it('LEVY: the three-month portfolio opens its contract', async () => {
    const before = await openFromCatalogue('R0049');
    await page.locator('#months').fill('3');
    const after = await apply('R0049', 'months=3');
    await checkNarrowed({ before, after }, { every: '', kept: CLIENTS[1] ?? '', dropped: CLIENTS[0] ?? '' });
    await drillToContract('number', CLIENTS[1] ?? '');
  });

  it("EXPENSE: one cost item's expenses drill into the cash expenses behind them", async () => {
    const before = await openFromCatalogue('R0067');
    await pickOption(page, 'report-filter-expense_item', ITEMS[0] ?? '');
    const after = await apply('R0067', 'expense_item_id=');
    await checkNarrowed({ before, after }, { every: ITEMS[0] ?? '', kept: ITEMS[0] ?? '' });
    await drillToReport('expense_item_name', ITEMS[0] ?? '', 'R0066', /expense_item_id=\d+/);
    // the one cash expense of the item: its 100 000 in the row and in the total
    await expect.poll(() => rows().count()).toBe(1);
    expect(await page.locator(`${TABLE} [data-testid="report-total"]`).textContent()).toMatch(
      /100[\s\u00a0\u202f]?000/,
    );
  });

  it("CASHLESS: one firm's bank balances drill into an account's cash flow", async () => {
    const before = await openFromCatalogue('R0075');
    const [firm, account] = await rows()
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.slice(0, 2).map((c) => c.textContent ?? ''));
    await pickOption(
      page,
      'report-filter-firm',
      firm ?? '',
      (firm ?? '').replace(/[«»"]/g, '').split(' ')[0],
    );
    const after = await apply('R0075', 'firm_id=');
    await checkNarrowed({ before, after }, { every: firm ?? '', kept: account ?? '' });
    await drillToReport('account_name', account ?? '', 'R0076', /bank_account_id=\d+/);
  });

  it("HRMS: one employee's late days drill into the attendance sheet", async () => {
    const before = await openFromCatalogue('R0086');
    await pickOption(page, 'report-filter-employee', EMPLOYEES[1] ?? '');
    const after = await apply('R0086', 'employee_id=');
    await checkNarrowed({ before, after }, { every: EMPLOYEES[1] ?? '', kept: EMPLOYEES[1] ?? '' });
    await drillToReport('employee_name', EMPLOYEES[1] ?? '', 'R0085', /employee_id=\d+/);
    expect(errors).toEqual([]);
  });
});
