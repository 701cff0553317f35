import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recomputeDays } from '../apps/api/src/areas/hr/attendance/days.ts';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { call, signIn, wireDate } from './api.ts';
import { rowsOf, search as searchOn, setDate as setDateOn } from './attendance-screens.ts';
import { baseUrl, launchBrowser, openPage, signInAs } from './browser.ts';

/**
 * A day at a branch door: a terminal of its own (serial, secret issued
 * through the API) pushes the day's events of three new employees (one
 * late, one leaving early), a fourth does not come and a fifth asks for the
 * day off, approved through the API; the day is closed for them as the
 * close of day does. The daily attendance, late, left-early and absent
 * screens show each of them.
 */

const run = Date.now().toString(36);
const SERIAL = `E2E-${run}`;
const NAMES = {
  late: `Alimov ${run}`,
  early: `Botirov ${run}`,
  onTime: `Valiyev ${run}`,
  absent: `Hamidov ${run}`,
  excused: `Doniyorov ${run}`,
} as const;
type Who = keyof typeof NAMES;

let browser: Browser;
let page: Page;
let errors: string[];
let day = '';
const ids: Partial<Record<Who, number>> = {};

/** The latest working day before today (not a Sunday, not a holiday). */
async function lastWorkingDay(db: ReturnType<typeof connect>['db']): Promise<string> {
  const d = new Date(Date.now() + 5 * 3_600_000);
  for (;;) {
    d.setUTCDate(d.getUTCDate() - 1);
    const date = wireDate(d);
    const holiday = await db.execute(sql`select 1 from holidays where active and date = ${date}`);
    if (d.getUTCDay() !== 0 && holiday.rows.length === 0) return date;
  }
}

async function push(
  secret: string,
  who: Who,
  time: string,
  status: 'checkIn' | 'checkOut',
  serialNo: number,
) {
  const res = await fetch(`${baseUrl()}/api/face-recognition/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${SERIAL}:${secret}`).toString('base64')}`,
    },
    body: JSON.stringify({
      dateTime: `${day}T${time}:00+05:00`,
      eventType: 'AccessControllerEvent',
      AccessControllerEvent: {
        majorEventType: 5,
        subEventType: 75,
        employeeNoString: `${run}-${who}`,
        serialNo,
        attendanceStatus: status,
      },
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signIn('admin', 'Admin@123', 'e2e-attendance');
  const me = await call<{ user: { id: number; branch: { id: number } } }>('GET', '/user/me', admin);
  const branch = me.user.branch.id;
  const database = connect(inject('databaseUrl'));
  try {
    const { db } = database;
    day = await lastWorkingDay(db);
    for (const who of Object.keys(NAMES) as Who[]) {
      const user = await db.execute<{
        id: number;
      }>(sql`insert into users (username, full_name, password_hash, branch_id)
        values (${`e2e-${run}-${who}`}, ${NAMES[who]}, 'x', ${branch}) returning id`);
      const employee = await db.execute<{ id: number }>(sql`insert into employees (user_id, employee_number,
          full_name, branch_id, hired_on)
        values (${user.rows[0]?.id}, ${`${run}-${who}`}, ${NAMES[who]}, ${branch}, '2020-01-01') returning id`);
      ids[who] = Number(employee.rows[0]?.id);
    }
    const device = await call<{ id: number }>('POST', '/face-recognition/device-managements', admin, {
      name: `E2E terminal ${run}`,
      device_code: 'E2E001',
      branch_id: branch,
      serial_number: SERIAL,
    });
    const { secret } = await call<{ secret: string }>(
      'POST',
      `/face-recognition/device-managements/${device.id}/secret`,
      admin,
      {},
    );
    await push(secret, 'late', '09:42', 'checkIn', 1);
    await push(secret, 'late', '18:10', 'checkOut', 2);
    await push(secret, 'early', '08:50', 'checkIn', 3);
    await push(secret, 'early', '15:00', 'checkOut', 4);
    await push(secret, 'onTime', '08:55', 'checkIn', 5);
    await push(secret, 'onTime', '18:02', 'checkOut', 6);
    // the close of day for these employees (it runs nightly for all)
    await recomputeDays(db, day, [ids.absent ?? 0, ids.excused ?? 0]);
    const [reason] = await call<{ id: number; name: string }[]>(
      'GET',
      '/face-recognition/reasons-absence-from-work/options',
      admin,
    );
    const request = await call<{ id: number }>(
      'POST',
      '/face-recognition/absence-from-work-requests',
      admin,
      {
        employee_id: ids.excused,
        date_from: day,
        date_to: day,
        absence_reason_id: reason?.id,
        comment: 'Shifokorda',
      },
    );
    await call('POST', `/face-recognition/absence-from-work-requests/${request.id}/decision`, admin, {
      decision: 'APPROVED',
    });
  } finally {
    await database.pool.end();
  }
  ({ page, errors } = await openPage(browser));
  await signInAs(page, 'admin', 'Admin@123');
});

afterAll(async () => {
  await browser?.close();
});

const setDate = (testId: string, date: string) => setDateOn(page, testId, date);
const search = (text: string) => searchOn(page, text);
const rowOf = (table: string, name: string) => rowsOf(page, table, name).first();

describe('attendance screens', () => {
  it('shows the day in daily attendance: late, early, present, absent and excused', async () => {
    await page.goto('/face-recognition/daily-attendance');
    await setDate('attendance-filter-date', day);
    await search(run);
    await rowOf('attendance-daily-table', NAMES.late).waitFor();
    await expect(rowOf('attendance-daily-table', NAMES.late).textContent()).resolves.toMatch(
      /09:42.*18:10.*42/,
    );
    await expect(rowOf('attendance-daily-table', NAMES.early).textContent()).resolves.toMatch(/15:00.*180/);
    await expect(rowOf('attendance-daily-table', NAMES.absent).textContent()).resolves.toMatch(/Kelmagan/);
    await expect(rowOf('attendance-daily-table', NAMES.excused).textContent()).resolves.toMatch(/Sababli/);
  });

  it('lists the late, the early leaver and the absent on their screens', async () => {
    const screens: [string, string, Who, Who][] = [
      ['/face-recognition/employees-who-are-late', 'attendance-late-table', 'late', 'early'],
      ['/face-recognition/employees-left-early', 'attendance-left-early-table', 'early', 'late'],
      ['/face-recognition/employees-absent-from-work', 'attendance-absent-table', 'absent', 'excused'],
    ];
    for (const [path, table, shownWho, notShown] of screens) {
      await page.goto(path);
      await setDate('attendance-filter-from', day);
      await setDate('attendance-filter-to', day);
      await search(run);
      await rowOf(table, NAMES[shownWho]).waitFor();
      await expect(rowsOf(page, table, NAMES[notShown]).count()).resolves.toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
