import type {
  AbsenceRequestQuery,
  AbsenceRequestRow,
  AttendanceDayStatus,
  AttendanceReport,
  AttendanceReportQuery,
  DailyAttendanceQuery,
  DailyAttendanceRow,
  StaffFaceQuery,
  StaffFaceRow,
  UnknownEventRow,
} from '@savdo/shared/schemas/attendance';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** The attendance lists, paged on the server (each filter on an index of hr-schema.ts or attendance-schema.ts). */

type Row = Record<string, unknown>;
const pageOf = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
const where = (c: SQL[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);
const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(String(v)).toISOString();
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const searchOf = (alias: string, search: string | undefined): SQL[] =>
  search
    ? [
        sql`(${sql.raw(alias)}.full_name ilike ${like(search)} or ${sql.raw(alias)}.employee_number ilike ${like(search)})`,
      ]
    : [];

async function paged<T>(
  db: DbOrTx,
  q: { page: number; per_page: number },
  rows: SQL,
  count: SQL,
  map: (r: Row) => T,
) {
  const [data, total] = await Promise.all([
    db.execute<Row>(sql`${rows} ${pageOf(q)}`),
    db.execute<{ n: number }>(count),
  ]);
  return {
    data: data.rows.map(map),
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.n ?? 0) },
  };
}

const dayRow = (r: Row): DailyAttendanceRow => ({
  employee_id: Number(r.employee_id),
  employee_number: String(r.employee_number),
  full_name: String(r.full_name),
  branch_id: Number(r.branch_id),
  branch_name: String(r.branch_name ?? ''),
  date: String(r.date),
  status: (r.status as AttendanceDayStatus | null) ?? null,
  first_in: iso(r.first_in),
  last_out: iso(r.last_out),
  late_minutes: Number(r.late_minutes ?? 0),
  early_minutes: Number(r.early_minutes ?? 0),
  worked_minutes: Number(r.worked_minutes ?? 0),
  absence_reason_name: (r.absence_reason_name as string | null) ?? null,
});

const DAY_COLUMNS = sql`e.id as employee_id, e.employee_number, e.full_name, b.name as branch_name,
  a.status, a.first_in, a.last_out, a.late_minutes, a.early_minutes, a.worked_minutes, ar.name as absence_reason_name`;

/** Every employee employed on `date` (in the branch), with the day's row when there is one. */
export async function listDailyAttendance(db: DbOrTx, q: DailyAttendanceQuery) {
  const c = [
    sql`e.hired_on <= ${q.date}`,
    sql`(e.dismissed_on is null or e.dismissed_on >= ${q.date})`,
    ...(q.branch_id ? [sql`e.branch_id = ${q.branch_id}`] : []),
    ...searchOf('e', q.search),
  ];
  const from = sql`from employees e
    left join attendance_days a on a.employee_id = e.id and a.date = ${q.date}
    left join branches b on b.id = e.branch_id
    left join absence_reasons ar on ar.id = a.absence_reason_id`;
  return paged(
    db,
    q,
    sql`select ${DAY_COLUMNS}, e.branch_id, ${q.date}::text as date ${from} ${where(c)} order by e.full_name, e.id`,
    sql`select count(*)::int as n from employees e ${where(c)}`,
    dayRow,
  );
}

const REPORT_CONDITION: Record<AttendanceReport, SQL> = {
  late: sql`a.late_minutes > 0`,
  'left-early': sql`a.early_minutes > 0`,
  absent: sql`a.status = 'ABSENT'`,
  'not-confirmed': sql`a.status = 'PRESENT' and a.last_out is null`,
};

/** One of the exception lists over a period, newest day first. */
export async function listAttendanceReport(db: DbOrTx, report: AttendanceReport, q: AttendanceReportQuery) {
  const c = [
    REPORT_CONDITION[report],
    sql`a.date between ${q.from} and ${q.to}`,
    ...(q.branch_id ? [sql`a.branch_id = ${q.branch_id}`] : []),
    ...searchOf('e', q.search),
  ];
  const from = sql`from attendance_days a join employees e on e.id = a.employee_id
    left join branches b on b.id = a.branch_id
    left join absence_reasons ar on ar.id = a.absence_reason_id`;
  return paged(
    db,
    q,
    sql`select ${DAY_COLUMNS}, a.branch_id, a.date::text as date ${from} ${where(c)}
      order by a.date desc, e.full_name, e.id`,
    sql`select count(*)::int as n ${from} ${where(c)}`,
    dayRow,
  );
}

/** Enrolled staff: active employees with their numbers and their last event. */
export async function listStaffFaces(db: DbOrTx, q: StaffFaceQuery) {
  const c = [
    sql`e.status = 'ACTIVE'`,
    ...(q.branch_id ? [sql`e.branch_id = ${q.branch_id}`] : []),
    ...searchOf('e', q.search),
  ];
  return paged(
    db,
    q,
    sql`select e.id, e.employee_number, e.full_name, e.branch_id, b.name as branch_name,
        (select ev.occurred_at from attendance_events ev where ev.employee_id = e.id
          order by ev.employee_id, ev.date desc, ev.occurred_at desc limit 1) as last_event_at
      from employees e left join branches b on b.id = e.branch_id ${where(c)} order by e.full_name, e.id`,
    sql`select count(*)::int as n from employees e ${where(c)}`,
    (r): StaffFaceRow => ({
      id: Number(r.id),
      employee_number: String(r.employee_number),
      full_name: String(r.full_name),
      branch_id: Number(r.branch_id),
      branch_name: String(r.branch_name ?? ''),
      last_event_at: iso(r.last_event_at),
    }),
  );
}

/** Events whose employee number no employee has, newest first. */
export async function listUnknownEvents(db: DbOrTx, q: { page: number; per_page: number }) {
  return paged(
    db,
    q,
    sql`select ev.id, ev.employee_number, ev.device_serial, d.name as device_name, ev.occurred_at
      from attendance_events ev left join employee_devices d on d.id = ev.device_id
      where ev.employee_id is null order by ev.date desc, ev.id desc`,
    sql`select count(*)::int as n from attendance_events where employee_id is null`,
    (r): UnknownEventRow => ({
      id: Number(r.id),
      employee_number: String(r.employee_number),
      device_serial: String(r.device_serial),
      device_name: String(r.device_name ?? ''),
      occurred_at: iso(r.occurred_at) ?? '',
    }),
  );
}

/** Absence requests, newest first. */
export async function listAbsenceRequests(db: DbOrTx, q: AbsenceRequestQuery) {
  const c = [
    ...(q.status ? [sql`r.status = ${q.status}`] : []),
    ...(q.branch_id ? [sql`e.branch_id = ${q.branch_id}`] : []),
    ...searchOf('e', q.search),
  ];
  const from = sql`from absence_requests r join employees e on e.id = r.employee_id`;
  return paged(
    db,
    q,
    sql`select r.id, r.employee_id, e.employee_number, e.full_name, b.name as branch_name,
        r.date_from::text as date_from, r.date_to::text as date_to, r.absence_reason_id,
        ar.name as absence_reason_name, r.comment, r.status, r.decision_comment, r.decided_at
      ${from} left join branches b on b.id = e.branch_id
      left join absence_reasons ar on ar.id = r.absence_reason_id ${where(c)} order by r.id desc`,
    sql`select count(*)::int as n ${from} ${where(c)}`,
    absenceRow,
  );
}

function absenceRow(r: Row): AbsenceRequestRow {
  return {
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    employee_number: String(r.employee_number),
    full_name: String(r.full_name),
    branch_name: String(r.branch_name ?? ''),
    date_from: String(r.date_from),
    date_to: String(r.date_to),
    absence_reason_id: Number(r.absence_reason_id),
    absence_reason_name: String(r.absence_reason_name ?? ''),
    comment: (r.comment as string | null) ?? null,
    status: r.status as AbsenceRequestRow['status'],
    decision_comment: (r.decision_comment as string | null) ?? null,
    decided_at: iso(r.decided_at),
  };
}

/** Employees to pick (a request's employee): active, by name or number, the first 20. */
export async function employeeOptions(db: DbOrTx, search: string | undefined) {
  const rows = await db.execute<{ id: number; name: string }>(sql`select e.id,
      e.full_name || ' (' || e.employee_number || ')' as name
    from employees e ${where([sql`e.status = 'ACTIVE'`, ...searchOf('e', search)])} order by e.full_name, e.id limit 20`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
