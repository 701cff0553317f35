import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/wiring/app.ts';
import { closeOfDaySteps } from '../src/wiring/close-of-day-steps.ts';
import { createEmployee } from './fixtures/employees.ts';
import { firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Attendance through the HTTP API: a device's secret issued once, events
 * pushed as JSON and multipart, a wrong secret refused with nothing stored,
 * a replay stored once, an unknown number kept and shown; the day's row
 * (late, early, not confirmed), the close of day's ABSENT rows, absence
 * requests approved (EXCUSED) and rejected (ABSENT); every list and bad input.
 */

let ctx: TestContext;
let hr: string;
let noRights: string;
const ids = { branch: 0, other: 0, device: 0, schedule: 0, reason: 0, late: 0, early: 0, absent: 0, open: 0 };
let secret = '';
const SERIAL = 'DS-K1T341AM-TEST01';
const DAY = '2026-03-10'; // a Tuesday
const B = '/api/face-recognition';

const RULES = [
  'employee_devices.show',
  'employee_devices.edit',
  'daily_attendances.show',
  'staff_latecomers.show',
  'staff_who_left_before_time.show',
  'staff_have_not_confirmed_departure.show',
  'staff_did_not_come.show',
  'staff_absence_requests.show',
  'staff_absence_requests.add',
  'staff_absence_requests.edit',
  'staff_faces.show',
];

const get = (url: string, token = hr) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = hr) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const basic = (serial: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${serial}:${key}`).toString('base64')}`,
});
let serialNo = 1000;

function event(number: string, time: string, status?: 'checkIn' | 'checkOut', no = ++serialNo) {
  return {
    ipAddress: '10.0.0.5',
    dateTime: `${DAY}T${time}:00+05:00`,
    eventType: 'AccessControllerEvent',
    AccessControllerEvent: {
      deviceName: 'Kirish',
      majorEventType: 5,
      subEventType: 75,
      employeeNoString: number,
      serialNo: no,
      ...(status ? { attendanceStatus: status } : {}),
    },
  };
}

const push = (payload: object, key = secret, serial = SERIAL) =>
  ctx.app.inject({ method: 'POST', url: `${B}/events`, headers: basic(serial, key), payload });

function multipart(payload: object, key = secret) {
  const boundary = '----hik';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="event_log"',
    'Content-Type: application/json',
    '',
    JSON.stringify(payload),
    `--${boundary}`,
    'Content-Disposition: form-data; name="Picture"; filename="face.jpg"',
    'Content-Type: image/jpeg',
    '',
    'JPEGDATA',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return ctx.app.inject({
    method: 'POST',
    url: `${B}/events`,
    headers: { ...basic(SERIAL, key), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

const eventCount = async () =>
  Number((await firstRow<{ n: number }>(ctx, sql`select count(*)::int as n from attendance_events`)).n);
const dayOf = (employee: number, date = DAY) =>
  firstRow<Record<string, unknown>>(
    ctx,
    sql`select status, first_in, last_out, late_minutes, early_minutes, worked_minutes, absence_reason_id
      from attendance_days where employee_id = ${employee} and date = ${date}`,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'hr', rules: RULES });
  await createUser(ctx, { username: 'nobody', rules: [] });
  hr = await signIn(ctx, 'hr', 'Secret#123');
  noRights = await signIn(ctx, 'nobody', 'Secret#123');
  ids.branch = await rowId(ctx, sql`insert into branches (name) values ('Davomat filiali') returning id`);
  ids.other = await rowId(ctx, sql`insert into branches (name) values ('Boshqa filial') returning id`);
  ids.schedule = await rowId(
    ctx,
    sql`insert into work_schedules (name, start_time, end_time, break_minutes) values ('Test 09-18', '09:00', '18:00', 60) returning id`,
  );
  ids.reason = await rowId(ctx, sql`insert into absence_reasons (name) values ('Kasallik') returning id`);
  ids.device = await rowId(
    ctx,
    sql`insert into employee_devices (name, device_code, branch_id, serial_number)
      values ('Kirish eshigi', 'FRT001', ${ids.branch}, ${SERIAL}) returning id`,
  );
  const hire = (number: string, branchId = ids.branch) =>
    createEmployee(ctx, { number, branchId, workScheduleId: ids.schedule, hiredOn: '2026-01-01' }).then(
      (e) => e.id,
    );
  ids.late = await hire('T0001');
  ids.early = await hire('T0002');
  ids.absent = await hire('T0003');
  ids.open = await hire('T0004', ids.other);
});

afterAll(async () => {
  await ctx?.close();
});

describe('device secrets', () => {
  it('issues a secret once and keeps only its sha256', async () => {
    const res = await post(`${B}/device-managements/${ids.device}/secret`, {});
    expect(res.statusCode, res.body).toBe(200);
    secret = res.json().data.secret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const kept = await firstRow<{ secret_hash: string }>(
      ctx,
      sql`select secret_hash from attendance_device_secrets where device_id = ${ids.device}`,
    );
    expect(kept.secret_hash).not.toContain(secret);
    expect(kept.secret_hash).toHaveLength(64);
  });

  it('refuses a device without a serial, and users without the rule', async () => {
    const bare = await rowId(
      ctx,
      sql`insert into employee_devices (name, device_code, branch_id) values ('Seriyasiz', 'FRT002', ${ids.branch}) returning id`,
    );
    expect((await post(`${B}/device-managements/${bare}/secret`, {})).statusCode).toBe(409);
    expect((await post(`${B}/device-managements/${ids.device}/secret`, {}, noRights)).statusCode).toBe(403);
    expect((await post(`${B}/device-managements/999999/secret`, {})).statusCode).toBe(404);
  });
});

describe('ingestion', () => {
  it('answers 401 and stores nothing for a wrong or missing secret', async () => {
    const before = await eventCount();
    expect((await push(event('T0001', '09:20'), 'f'.repeat(64))).statusCode).toBe(401);
    expect((await push(event('T0001', '09:20'), secret, 'NO-SUCH-SERIAL')).statusCode).toBe(401);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `${B}/events`,
      payload: event('T0001', '09:20'),
    });
    expect(bare.statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('stores a JSON event, computes the day, and a replay stores nothing new', async () => {
    const first = event('T0001', '09:25', 'checkIn');
    const res = await push(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ stored: true, known: true });
    const count = await eventCount();
    const replay = await push(first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.stored).toBe(false);
    expect(await eventCount()).toBe(count);
    const day = await dayOf(ids.late);
    expect(day.status).toBe('PRESENT');
    expect(day.late_minutes).toBe(25);
    expect(day.last_out).toBeNull();
    // the exit arrives; an earlier duplicate of the entry arrives after it: first in stays 09:25
    expect((await push(event('T0001', '18:05', 'checkOut'))).statusCode).toBe(200);
    const day2 = await dayOf(ids.late);
    expect(day2.early_minutes).toBe(0);
    expect(day2.worked_minutes).toBe(8 * 60 + 40 - 60);
  });

  it('accepts the multipart push with its event_log part (and a picture)', async () => {
    const m1 = await multipart(event('T0002', '08:55', 'checkIn'));
    expect(m1.statusCode, m1.body).toBe(200);
    const res = await multipart(event('T0002', '16:30', 'checkOut'));
    expect(res.statusCode, res.body).toBe(200);
    const day = await dayOf(ids.early);
    expect(day.late_minutes).toBe(0);
    expect(day.early_minutes).toBe(90);
  });

  it('accepts the serial and secret as headers too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${B}/events`,
      headers: { 'x-device-serial': SERIAL, 'x-device-secret': secret },
      payload: event('T0001', '12:00'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stored).toBe(true);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${B}/events`,
      headers: { 'x-device-serial': SERIAL, 'x-device-secret': 'nope' },
      payload: event('T0001', '12:01'),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('limits pushes per device, not for all devices together', async () => {
    const app = await buildApp({ db: ctx.db, attendanceEventsPerMinute: 2 });
    try {
      const send = (serial: string, key: string, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: `${B}/events`,
          headers: basic(serial, key),
          payload: event('T0001', '12:30'),
          remoteAddress,
        });
      // someone elsewhere claiming the terminal's serial with a wrong secret uses up their own allowance only
      expect((await send(SERIAL, 'guess-1', '10.9.9.9')).statusCode).toBe(401);
      expect((await send(SERIAL, 'guess-2', '10.9.9.9')).statusCode).toBe(401);
      expect((await send(SERIAL, 'guess-3', '10.9.9.9')).statusCode).toBe(429);
      expect((await send(SERIAL, secret)).statusCode).toBe(200);
      expect((await send(SERIAL, secret)).statusCode).toBe(200);
      expect((await send(SERIAL, secret)).statusCode).toBe(429);
      // another device still gets through (to its own answer: unknown here)
      expect((await send('OTHER-SERIAL', 'x')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('keeps an unknown employee number, flagged, and shows it', async () => {
    const res = await push(event('X9999', '10:00'));
    expect(res.json().data).toEqual({ stored: true, known: false });
    const list = await get(`${B}/unknown-events`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { employee_number: string }) => r.employee_number)).toContain('X9999');
  });

  it('answers bad events with 400 and stores nothing', async () => {
    const before = await eventCount();
    for (const bad of [
      {},
      { ...event('T0001', '10:00'), dateTime: 'yesterday' },
      { ...event('T0001', '10:00'), eventType: 'Heartbeat' },
      { ...event('T0001', '10:00'), AccessControllerEvent: { majorEventType: 5, subEventType: 75 } },
    ]) {
      const res = await push(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('errors');
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `${B}/events`,
      headers: { ...basic(SERIAL, secret), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="event_log"\r\n\r\n{not json\r\n--x--\r\n',
    });
    expect(broken.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('counts a came-in-only day as not confirmed departure', async () => {
    await push({
      ...event('T0004', '09:00'),
      AccessControllerEvent: { ...event('T0004', '09:00').AccessControllerEvent },
    });
    const day = await dayOf(ids.open);
    expect(day.status).toBe('PRESENT');
    expect(day.last_out).toBeNull();
  });
});

describe('close of day and lists', () => {
  it('writes ABSENT for the employee with no event, idempotently', async () => {
    const step = closeOfDaySteps().find((s) => s.name === 'attendance.days');
    if (!step) throw new Error('no attendance step');
    const run = () => step.run({ db: ctx.db, date: DAY, today: '2026-03-11', log: () => {} });
    await run();
    const before = await dayOf(ids.late);
    await run();
    expect(await dayOf(ids.late)).toEqual(before);
    expect((await dayOf(ids.absent)).status).toBe('ABSENT');
    const sunday = '2026-03-15';
    await step.run({ db: ctx.db, date: sunday, today: '2026-03-16', log: () => {} });
    expect((await dayOf(ids.absent, sunday)).status).toBe('DAY_OFF');
  });

  it('lists the daily attendance of a branch, and exports it', async () => {
    const res = await get(`${B}/daily-attendance?date=${DAY}&branch_id=${ids.branch}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { employee_number: string; status: string; late_minutes: number }[];
    expect(rows.map((r) => r.employee_number)).toEqual(['T0001', 'T0002', 'T0003']);
    expect(rows.find((r) => r.employee_number === 'T0003')?.status).toBe('ABSENT');
    expect(res.json().meta.total).toBe(3);
    const xlsx = await get(`${B}/daily-attendance/export?date=${DAY}&branch_id=${ids.branch}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the late, the early leavers, the absent and the not confirmed', async () => {
    const q = `from=${DAY}&to=${DAY}`;
    const numbers = async (path: string, extra = '') =>
      ((await get(`${B}/${path}?${q}${extra}`)).json().data as { employee_number: string }[]).map(
        (r) => r.employee_number,
      );
    expect(await numbers('employees-who-are-late')).toEqual(['T0001']);
    expect(await numbers('employees-left-early')).toEqual(['T0002']);
    expect(await numbers('employees-absent-from-work')).toEqual(['T0003']);
    expect(await numbers('employees-not-confirmed-departure')).toEqual(['T0004']);
    expect(await numbers('employees-not-confirmed-departure', `&branch_id=${ids.branch}`)).toEqual([]);
    expect(await numbers('employees-who-are-late', '&search=t0001')).toEqual(['T0001']);
  });

  it('lists enrolled staff with their last event, by branch and search', async () => {
    const res = await get(`${B}/employees?branch_id=${ids.branch}&search=T0002`);
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data;
    expect(row.employee_number).toBe('T0002');
    expect(row.last_event_at).toBe('2026-03-10T11:30:00.000Z');
  });

  it('answers bad list input with 400 and no rule with 403', async () => {
    for (const url of [
      `${B}/daily-attendance`,
      `${B}/daily-attendance?date=2026-13-40`,
      `${B}/employees-who-are-late?from=2026-03-10`,
      `${B}/employees-left-early?from=2026-03-10&to=2026-03-01`,
      `${B}/employees?branch_id=abc`,
      `${B}/absence-from-work-requests?status=MAYBE`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.length, url).toBeGreaterThan(0);
    }
    for (const url of [
      'daily-attendance?date=2026-03-10',
      'employees',
      'employees-absent-from-work?from=2026-03-10&to=2026-03-10',
    ])
      expect((await get(`${B}/${url}`, noRights)).statusCode).toBe(403);
  });
});

describe('absence requests', () => {
  const requests = `${B}/absence-from-work-requests`;
  let approved = 0;
  let rejected = 0;

  it('creates requests, refusing bad input', async () => {
    const ok = await post(requests, {
      employee_id: ids.absent,
      date_from: DAY,
      date_to: DAY,
      absence_reason_id: ids.reason,
      comment: 'Shifokorda',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    approved = ok.json().data.id;
    const other = await post(requests, {
      employee_id: ids.absent,
      date_from: '2026-03-11',
      date_to: '2026-03-11',
      absence_reason_id: ids.reason,
    });
    rejected = other.json().data.id;
    for (const bad of [
      {},
      { employee_id: ids.absent, date_from: DAY, date_to: '2026-03-01', absence_reason_id: ids.reason },
      { employee_id: 999999, date_from: DAY, date_to: DAY, absence_reason_id: ids.reason },
      { employee_id: ids.absent, date_from: DAY, date_to: DAY, absence_reason_id: 999999 },
    ]) {
      const res = await post(requests, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await post(requests, { employee_id: ids.absent }, noRights)).statusCode).toBe(403);
  });

  it('approval turns the ABSENT day into EXCUSED; a second decision is refused', async () => {
    const res = await post(`${requests}/${approved}/decision`, { decision: 'APPROVED' });
    expect(res.statusCode, res.body).toBe(200);
    const day = await dayOf(ids.absent);
    expect(day.status).toBe('EXCUSED');
    expect(day.absence_reason_id).toBe(ids.reason);
    expect(
      (await post(`${requests}/${approved}/decision`, { decision: 'REJECTED', comment: 'x' })).statusCode,
    ).toBe(409);
    const absent = await get(`${B}/employees-absent-from-work?from=${DAY}&to=${DAY}`);
    expect(absent.json().data).toEqual([]);
  });

  it('rejection needs a comment and leaves the day ABSENT', async () => {
    expect((await post(`${requests}/${rejected}/decision`, { decision: 'REJECTED' })).statusCode).toBe(400);
    const step = closeOfDaySteps().find((s) => s.name === 'attendance.days');
    await step?.run({ db: ctx.db, date: '2026-03-11', today: '2026-03-12', log: () => {} });
    const res = await post(`${requests}/${rejected}/decision`, {
      decision: 'REJECTED',
      comment: 'Hujjat yoʻq',
    });
    expect(res.statusCode).toBe(200);
    expect((await dayOf(ids.absent, '2026-03-11')).status).toBe('ABSENT');
    const list = await get(`${requests}?status=REJECTED`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([rejected]);
    expect((await post(`${requests}/999999/decision`, { decision: 'APPROVED' })).statusCode).toBe(404);
  });
});
