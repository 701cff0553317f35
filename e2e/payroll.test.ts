import { workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from './api.ts';
import { launchBrowser, openPage, pickOption, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A month's payroll in the browser: two employees of the test's own (set
 * up by SQL: users, employees, salaries, a month of attendance_days, one
 * with two absences), the statement computed for the month and the branch
 * on /salary/statements and approved (posted, frozen), paid from a cashbox
 * for every row, then the employee's reconciliation act shows the pay
 * accrued, the payment and a zero closing balance.
 */

const run = Date.now().toString(36);
const CASHBOX = `E2E ish haqi kassasi ${run}`;
const FIRST = `Ishchiyev E2E ${run}`;
const SECOND = `Xizmatova E2E ${run}`;
// a month of its own, far in the past: no other statement covers it
const seed = Number.parseInt(run.slice(-4), 36);
const MONTH = `20${String(1 + (seed % 18)).padStart(2, '0')}-${String(1 + (seed % 12)).padStart(2, '0')}`;

let browser: Browser;
let page: Page;
let errors: string[];
let firstId = 0;
let branchName = '';

async function setUp(branch: number): Promise<void> {
  await withDatabase(inject('databaseUrl'), async (db) => {
    const holidays = await db.execute<{ date: string }>(sql`select date::text as date from holidays`);
    const norm = workingDaysOf(MONTH, new Set(holidays.rows.map((r) => r.date)));
    for (const [i, name] of [FIRST, SECOND].entries()) {
      const user = await db.execute<{ id: number }>(sql`insert into users (username, full_name, password_hash,
          must_change_password, branch_id)
        values (${`e2e_pay_${run}_${i}`}, ${name}, 'x', false, ${branch}) returning id`);
      const userId = Number(user.rows[0]?.id);
      const employee = await db.execute<{ id: number }>(sql`insert into employees (user_id, employee_number,
          full_name, branch_id, salary, hired_on)
        values (${userId}, ${`P${run}${i}`}, ${name}, ${branch}, 300000000, ${`${MONTH}-01`}) returning id`);
      const id = Number(employee.rows[0]?.id);
      if (i === 0) firstId = id;
      await db.execute(sql`insert into employee_salaries (employee_id, effective_from, amount)
        values (${id}, ${`${MONTH}-01`}, 300000000)`);
      for (const [k, date] of norm.entries()) {
        const status = i === 0 && k < 2 ? 'ABSENT' : 'PRESENT';
        await db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status)
          values (${id}, ${date}, ${branch}, ${status})`);
      }
    }
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-payroll');
  const me = await call<{ user: { id: number; branch: { id: number; name: string } } }>(
    'GET',
    '/user/me',
    admin,
  );
  const branch = me.user.branch.id;
  branchName = me.user.branch.name;
  const cashbox = (
    await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
      name: CASHBOX,
      branch_id: branch,
      responsible_id: me.user.id,
    })
  ).id;
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashbox,
    amount: '10000000',
    currency: 'UZS',
  });
  await setUp(branch);
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const amountOf = async (testId: string) =>
  (await page.locator(`[data-testid="${testId}"]`).first().textContent())?.replace(/[^\d,.-]/g, '') ?? '';

describe('payroll: a statement computed, approved, paid, and the reconciliation act', () => {
  it('computes the month for the branch and approves it', async () => {
    await page.goto('/salary/statements');
    await page.click('[data-testid="statement-create"]');
    // the month picker shows MM.YYYY in either language
    await page.locator('[data-testid="statement-create-month"]').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${MONTH.slice(5)}.${MONTH.slice(0, 4)}`);
    await page.keyboard.press('Enter');
    await pickOption(page, 'statement-create-branch', branchName, branchName);
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/salary\/statements$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="statement-create-save"]'),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const rows = page.locator('[data-testid="statement-rows"] .ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(page.locator(`[data-testid="row-to_pay-${firstId}"]`).textContent()).resolves.not.toMatch(
      /^0/,
    );
    await page.click('[data-testid="statement-approve"]');
    const [approved] = await Promise.all([
      page.waitForResponse((r) => /\/approve$/.test(r.url())),
      page.click('[data-testid="statement-approve-ok"]'),
    ]);
    expect(approved.status(), await approved.text()).toBe(200);
    await expect
      .poll(() => page.locator('[data-testid="statement-status"]').textContent())
      .toBe('Tasdiqlangan');
  });

  it('pays every row from the cashbox: nothing is owed afterwards', async () => {
    const toPay = await amountOf('statement-to-pay');
    await page.click('[data-testid="statement-pay-all"]');
    await pickOption(page, 'pay-cashbox', CASHBOX);
    const [paid] = await Promise.all([
      page.waitForResponse((r) => /\/salary-payments$/.test(r.url()) && r.request().method() === 'POST'),
      page.click('[data-testid="pay-save"]'),
    ]);
    expect(paid.status(), await paid.text()).toBe(201);
    await expect.poll(() => amountOf('statement-paid')).toBe(toPay);
    await expect.poll(() => amountOf(`row-owed-${firstId}`)).toMatch(/^0/);
  });

  it("shows the employee's reconciliation act: accrued, paid, closing at zero", async () => {
    await page.goto(
      `/staff-calculations/reconciliation-act?employee_id=${firstId}&date_from=${MONTH}-01&date_to=2099-12-31`,
    );
    const rows = page.locator('[data-testid="act-table"] .ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toMatch(/Ish haqi hisoblandi/);
    await expect(rows.nth(1).textContent()).resolves.toMatch(/Ish haqi toʻlovi/);
    await expect.poll(() => amountOf('act-accrued')).toBe(await amountOf('act-paid'));
    await expect(page.locator('[data-testid="act-opening"]').textContent()).resolves.toMatch(/^0/);
    await expect(page.locator('[data-testid="act-closing"]').textContent()).resolves.toMatch(/^0/);
    expect(errors).toEqual([]);
  });
});
