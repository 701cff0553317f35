import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Option, signIn, today, wireDate } from './api.ts';
import { chooseOption, confirmOk, dialogClosed, launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * A work schedule's own days off and a withdrawn transfer, in the browser:
 * a schedule (made through the API with Sunday off) gets Saturday off too in
 * its edit dialog and the list shows both days; the list filtered by Saturday
 * shows a five-day schedule and not a six-day one, by Saturday or Sunday
 * both; a transfer dated next week (pending until the close of day) is
 * withdrawn on the transfers screen after a confirmation and shows as
 * withdrawn.
 */

const run = Date.now().toString(36);
const SCHEDULE = `Besh kunlik ${run}`;
const NAME = `Otkazma Xodim ${run}`;

let browser: Browser;
let page: Page;
let errors: string[];
let admin = '';

const options = async (list: string) => call<Option[]>('GET', `/salary/options/${list}`, admin);

const inDays = (n: number) => wireDate(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-hr-schedules');
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('work schedules and transfers', () => {
  it('gives a schedule Saturday off as well as Sunday', async () => {
    const made = await call<{ id: number }>('POST', '/salary/work-schedules', admin, {
      name: SCHEDULE,
      start_time: '09:00',
      end_time: '18:00',
      break_minutes: 60,
    });
    await page.goto(`/salary/work-schedules?search=${encodeURIComponent(SCHEDULE)}`);
    const row = page.locator(`tr[data-row-key="${made.id}"]`);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Yakshanba');
    expect((await row.textContent()) ?? '').not.toContain('Shanba,');

    await page.click(`[data-testid="row-action-edit-${made.id}"]`);
    await page.waitForSelector('[data-testid="record-dialog"][data-mode="edit"]');
    await page.click('[data-testid="field-work_schedule-days_off"]');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: /^Shanba$/,
      })
      .click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.click('[data-testid="record-submit"]');
    const confirm = page.locator('.ant-modal-confirm #confirm-ok');
    if (await confirm.count()) await confirmOk(page);
    await dialogClosed(page, '[data-testid="record-dialog"]');
    await expect
      .poll(async () => (await row.textContent()) ?? '')
      .toMatch(/Shanba.*Yakshanba|Yakshanba.*Shanba/);
    const saved = await call<{ days_off: string[] }>('GET', `/salary/work-schedules/${made.id}`, admin);
    expect([...saved.days_off].sort()).toEqual(['SAT', 'SUN']);
    expect(errors).toEqual([]);
  });

  it('filters the schedules by a day off', async () => {
    const make = (name: string, daysOff: string[]) =>
      call<{ id: number }>('POST', '/salary/work-schedules', admin, {
        name,
        start_time: '09:00',
        end_time: '18:00',
        days_off: daysOff,
      });
    const five = await make(`Filtr ${run} besh`, ['SAT', 'SUN']);
    const six = await make(`Filtr ${run} olti`, ['SUN']);
    await page.goto(`/salary/work-schedules?search=${encodeURIComponent(`Filtr ${run}`)}`);
    const rowOf = (id: number) => page.locator(`tr[data-row-key="${id}"]`);
    await rowOf(six.id).waitFor();
    await chooseOption(page, 'filter-days_off', 'Shanba');
    await expect.poll(() => new URL(page.url()).searchParams.get('days_off')).toBe('SAT');
    await rowOf(five.id).waitFor();
    await rowOf(six.id).waitFor({ state: 'detached' });
    // Sunday as well: any of the two, so the six-day schedule is back
    await chooseOption(page, 'filter-days_off', 'Yakshanba');
    await expect.poll(() => new URL(page.url()).searchParams.get('days_off')).toBe('SAT,SUN');
    await rowOf(six.id).waitFor();
    await rowOf(five.id).waitFor();
    expect(errors).toEqual([]);
  });

  it('withdraws a transfer dated next week before it takes effect', async () => {
    const [branches, positions, schedules] = await Promise.all([
      options('branches'),
      options('positions'),
      options('schedules'),
    ]);
    const [branch, other] = branches;
    const attempt = `${run}${Math.floor(Math.random() * 1296).toString(36)}`;
    const hired = await call<{ employee: { id: number } }>('POST', '/salary/hiring-staff', admin, {
      full_name: `${NAME} ${attempt}`,
      branch_id: branch?.id,
      user_position_id: positions[0]?.id,
      work_schedule_id: schedules[0]?.id,
      salary: '4000000',
      hired_on: today(),
      username: `transfer.e2e.${attempt}`,
    });
    const transfer = await call<{ id: number; pending: boolean }>('POST', '/salary/staff-transfer', admin, {
      employee_id: hired.employee.id,
      date: inDays(7),
      branch_id: other?.id,
      reason: 'Vaqtincha boshqa filialga',
    });
    expect(transfer.pending).toBe(true);

    await page.goto('/salary/staff-transfer');
    const pending = page.locator(`[data-testid="hr-transfers-pending-${transfer.id}"]`);
    await pending.waitFor();
    await page.click(`[data-testid="hr-transfers-withdraw-${transfer.id}"]`);
    await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary').click();
    await page.locator(`[data-testid="hr-transfers-withdrawn-${transfer.id}"]`).waitFor();
    expect(await pending.count()).toBe(0);
    expect(await page.locator(`[data-testid="hr-transfers-withdraw-${transfer.id}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
