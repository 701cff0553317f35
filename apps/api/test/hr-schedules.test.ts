import { datesOfMonth, workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOfDaySteps } from '../src/wiring/close-of-day-steps.ts';
import { createEmployee } from './fixtures/employees.ts';
import { firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * A work schedule's own days off, through the HTTP API: a five-day schedule
 * (Saturday and Sunday off) entered on the schedules reference; its
 * employee is never ABSENT on a Saturday, a Saturday they come in is a
 * worked day, and their month's norm is the weekdays less the holidays,
 * while a six-day employee's norm stays as it was. And events of a number
 * no one had are counted once the number is hired.
 */

let ctx: TestContext;
let token: string;
const ids = { branch: 0, five: 0, six: 0, device: 0, position: 0, fiveDay: 0, sixDay: 0, none: 0 };
let secret = '';
const SERIAL = 'DS-K1T341AM-SCHED';
const MONTH = '2026-03';
const SATURDAY = '2026-03-14';
const WORKED_SATURDAY = '2026-03-28';
const FRIDAY = '2026-03-13';
const B = '/api/face-recognition';

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
let serialNo = 5000;

const push = (number: string, date: string, time: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${B}/events`,
    headers: { 'x-device-serial': SERIAL, 'x-device-secret': secret },
    payload: {
      dateTime: `${date}T${time}:00+05:00`,
      eventType: 'AccessControllerEvent',
      AccessControllerEvent: {
        majorEventType: 5,
        subEventType: 75,
        employeeNoString: number,
        serialNo: ++serialNo,
      },
    },
  });

type Day = { status: string; late_minutes: number };
/** The employee's day, undefined when none was written. */
const dayOf = (employee: number, date: string): Promise<Day | undefined> =>
  firstRow<Day>(
    ctx,
    sql`select status, late_minutes from attendance_days where employee_id = ${employee} and date = ${date}`,
  );

async function closeDay(date: string) {
  const step = closeOfDaySteps().find((s) => s.name === 'attendance.days');
  if (!step) throw new Error('no attendance step');
  return step.run({ db: ctx.db, date, today: date, log: () => {} });
}

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'sched-admin', password: 'Admin#123', isDev: true });
  token = await signIn(ctx, 'sched-admin', 'Admin#123');
  ids.branch = await rowId(ctx, sql`insert into branches (name) values ('Jadval filiali') returning id`);
  ids.position = await rowId(
    ctx,
    sql`insert into user_positions (name) values ('Jadval xodimi') returning id`,
  );
  ids.device = await rowId(
    ctx,
    sql`insert into employee_devices (name, device_code, branch_id, serial_number)
      values ('Jadval eshigi', 'FRS001', ${ids.branch}, ${SERIAL}) returning id`,
  );
  secret = (await post(`${B}/device-managements/${ids.device}/secret`, {})).json().data.secret;
});

afterAll(async () => {
  await ctx?.close();
});

describe('a schedule’s days off on the reference', () => {
  it('stores a five-day week, and Sunday alone when none is given', async () => {
    const five = await post('/api/salary/work-schedules', {
      name: 'Ofis 5 kun',
      start_time: '09:00',
      end_time: '18:00',
      break_minutes: 60,
      days_off: ['SUN', 'SAT'],
    });
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json().data.days_off).toEqual(['SAT', 'SUN']);
    ids.five = five.json().data.id;
    const six = await post('/api/salary/work-schedules', {
      name: 'Doʻkon 6 kun',
      start_time: '09:00',
      end_time: '18:00',
    });
    expect(six.statusCode, six.body).toBe(200);
    expect(six.json().data.days_off).toEqual(['SUN']);
    ids.six = six.json().data.id;
    expect((await get(`/api/salary/work-schedules/${ids.five}`)).json().data.days_off).toEqual([
      'SAT',
      'SUN',
    ]);
    const bad = await post('/api/salary/work-schedules', {
      name: 'Xato',
      start_time: '09:00',
      end_time: '18:00',
      days_off: ['HOLIDAY'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/days_off/);
    const hire = (number: string, workScheduleId: number | null) =>
      createEmployee(ctx, { number, branchId: ids.branch, workScheduleId, hiredOn: '2026-01-01' }).then(
        (e) => e.id,
      );
    ids.fiveDay = await hire('F0001', ids.five);
    ids.sixDay = await hire('F0002', ids.six);
    ids.none = await hire('F0003', null);
  });
});

describe('the schedules list filtered by days off', () => {
  const listed = async (query: string) => {
    const res = await get(`/api/salary/work-schedules?per_page=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; days_off: string[] }[];
  };
  const made = { friday: 0, none: 0 };

  beforeAll(async () => {
    const create = async (name: string, daysOff: string[]) => {
      const res = await post('/api/salary/work-schedules', {
        name,
        start_time: '08:00',
        end_time: '17:00',
        days_off: daysOff,
      });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().data.id);
    };
    made.friday = await create('Juma dam olish', ['FRI']);
    made.none = await create('Uzluksiz smena', []);
  });

  /** Which of this file's schedules a filter finds; every row found holds one of the chosen days. */
  async function found(query: string, chosen: string[]) {
    const rows = await listed(query);
    expect(rows.every((r) => r.days_off.some((d) => chosen.includes(d)))).toBe(true);
    const mine = { five: ids.five, six: ids.six, friday: made.friday, none: made.none };
    return Object.entries(mine)
      .filter(([, id]) => rows.some((r) => r.id === id))
      .map(([name]) => name)
      .sort();
  }

  it('finds the schedules with any of the chosen days off', async () => {
    expect(await found('days_off=SAT', ['SAT'])).toEqual(['five']);
    expect(await found('days_off=SUN', ['SUN'])).toEqual(['five', 'six']);
    expect(await found('days_off=SAT,FRI', ['SAT', 'FRI'])).toEqual(['five', 'friday']);
    // the key repeated is the same filter
    expect(await found('days_off=FRI&days_off=SAT', ['SAT', 'FRI'])).toEqual(['five', 'friday']);
    expect(await found('days_off=MON', ['MON'])).toEqual([]);
    // unfiltered, the schedule without days off is listed too; no filter of days finds it
    expect((await listed('')).map((r) => r.id)).toEqual(expect.arrayContaining([made.none, made.friday]));
  });

  it('refuses a value that is not a weekday, naming the filter', async () => {
    for (const bad of ['HOLIDAY', 'SAT,funday', 'sat', '', 'SAT,']) {
      const res = await get(`/api/salary/work-schedules?days_off=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      const body = res.json() as { message: string; errors: string[] };
      expect(typeof body.message).toBe('string');
      expect(body.errors.length, bad).toBe(1);
      expect(body.errors[0]).toMatch(/^days_off: /);
    }
  });

  it('is served by the GIN index on the days off', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from work_schedules t where t.days_off && ${sql.param(['SAT'])}::text[]`,
      );
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('work_schedules_days_off_any');
  });
});

describe('attendance on a schedule’s day off', () => {
  it('a Saturday is a day off of the five-day employee, a working day (absent) of the others', async () => {
    await closeDay(SATURDAY);
    expect((await dayOf(ids.fiveDay, SATURDAY))?.status).toBe('DAY_OFF');
    expect((await dayOf(ids.sixDay, SATURDAY))?.status).toBe('ABSENT');
    expect((await dayOf(ids.none, SATURDAY))?.status).toBe('ABSENT');
    const absent = await get(
      `${B}/employees-absent-from-work?from=${SATURDAY}&to=${SATURDAY}&branch_id=${ids.branch}`,
    );
    expect(absent.json().data.map((r: { employee_number: string }) => r.employee_number)).toEqual([
      'F0002',
      'F0003',
    ]);
    // a Friday without events is absent for everyone
    await closeDay(FRIDAY);
    expect((await dayOf(ids.fiveDay, FRIDAY))?.status).toBe('ABSENT');
  });

  it('coming in on a day off is a worked day, never late', async () => {
    expect((await push('F0001', WORKED_SATURDAY, '10:30')).statusCode).toBe(200);
    expect((await push('F0001', WORKED_SATURDAY, '14:00')).statusCode).toBe(200);
    expect(await dayOf(ids.fiveDay, WORKED_SATURDAY)).toEqual({ status: 'PRESENT', late_minutes: 0 });
  });
});

describe('the payroll norm per schedule', () => {
  it('is the weekdays less the holidays on a five-day schedule; the six-day norm is unchanged', async () => {
    const rows = await ctx.db.execute<{ date: string }>(
      sql`select date::text as date from holidays where active`,
    );
    const holidays = new Set(rows.rows.map((r) => r.date));
    const weekdays = datesOfMonth(MONTH).filter((d) => {
      const day = new Date(`${d}T00:00:00Z`).getUTCDay();
      return day !== 0 && day !== 6 && !holidays.has(d);
    });
    const sixDay = workingDaysOf(MONTH, holidays);
    expect(weekdays.length).toBeLessThan(sixDay.length);
    const sheet = await get(`/api/salary/time-sheets?month=${MONTH}&branch_id=${ids.branch}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const norms = Object.fromEntries(
      sheet
        .json()
        .data.map((r: { employee_number: string; norm_days: number }) => [r.employee_number, r.norm_days]),
    );
    expect(norms).toEqual({ F0001: weekdays.length, F0002: sixDay.length, F0003: sixDay.length });

    const created = await post('/api/salary/statements', { month: MONTH, branch_id: ids.branch });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.norm_days).toBe(sixDay.length);
    const statement = (
      await get(`/api/salary/statements/${created.json().data.id}/rows?per_page=100`)
    ).json();
    const five = statement.data.find((r: { employee_id: number }) => r.employee_id === ids.fiveDay);
    const six = statement.data.find((r: { employee_id: number }) => r.employee_id === ids.sixDay);
    expect(five.norm_days).toBe(weekdays.length);
    expect(six.norm_days).toBe(sixDay.length);
    // the Saturday worked is a worked day: 1/norm of the salary (6 000 000.00 a month)
    expect(five.worked_days).toBe(1);
    const n = BigInt(weekdays.length);
    expect(BigInt(five.accrued.replace('.', ''))).toBe((2n * 600_000_000n + n) / (2n * n));
  });
});

describe('events of an unknown number', () => {
  const TUESDAY = '2026-03-17';

  it('count for the employee hired with that number afterwards', async () => {
    expect((await push('N0777', TUESDAY, '09:05')).json().data).toEqual({ stored: true, known: false });
    expect((await push('N0777', TUESDAY, '18:10')).statusCode).toBe(200);
    const hired = await post('/api/salary/hiring-staff', {
      full_name: 'Yangi Xodim',
      branch_id: ids.branch,
      user_position_id: ids.position,
      work_schedule_id: ids.six,
      salary: '5000000',
      hired_on: '2026-03-01',
      employee_number: 'N0777',
      username: 'n0777',
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const employeeId = hired.json().data.employee.id;
    expect(await dayOf(employeeId, TUESDAY)).toEqual({ status: 'PRESENT', late_minutes: 5 });
    const daily = await get(`${B}/daily-attendance?date=${TUESDAY}&search=N0777`);
    expect(daily.json().data[0]).toMatchObject({ employee_number: 'N0777', status: 'PRESENT' });
    const unknown = (await get(`${B}/unknown-events?per_page=100`)).json().data;
    expect(unknown.map((r: { employee_number: string }) => r.employee_number)).not.toContain('N0777');
  });

  it('are linked by the close of day when the number appeared another way', async () => {
    expect((await push('N0888', TUESDAY, '08:50')).json().data.known).toBe(false);
    const { id } = await createEmployee(ctx, {
      number: 'N0888',
      branchId: ids.branch,
      hiredOn: '2026-03-01',
    });
    expect(await dayOf(id, TUESDAY)).toBeUndefined();
    const result = await closeDay('2026-03-18');
    expect(result.attached).toBe(1);
    expect((await dayOf(id, TUESDAY))?.status).toBe('PRESENT');
    expect((await closeDay('2026-03-18')).attached).toBe(0);
  });
});

describe('a month belongs to the branch of its last day', () => {
  it('keeps a month in its branch after a later transfer; the next month follows the employee', async () => {
    const branch2 = await rowId(ctx, sql`insert into branches (name) values ('Yangi filial') returning id`);
    const moved = await post('/api/salary/staff-transfer', {
      employee_id: ids.sixDay,
      date: '2026-04-10',
      branch_id: branch2,
      reason: 'Yangi filialga',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const numbers = async (month: string, branch: number) =>
      (await get(`/api/salary/time-sheets?month=${month}&branch_id=${branch}`))
        .json()
        .data.map(
          (r: { employee_number: string; branch_id: number }) => `${r.employee_number}@${r.branch_id}`,
        );
    // March was closed in the old branch: a transfer in April does not take it along
    expect(await numbers(MONTH, ids.branch)).toContain(`F0002@${ids.branch}`);
    expect(await numbers(MONTH, branch2)).toEqual([]);
    // April ends in the new branch
    expect(await numbers('2026-04', branch2)).toEqual([`F0002@${branch2}`]);
    expect(await numbers('2026-04', ids.branch)).not.toContain(`F0002@${ids.branch}`);
  });
});
