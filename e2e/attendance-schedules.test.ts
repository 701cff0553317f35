import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recomputeDays } from '../apps/api/src/areas/hr/attendance/days.ts';
import { call, type Option, signIn, wireDate } from './api.ts';
import { rowsOf, search, setDate } from './attendance-screens.ts';
import { launchBrowser, openPage, signInAs } from './browser.ts';
import { withDatabase } from './fixtures.ts';

/**
 * A Saturday on the attendance screens, per schedule: two employees hired
 * through the API, one on a five-day schedule (Saturday and Sunday off), one
 * on a six-day schedule (Sunday off); neither comes on the latest Saturday
 * and the day is closed for them as the close of day does. The five-day
 * employee's row of daily attendance says day off and they are not on the
 * absent list; the six-day employee is absent and listed. Were the five-day
 * schedule ignored (the default Sunday off), they would be absent too.
 */

const run = Date.now().toString(36);
const NAMES = { five: `Beshkunlik ${run}`, six: `Oltikunlik ${run}` } as const;
const DAY_OFF = 'Dam olish';
const ABSENT = 'Kelmagan';

let browser: Browser;
let page: Page;
let errors: string[];
let admin = '';
let saturday = '';

const addDays = (date: string, n: number) =>
  wireDate(new Date(new Date(`${date}T12:00:00`).getTime() + n * 86_400_000));

/** The latest Saturday before today in Tashkent that is not a holiday (a holiday is no one's working day). */
async function lastSaturday(): Promise<string> {
  const tashkent = new Date(Date.now() + 5 * 3_600_000);
  const today = tashkent.toISOString().slice(0, 10);
  let date = addDays(today, -1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, -1);
  for (;;) {
    const holidays = await call<unknown[]>(
      'GET',
      `/salary/holidays?date_from=${date}&date_to=${date}&active=true`,
      admin,
    );
    if (holidays.length === 0) return date;
    date = addDays(date, -7);
  }
}

/** A schedule through the API, 09:00–18:00 with these days off. */
const schedule = (name: string, daysOff: string[]) =>
  call<{ id: number; days_off: string[] }>('POST', '/salary/work-schedules', admin, {
    name,
    start_time: '09:00',
    end_time: '18:00',
    break_minutes: 60,
    days_off: daysOff,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn('admin', 'Admin@123', 'e2e-attendance-schedules');
  saturday = await lastSaturday();
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', admin);
  const [position] = await call<Option[]>('GET', '/salary/options/positions', admin);
  const five = await schedule(`Besh kunlik ${run}`, ['SAT', 'SUN']);
  const six = await schedule(`Olti kunlik ${run}`, ['SUN']);
  expect([five.days_off, six.days_off]).toEqual([['SAT', 'SUN'], ['SUN']]);
  const hire = async (who: keyof typeof NAMES, workScheduleId: number) => {
    const hired = await call<{ employee: { id: number } }>('POST', '/salary/hiring-staff', admin, {
      full_name: NAMES[who],
      branch_id: me.user.branch.id,
      user_position_id: position?.id,
      work_schedule_id: workScheduleId,
      salary: '4000000',
      hired_on: addDays(saturday, -14),
      employee_number: `${who}-${run}`,
      username: `e2e.${who}.${run}`,
    });
    return hired.employee.id;
  };
  const ids = [await hire('five', five.id), await hire('six', six.id)];
  // the close of day of that Saturday for these two (it runs nightly for all)
  await withDatabase(inject('databaseUrl'), async (db) => {
    await recomputeDays(db, saturday, ids);
  });
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

describe('a Saturday on the attendance screens, by schedule', () => {
  it('shows the five-day employee a day off and the six-day employee absent in daily attendance', async () => {
    await page.goto('/face-recognition/daily-attendance');
    await setDate(page, 'attendance-filter-date', saturday);
    await search(page, run);
    const six = rowsOf(page, 'attendance-daily-table', NAMES.six);
    const five = rowsOf(page, 'attendance-daily-table', NAMES.five);
    await expect.poll(async () => (await six.textContent()) ?? '').toContain(ABSENT);
    await expect.poll(async () => (await five.textContent()) ?? '').toContain(DAY_OFF);
    expect(await five.textContent()).not.toContain(ABSENT);
    expect(await six.textContent()).not.toContain(DAY_OFF);
    expect(errors).toEqual([]);
  });

  it('lists the six-day employee as absent that Saturday and not the five-day one', async () => {
    await page.goto('/face-recognition/employees-absent-from-work');
    await setDate(page, 'attendance-filter-from', saturday);
    await setDate(page, 'attendance-filter-to', saturday);
    await search(page, run);
    await rowsOf(page, 'attendance-absent-table', NAMES.six).first().waitFor();
    await expect(rowsOf(page, 'attendance-absent-table', NAMES.six).count()).resolves.toBe(1);
    await expect(rowsOf(page, 'attendance-absent-table', NAMES.five).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
