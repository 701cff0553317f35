/**
 * Bench: attendance from face terminals at 5,000 employees (ATT_EMPLOYEES)
 * in 100 branches, one terminal a branch, over a year (ATT_DAYS, default
 * 365) of events: two per employee per working day (in and out), bulk-loaded
 * in SQL with their `attendance_days` rows. Then, through the HTTP routes
 * in-process (`inject`), as ratios to a bare route timed in the same run:
 * one event's ingestion (a new event of today, authenticated, stored once,
 * the employee's day recomputed from all its events), events a second with
 * 16 devices pushing at once, the daily attendance of a branch (50
 * employees), and the late list of a branch over a month.
 *
 *   npm run bench -- attendance      (ATT_EMPLOYEES=5000 ATT_DAYS=365 SAMPLES=300)
 */
import { sql } from 'drizzle-orm';
import { issueDeviceSecret } from '../apps/api/src/areas/hr/attendance/ingest.ts';
import { businessToday } from '../apps/api/src/platform/clock/business-today.ts';
import { addDays } from '../apps/api/src/platform/close-of-day/close.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { withBench } from './harness.ts';
import { since } from './money-fill.ts';
import { type Case, printCases, timeCase } from './timing.ts';

plugHooks();

const EMPLOYEES = Number(process.env.ATT_EMPLOYEES ?? 5000);
const DAYS = Number(process.env.ATT_DAYS ?? 365);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const BRANCHES = 100;
const CONCURRENT = 16;

interface Terminal {
  serial: string;
  secret: string;
}

/** Branches, a terminal each with its secret, employees (users), a year of events and days. */
async function fill(db: Db, today: string): Promise<{ terminals: Terminal[]; branch: number }> {
  const t0 = Date.now();
  const first = await db.execute<{ id: number }>(sql`insert into branches (name)
    select 'Bench filial ' || b from generate_series(1, ${BRANCHES}) b returning id`);
  const branchIds = first.rows.map((r) => Number(r.id));
  const base = branchIds[0] ?? 1;
  await db.execute(sql`insert into employee_devices (name, device_code, branch_id, serial_number)
    select 'Terminal ' || b.id, 'BN' || lpad(b.id::text, 4, '0'), b.id, 'BENCH-' || b.id
    from branches b where b.id >= ${base}`);
  const devices = await db.execute<{ id: number; serial_number: string }>(
    sql`select id, serial_number from employee_devices where serial_number like 'BENCH-%' order by id`,
  );
  const terminals: Terminal[] = [];
  for (const d of devices.rows) {
    terminals.push({ serial: d.serial_number, secret: await issueDeviceSecret(db, Number(d.id), null) });
  }
  await db.execute(sql`insert into users (username, full_name, password_hash, must_change_password)
    select 'emp-' || i, 'Xodim ' || i, 'x', false from generate_series(1, ${EMPLOYEES}) i`);
  await db.execute(sql`insert into employees (user_id, employee_number, full_name, branch_id, hired_on)
    select u.id, 'B' || lpad(substr(u.username, 5), 6, '0'), u.full_name,
      ${base} + (substr(u.username, 5)::int % ${BRANCHES}), ${addDays(today, -DAYS - 1)}::date
    from users u where u.username like 'emp-%'`);
  const from = addDays(today, -DAYS);
  // in between 08:45 and 09:30, out between 17:30 and 18:30 (Tashkent); Sundays off
  await db.execute(sql`insert into attendance_events (device_id, device_serial, serial_no, employee_number,
      employee_id, occurred_at, date, attendance_status, major_event_type, sub_event_type, verified)
    select d.id, d.serial_number, (row_number() over ())::bigint, e.employee_number, e.id,
      (day + interval '4 hours' + make_interval(mins => ((e.id * 7 + extract(doy from day)::int) % 45) - 15
        + case when io = 1 then 8 * 60 + 45 + (e.id % 60) else 0 end)) at time zone 'UTC',
      day::date, case when io = 0 then 'checkIn' else 'checkOut' end, 5, 75, true
    from employees e join employee_devices d on d.branch_id = e.branch_id
      cross join generate_series(${from}::timestamp, ${addDays(today, -1)}::timestamp, interval '1 day') as g(day)
      cross join generate_series(0, 1) io
    where extract(dow from day) <> 0`);
  await db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status, first_in, last_out,
      late_minutes, early_minutes, worked_minutes)
    select ev.employee_id, ev.date, e.branch_id, 'PRESENT', min(ev.occurred_at), max(ev.occurred_at),
      greatest(0, extract(epoch from (min(ev.occurred_at) - (ev.date + time '04:00')::timestamp at time zone 'UTC')) / 60)::int,
      greatest(0, extract(epoch from ((ev.date + time '13:00')::timestamp at time zone 'UTC' - max(ev.occurred_at))) / 60)::int,
      (extract(epoch from (max(ev.occurred_at) - min(ev.occurred_at))) / 60)::int
    from attendance_events ev join employees e on e.id = ev.employee_id group by ev.employee_id, ev.date, e.branch_id`);
  await db.execute(sql`vacuum analyze employees, attendance_events, attendance_days, employee_devices`);
  const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from attendance_events`);
  console.log(
    `  ${EMPLOYEES.toLocaleString('en')} employees, ${Number(n.rows[0]?.n).toLocaleString('en')} events loaded in ${since(t0)}`,
  );
  return { terminals, branch: base + 7 };
}

export async function run(): Promise<void> {
  await withBench('attendance', async (bench) => {
    const { db } = bench;
    const today = await businessToday(db);
    const { terminals, branch } = await fill(db, today);
    const { app, get } = await bench.start();
    const numbers = await db.execute<{ employee_number: string; branch_id: number }>(
      sql`select employee_number, branch_id from employees order by id`,
    );
    const deviceOf = new Map(terminals.map((t) => [Number(t.serial.slice(6)), t]));
    let serialNo = 10_000_000;
    let k = 0;
    /** Pushes one new event of today for the next employee, through their branch's terminal. */
    const pushOne = async () => {
      const e = numbers.rows[k++ % numbers.rows.length];
      const terminal = e && deviceOf.get(Number(e.branch_id));
      if (!e || !terminal) throw new Error('no terminal');
      const res = await app.inject({
        method: 'POST',
        url: '/api/face-recognition/events',
        headers: {
          authorization: `Basic ${Buffer.from(`${terminal.serial}:${terminal.secret}`).toString('base64')}`,
        },
        payload: {
          dateTime: new Date(Date.now() - (k % 600) * 1000).toISOString().replace('Z', '+00:00'),
          eventType: 'AccessControllerEvent',
          AccessControllerEvent: {
            majorEventType: 5,
            subEventType: 75,
            employeeNoString: e.employee_number,
            serialNo: ++serialNo,
            attendanceStatus: 'checkIn',
          },
        },
      });
      if (res.statusCode !== 200) throw new Error(`event: ${res.statusCode} ${res.body}`);
    };
    const yesterday = addDays(today, -1);
    const cases: Case[] = [];
    cases.push(await timeCase('bare route', get('/bench/bare'), SAMPLES));
    cases.push(await timeCase('one event ingested', pushOne, SAMPLES));
    cases.push(
      await timeCase(
        'daily attendance of a branch',
        get(`/api/face-recognition/daily-attendance?date=${yesterday}&branch_id=${branch}&per_page=50`),
        SAMPLES,
      ),
    );
    cases.push(
      await timeCase(
        'late list, a branch, a month',
        get(
          `/api/face-recognition/employees-who-are-late?from=${addDays(today, -30)}&to=${yesterday}&branch_id=${branch}`,
        ),
        SAMPLES,
      ),
    );
    printCases(
      `${EMPLOYEES.toLocaleString('en')} employees, ${DAYS} days of events, ${SAMPLES} samples`,
      cases,
    );
    // 16 devices at once, each pushing its own employees' events one after another
    const perDevice = Math.max(50, Math.floor(SAMPLES / 2));
    const t0 = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        for (let i = 0; i < perDevice; i++) await pushOne();
      }),
    );
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const rate = (CONCURRENT * perDevice) / seconds;
    const bare = cases[0]?.p50 ?? 1;
    console.log(
      `  ${CONCURRENT} devices at once: ${rate.toFixed(0)} events/s (${(1000 / rate).toFixed(2)} ms an event, ${(1000 / rate / bare).toFixed(1)} × bare p50)`,
    );
  });
}
