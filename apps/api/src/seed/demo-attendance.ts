import { isWorkingDay } from '@savdo/shared/hr';
import type { TerminalEvent } from '@savdo/shared/schemas/attendance';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { recomputeDays } from '../areas/hr/attendance/days.ts';
import { type Device, FACE_VERIFIED, ingestEvent, issueDeviceSecret } from '../areas/hr/attendance/ingest.ts';
import { createAbsenceRequest, decideAbsenceRequest } from '../areas/hr/attendance/requests.ts';
import { addDays, datesBetween } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

/** Days of terminal history the demo gets (about three months). */
const DAYS = 90;
/** Events pushed at once. */
const PARALLEL = 8;

/** A stable pseudo-random 0..99 of an employee and a date, so the demo is the same on every start. */
function roll(employee: number, date: string): number {
  let h = employee * 2_654_435_761;
  for (const c of date) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return Math.abs(h) % 100;
}

const at = (date: string, minute: number) =>
  `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+05:00`;

const hhmm = (v: string | null, fallback: number) => {
  if (!v) return fallback;
  const [h, m] = v.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

type Staff = {
  id: number;
  employee_number: string;
  branch_id: number;
  start_time: string | null;
  end_time: string | null;
  /** The schedule's days off (null: no schedule, Sunday). */
  days_off: string[] | null;
};

/** An employee's events of a working day: on time, late, early, no exit, or none (absent). */
function dayEvents(s: Staff, date: string): { minute: number; status: 'checkIn' | 'checkOut' }[] {
  const r = roll(s.id, date);
  if (r < 4) return [];
  const start = hhmm(s.start_time, 9 * 60);
  const end = hhmm(s.end_time, 18 * 60);
  const come = r < 14 ? start + 5 + ((r * 7) % 40) : start - 15 + (r % 14);
  if (r >= 20 && r < 24) return [{ minute: come, status: 'checkIn' }];
  const leave = r >= 14 && r < 20 ? end - 30 - ((r * 11) % 90) : end + (r % 20);
  return [
    { minute: come, status: 'checkIn' },
    { minute: leave, status: 'checkOut' },
  ];
}

/** Each demo terminal gets a serial (when it has none) and a secret; the secrets are not kept. */
async function demoDevices(db: Db, by: number | null): Promise<Map<number, Device>> {
  await db.execute(sql`update employee_devices set serial_number = 'DS-K1T341-' || device_code || '-' || id
    where serial_number is null`);
  const rows = await db.execute<{ id: number; branch_id: number; serial_number: string }>(
    sql`select id, branch_id, serial_number from employee_devices where active order by id`,
  );
  const byBranch = new Map<number, Device>();
  for (const d of rows.rows) {
    await issueDeviceSecret(db, Number(d.id), by);
    if (!byBranch.has(Number(d.branch_id)))
      byBranch.set(Number(d.branch_id), { id: Number(d.id), serial: d.serial_number });
  }
  return byBranch;
}

/**
 * Demo attendance (issue 13 item 2): about three months of face-terminal
 * events for the demo staff, pushed through the ingestion the endpoint uses
 * (some late, some leaving early, some with no exit, some absent), the days
 * closed, one absence request approved and one rejected. Runs once.
 */
export async function seedDemoAttendance(db: Db): Promise<{ events: number; days: number }> {
  const done = await db.execute(sql`select 1 from attendance_events limit 1`);
  if (done.rows.length > 0) return { events: 0, days: 0 };
  const admin = await db.execute<{ id: number }>(sql`select min(id) as id from users where is_dev or active`);
  const by = Number(admin.rows[0]?.id) || null;
  const devices = await demoDevices(db, by);
  const staff = await db.execute<Staff>(sql`select e.id, e.employee_number, e.branch_id,
      to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.days_off
    from employees e left join work_schedules s on s.id = e.work_schedule_id
    where e.status = 'ACTIVE' order by e.id`);
  const holidayRows = await db.execute<{ date: string }>(
    sql`select date::text as date from holidays where active`,
  );
  const holidays = new Set(holidayRows.rows.map((h) => h.date));
  const today = tashkentToday();
  const dates = datesBetween(addDays(today, -DAYS), addDays(today, -1));
  const serials = new Map<number, number>();
  let events = 0;
  for (const date of dates) {
    const pushes: { device: Device; event: TerminalEvent }[] = [];
    for (const s of staff.rows) {
      const device = devices.get(Number(s.branch_id));
      // each works their own schedule's days (the office five, the shops six)
      if (!device || !isWorkingDay(date, holidays, s.days_off ?? undefined)) continue;
      for (const e of dayEvents(s, date)) {
        const serialNo = (serials.get(device.id) ?? 0) + 1;
        serials.set(device.id, serialNo);
        pushes.push({
          device,
          event: {
            dateTime: at(date, e.minute),
            eventType: 'AccessControllerEvent',
            AccessControllerEvent: {
              deviceName: 'Kirish',
              majorEventType: FACE_VERIFIED.major,
              subEventType: FACE_VERIFIED.sub,
              employeeNoString: s.employee_number,
              serialNo,
              attendanceStatus: e.status,
            },
          },
        });
      }
    }
    // the branches' doors push at once, as they do in the morning (ingestion is safe under concurrency)
    for (let i = 0; i < pushes.length; i += PARALLEL) {
      await Promise.all(pushes.slice(i, i + PARALLEL).map((p) => ingestEvent(db, p.device, p.event)));
    }
    events += pushes.length;
  }
  let days = 0;
  for (const date of dates) days += await recomputeDays(db, date, 'all');
  await demoRequests(db, by ?? 0);
  return { events, days };
}

/** Two absences asked for after the fact: the first approved (EXCUSED), the other rejected (stays ABSENT). */
async function demoRequests(db: Db, by: number): Promise<void> {
  const absent = await db.execute<{
    employee_id: number;
    date: string;
  }>(sql`select employee_id, date::text as date
    from attendance_days where status = 'ABSENT' order by date desc, employee_id limit 2`);
  const reasons = await db.execute<{ id: number }>(
    sql`select id from absence_reasons where active order by id limit 1`,
  );
  const reason = Number(reasons.rows[0]?.id);
  if (!reason) return;
  for (const [i, day] of absent.rows.entries()) {
    const id = await createAbsenceRequest(
      db,
      {
        employee_id: Number(day.employee_id),
        date_from: day.date,
        date_to: day.date,
        absence_reason_id: reason,
        comment: i === 0 ? 'Shifokor maʼlumotnomasi bor' : 'Oilaviy sabab',
      },
      by,
    );
    await decideAbsenceRequest(
      db,
      id,
      i === 0 ? { decision: 'APPROVED' } : { decision: 'REJECTED', comment: 'Oldindan ogohlantirilmagan' },
      by,
    );
  }
}
