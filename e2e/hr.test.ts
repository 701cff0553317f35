import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, signIn, today } from './api.ts';
import { baseUrl, launchBrowser, openPage, pickOption, signInAs } from './browser.ts';

/**
 * HR records in the browser: a candidate (added through the API) is hired
 * at the candidates screen into a branch, position and schedule with a
 * salary; the temporary password is shown once; the employee is listed on
 * the hiring screen and the candidate is HIRED. Then they are dismissed at
 * the dismissal screen, and their user can no longer sign in.
 */

const run = Date.now().toString(36);
const NAME = `Hrtest Nomzod ${run}`;
const USERNAME = `hr.e2e.${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let admin = '';
const picks = { branch: '', position: '', schedule: '', reason: '' };

const first = async (list: string) =>
  (await call<Option[]>('GET', `/salary/options/${list}`, admin))[0]?.name ?? '';

/** A sign-in attempt's status, straight through the API. */
const signInStatus = async (username: string, password: string) =>
  (
    await fetch(`${baseUrl()}/api/user/sign-in-web`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password, app: 'WEB', device_id: `e2e-hr-${run}` }),
    })
  ).status;

async function typeDate(testId: string, date: string): Promise<void> {
  await page.click(`[data-testid="${testId}"]`);
  await page.keyboard.type(date.split('-').reverse().join('.'));
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-hr');
  await call('POST', '/salary/candidates', admin, { full_name: NAME, phone: '998901230000' });
  picks.branch = await first('branches');
  picks.position = await first('positions');
  picks.schedule = await first('schedules');
  picks.reason = await first('leave-reasons');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('HR records', () => {
  it('hires a candidate, lists the employee, dismisses them and their user cannot sign in', async () => {
    await page.goto('/salary/candidates');
    await page.fill('[data-testid="hr-candidates-search"] input', NAME);
    await page.keyboard.press('Enter');
    const row = page.locator('[data-testid="hr-candidates-table"] .ant-table-row', { hasText: NAME });
    await row.first().waitFor();
    await row.first().locator('[data-testid^="hr-candidate-hire-"]').click();
    await page.fill('[data-testid="hr-hire-username"]', USERNAME);
    await pickOption(page, 'hr-hire-branch', picks.branch);
    await pickOption(page, 'hr-hire-position', picks.position);
    await pickOption(page, 'hr-hire-schedule', picks.schedule);
    await page.fill('[data-testid="hr-hire-salary"]', '5 500 000');
    await typeDate('hr-hire-date', today());
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/salary\/hiring-staff$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="hr-hire-save"]'),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    const password = (await page.locator('[data-testid="hr-hired-password"]').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect(await signInStatus(USERNAME, password)).toBe(200);
    await page.keyboard.press('Escape');
    const status = page.locator('[data-testid="hr-candidates-table"] .ant-table-row', { hasText: NAME });
    await expect
      .poll(async () => (await status.first().textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/Ishga olingan/);

    await page.goto('/salary/hiring-staff');
    await page.fill('[data-testid="hr-employees-search"] input', NAME);
    await page.keyboard.press('Enter');
    const employee = page.locator('[data-testid="hr-employees-table"] .ant-table-row', { hasText: NAME });
    await employee.first().waitFor();
    const text = (await employee.first().textContent()) ?? '';
    expect(text).toContain(USERNAME);
    expect(text).toMatch(/Ishlamoqda/);
    const number = /E\d{4,}/.exec(text)?.[0] ?? '';
    expect(number).not.toBe('');

    await page.goto('/salary/staff-dismissal');
    await page.click('[data-testid="hr-dismissals-add"]');
    await pickOption(page, 'hr-dismiss-employee', `${NAME} (${number})`, NAME);
    await typeDate('hr-dismiss-date', today());
    await pickOption(page, 'hr-dismiss-reason', picks.reason);
    const [dismissed] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/salary\/staff-dismissal$/.test(r.url()) && r.request().method() === 'POST',
      ),
      page.click('[data-testid="hr-dismiss-save"]'),
    ]);
    expect(dismissed.status(), await dismissed.text()).toBe(201);
    await page
      .locator('[data-testid="hr-dismissals-table"] .ant-table-row', { hasText: NAME })
      .first()
      .waitFor();
    expect(await signInStatus(USERNAME, password)).not.toBe(200);

    // the pay history shows the hiring salary; the transfers screen opens
    await page.goto('/salary/salary-changes');
    await page.fill('[data-testid="hr-salaries-search"] input', number);
    await page.keyboard.press('Enter');
    const pay = page.locator('[data-testid="hr-salaries-table"] .ant-table-row', { hasText: NAME });
    await pay.first().waitFor();
    expect(((await pay.first().textContent()) ?? '').replace(/\s/g, '')).toMatch(/5500000/);
    await page.goto('/salary/staff-transfer');
    await page.locator('[data-testid="hr-transfers-table"]').waitFor();
    expect(errors).toEqual([]);
  });
});
