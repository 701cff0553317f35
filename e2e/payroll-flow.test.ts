import { workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, type Option, signIn } from './api.ts';
import { baseUrl, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * A month of one employee, end to end as people and a terminal make it: an
 * HR user hires a candidate on the candidates screen into a branch with a
 * salary (hired on the first of a past month, with the number the terminal
 * knows them by); the branch door's face terminal (registered with a serial
 * and a secret) pushes their check-in and check-out of five working days of
 * that month; the month's statement for the branch is computed on screen and
 * shows them with 5 of the norm's days and the salary prorated; it is
 * approved; the employee is paid from a cashbox on screen; their
 * reconciliation act shows the pay accrued, the payment and a zero closing
 * balance.
 *
 * Every attempt makes its own candidate, number, month, cashbox and terminal
 * (a retry starts over). The branch is not the admin's: the payroll test
 * computes far-past months of that one and counts its rows.
 */

const WORKED = 5;
/** The salary is the norm × this, so five days accrue exactly 5 × this (whole soʻm). */
const PER_DAY = 150_000;
/** The default personal income tax (general setting `payroll_income_tax_percent`). */
const INCOME_TAX_PERCENT = 12;

let browser: Browser;
let page: Page;
let errors: string[];
let admin = '';
let branch: Option = { id: 0, name: '' };
const picks = { position: '', schedule: '' };

const first = async (list: string) =>
  (await call<Option[]>('GET', `/salary/options/${list}`, admin))[0]?.name ?? '';

/** One attempt's own names and month (a far-past month no other statement of the branch covers). */
function attempt() {
  const run = Date.now().toString(36);
  const seed = Number.parseInt(run.slice(-4), 36);
  const month = `20${String(1 + (seed % 18)).padStart(2, '0')}-${String(1 + (seed % 12)).padStart(2, '0')}`;
  return {
    run,
    month,
    name: `Oyliknoma Xodim ${run}`,
    username: `flow.e2e.${run}`,
    number: `F-${run.toUpperCase()}`,
    serial: `E2E-FLOW-${run}`,
    cashbox: `E2E oylik kassasi ${run}`,
  };
}
type Attempt = ReturnType<typeof attempt>;

/** The month's working days (Monday–Saturday less the listed holidays), as payroll counts its norm. */
async function workingDays(month: string): Promise<string[]> {
  const database = connect(inject('databaseUrl'));
  try {
    const holidays = await database.db.execute<{ date: string }>(
      sql`select date::text as date from holidays`,
    );
    return workingDaysOf(month, new Set(holidays.rows.map((r) => r.date)));
  } finally {
    await database.pool.end();
  }
}

/** A cashbox of the branch holding 10 000 000 soʻm, and a terminal at its door with its secret. */
async function branchKit(a: Attempt, userId: number): Promise<string> {
  const cashbox = await call<{ id: number }>('POST', '/cashbox/cash-registers', admin, {
    name: a.cashbox,
    branch_id: branch.id,
    responsible_id: userId,
  });
  await call('POST', '/cashbox/operations?approve=true', admin, {
    type: 'CASHBOX_INPUT',
    cashbox_id: cashbox.id,
    amount: '10000000',
    currency: 'UZS',
  });
  const device = await call<{ id: number }>('POST', '/face-recognition/device-managements', admin, {
    name: `E2E eshik terminali ${a.run}`,
    device_code: `F${a.run.slice(-5).toUpperCase()}`,
    branch_id: branch.id,
    serial_number: a.serial,
  });
  const { secret } = await call<{ secret: string }>(
    'POST',
    `/face-recognition/device-managements/${device.id}/secret`,
    admin,
    {},
  );
  return secret;
}

/** What the terminal sends for a face seen at the door (ISAPI AccessControllerEvent, HTTP Basic serial:secret). */
async function push(
  a: Attempt,
  secret: string,
  at: string,
  status: 'checkIn' | 'checkOut',
  serialNo: number,
) {
  const res = await fetch(`${baseUrl()}/api/face-recognition/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${a.serial}:${secret}`).toString('base64')}`,
    },
    body: JSON.stringify({
      dateTime: `${at}+05:00`,
      eventType: 'AccessControllerEvent',
      AccessControllerEvent: {
        majorEventType: 5,
        subEventType: 75,
        employeeNoString: a.number,
        serialNo,
        attendanceStatus: status,
      },
    }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  // stored against the employee the number names
  expect((JSON.parse(text) as { data: { known: boolean } }).data.known).toBe(true);
}

async function typeDate(testId: string, date: string): Promise<void> {
  await page.click(`[data-testid="${testId}"]`);
  await page.keyboard.type(date.split('-').reverse().join('.'));
  await page.keyboard.press('Enter');
}

/** An amount's digits as shown (soʻm shown whole: "750 000 soʻm" → "750000"). */
const digitsOf = async (selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\D/g, '');

/** The employee's id, from the hire the candidates screen sends. */
async function hire(a: Attempt, salary: number): Promise<number> {
  await page.goto('/salary/candidates');
  await page.fill('[data-testid="hr-candidates-search"] input', a.name);
  await page.keyboard.press('Enter');
  const row = page.locator('[data-testid="hr-candidates-table"] .ant-table-row', { hasText: a.name });
  await row.first().locator('[data-testid^="hr-candidate-hire-"]').click();
  await page.fill('[data-testid="hr-hire-username"]', a.username);
  await page.fill('[data-testid="hr-hire-number"]', a.number);
  await pickOption(page, 'hr-hire-branch', branch.name);
  await pickOption(page, 'hr-hire-position', picks.position);
  await pickOption(page, 'hr-hire-schedule', picks.schedule);
  await page.fill('[data-testid="hr-hire-salary"]', String(salary));
  await typeDate('hr-hire-date', `${a.month}-01`);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => /\/api\/salary\/hiring-staff$/.test(r.url()) && r.request().method() === 'POST',
    ),
    page.click('[data-testid="hr-hire-save"]'),
  ]);
  expect(answer.status(), await answer.text()).toBe(201);
  const hired = (await answer.json()) as { data: { employee: { id: number; employee_number: string } } };
  expect(hired.data.employee.employee_number).toBe(a.number);
  await page.locator('[data-testid="hr-hired-password"]').waitFor();
  await page.keyboard.press('Escape');
  return hired.data.employee.id;
}

/** Computes the month's statement of the branch on /salary/statements (it opens at once). */
async function computeStatement(a: Attempt): Promise<void> {
  await page.goto('/salary/statements');
  await page.click('[data-testid="statement-create"]');
  // the month picker shows MM.YYYY in either language
  await page.locator('[data-testid="statement-create-month"]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${a.month.slice(5)}.${a.month.slice(0, 4)}`);
  await page.keyboard.press('Enter');
  await pickOption(page, 'statement-create-branch', branch.name);
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => /\/api\/salary\/statements$/.test(r.url()) && r.request().method() === 'POST',
    ),
    page.click('[data-testid="statement-create-save"]'),
  ]);
  expect(created.status(), await created.text()).toBe(201);
}

/** The statement's approval, confirmed once the confirmation has finished opening. */
async function approve(): Promise<void> {
  await page.click('[data-testid="statement-approve"]');
  const ok = page.locator(
    '.ant-modal-confirm:not(.ant-zoom-appear):not(.ant-zoom-enter) [data-testid="statement-approve-ok"]',
  );
  await ok.waitFor();
  const [approved] = await Promise.all([page.waitForResponse((r) => /\/approve$/.test(r.url())), ok.click()]);
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(() => page.locator('[data-testid="statement-status"]').textContent())
    .toBe('Tasdiqlangan');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-payroll-flow');
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const branches = await call<Option[]>('GET', '/salary/options/branches', admin);
  const other = branches.find((b) => b.id !== me.user.branch.id);
  if (!other) throw new Error('a second branch expected in the demo');
  branch = other;
  picks.position = await first('positions');
  picks.schedule = await first('schedules');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('a month of an employee: hired, seen by the terminal, on the statement, paid, reconciled', () => {
  it('hires, counts the days the terminal saw, prorates the salary, pays it and closes the act at zero', async () => {
    const a = attempt();
    const me = await call<{ user: { id: number } }>('GET', '/user/me', admin);
    const days = await workingDays(a.month);
    const norm = days.length;
    const salary = norm * PER_DAY;
    const accrued = WORKED * PER_DAY;
    const net = accrued - Math.round((accrued * INCOME_TAX_PERCENT) / 100);
    const secret = await branchKit(a, me.user.id);
    await call('POST', '/salary/candidates', admin, { full_name: a.name, phone: '998901231111' });

    const employeeId = await hire(a, salary);

    // the terminal at the branch door: in at 08:55, out at 18:05 on the month's first five working days
    for (const [k, day] of days.slice(0, WORKED).entries()) {
      await push(a, secret, `${day}T08:55:00`, 'checkIn', 2 * k + 1);
      await push(a, secret, `${day}T18:05:00`, 'checkOut', 2 * k + 2);
    }

    await computeStatement(a);
    const row = page.locator('[data-testid="statement-rows"] .ant-table-row', { hasText: a.name }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(`${WORKED}/${norm}`);
    expect((await row.textContent())?.replace(/\D/g, '')).toContain(String(salary));
    expect(await digitsOf(`[data-testid="row-accrued-${employeeId}"]`)).toBe(String(accrued));
    expect(await digitsOf(`[data-testid="row-net-${employeeId}"]`)).toBe(String(net));
    expect(await digitsOf(`[data-testid="row-to_pay-${employeeId}"]`)).toBe(String(net));
    await approve();

    // paid from the branch's cashbox: the rest owed, as the dialog proposes it
    await page.click(`[data-testid="row-pay-${employeeId}"]`);
    await pickOption(page, 'pay-cashbox', a.cashbox);
    const [paid] = await Promise.all([
      page.waitForResponse((r) => /\/salary-payments$/.test(r.url()) && r.request().method() === 'POST'),
      page.click('[data-testid="pay-save"]'),
    ]);
    expect(paid.status(), await paid.text()).toBe(201);
    await expect.poll(() => digitsOf(`[data-testid="row-paid-${employeeId}"]`)).toBe(String(net));
    await expect.poll(() => digitsOf(`[data-testid="row-owed-${employeeId}"]`)).toBe('0');

    // the reconciliation act: the employee picked, the period from the month's first day
    await page.goto('/staff-calculations/reconciliation-act');
    const from = page.locator('[data-testid="staff-act-page"] .ant-picker input').first();
    await from.click();
    await from.fill(`01.${a.month.slice(5)}.${a.month.slice(0, 4)}`);
    await from.press('Enter');
    await pickOption(page, 'act-employee', `${a.name} (${a.number})`, a.name);
    const entries = page.locator('[data-testid="act-table"] .ant-table-row');
    await expect.poll(() => entries.count()).toBe(2);
    await expect(entries.nth(0).textContent()).resolves.toMatch(/Ish haqi hisoblandi/);
    await expect(entries.nth(1).textContent()).resolves.toMatch(/Ish haqi toʻlovi/);
    expect(await digitsOf('[data-testid="act-opening"]')).toBe('0');
    expect(await digitsOf('[data-testid="act-accrued"]')).toBe(String(net));
    expect(await digitsOf('[data-testid="act-paid"]')).toBe(String(net));
    expect(await digitsOf('[data-testid="act-closing"]')).toBe('0');
    expect(errors).toEqual([]);
  });
});
