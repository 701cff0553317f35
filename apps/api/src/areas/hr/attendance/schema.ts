import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { absenceReasons, employeeDevices } from '../../../platform/db/resource-tables.ts';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { employees } from '../staff/schema.ts';

/**
 * Attendance from face terminals (issue 13 item 2): the events the
 * terminals push (each kept once), each device's secret, and the employees'
 * requests for days off. `attendance_days` (hr-schema.ts) is derived from
 * these.
 */

/**
 * A device's secret: only its sha256 is kept (the secret is 32 random bytes,
 * shown once when issued), so verifying an event costs one hash.
 */
export const attendanceDeviceSecrets = pgTable('attendance_device_secrets', {
  device_id: integer('device_id')
    .primaryKey()
    .references(() => employeeDevices.id),
  secret_hash: text('secret_hash').notNull(),
  issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  issued_by: integer('issued_by').references(() => users.id),
});

/**
 * One terminal event (Hikvision ISAPI `AccessControllerEvent`), kept once by
 * (device serial, the device's event serial number). `employee_id` is null
 * when the terminal sent a number no employee has (shown, not refused).
 * `date` is the Tashkent date of `occurred_at`.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    device_id: integer('device_id')
      .notNull()
      .references(() => employeeDevices.id),
    device_serial: text('device_serial').notNull(),
    serial_no: bigint('serial_no', { mode: 'number' }).notNull(),
    employee_number: text('employee_number').notNull(),
    employee_id: integer('employee_id').references(() => employees.id),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** `checkIn`, `checkOut` or null (the terminal did not say). */
    attendance_status: text('attendance_status'),
    major_event_type: smallint('major_event_type').notNull(),
    sub_event_type: smallint('sub_event_type').notNull(),
    /** Face verified (major 5, minor 75): the events that count for attendance. */
    verified: boolean('verified').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_events_once').on(t.device_serial, t.serial_no),
    index('attendance_events_employee_date').on(t.employee_id, t.date, t.occurred_at),
    index('attendance_events_unknown').on(t.date, t.id).where(sql`${t.employee_id} is null`),
    index('attendance_events_number').on(t.employee_number, t.id),
  ],
);

/** Request statuses: waiting, approved (the days become EXCUSED), rejected (they stay ABSENT). */
export const ABSENCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** An employee's request for a day (or days) off, with a reason, decided once. */
export const absenceRequests = pgTable(
  'absence_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    absence_reason_id: integer('absence_reason_id')
      .notNull()
      .references(() => absenceReasons.id),
    comment: text('comment'),
    status: text('status').notNull().default('PENDING'),
    decision_comment: text('decision_comment'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...created,
  },
  (t) => [
    index('absence_requests_employee_dates').on(t.employee_id, t.date_from, t.date_to),
    index('absence_requests_status_id').on(t.status, t.id),
    index('absence_requests_from_id').on(t.date_from, t.id),
    check('absence_requests_range', sql`${t.date_to} >= ${t.date_from}`),
  ],
);
