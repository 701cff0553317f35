import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TerminalEvent } from '@savdo/shared/schemas/attendance';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { tashkentDateOf } from './day.ts';
import { recomputeDays } from './days.ts';
import { attendanceDeviceSecrets, attendanceEvents } from './schema.ts';

/**
 * Terminal events in: device authentication (serial + secret, the secret's
 * sha256 kept), each event stored once by (device serial, serialNo), then
 * the employee's day recomputed from all its events. The demo seed and the
 * bench call {@link ingestEvent} as the endpoint does.
 */

/** ISAPI: major 5 (event), minor 75 (face verified). */
export const FACE_VERIFIED = { major: 5, sub: 75 } as const;

export interface Device {
  id: number;
  serial: string;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Issues a new secret for a device (the old one stops working): 32 random
 * bytes as hex, shown once; only its sha256 is kept. A device without a
 * serial cannot authenticate, so one is required first.
 */
export async function issueDeviceSecret(db: DbOrTx, deviceId: number, by: number | null): Promise<string> {
  const found = await db.execute<{ serial_number: string | null }>(
    sql`select serial_number from employee_devices where id = ${deviceId}`,
  );
  const device = found.rows[0];
  if (!device) throw notFound();
  if (!device.serial_number) throw new AppError(409, 'attendance.errors.noSerial');
  const secret = randomBytes(32).toString('hex');
  await db
    .insert(attendanceDeviceSecrets)
    .values({ device_id: deviceId, secret_hash: sha256(secret), issued_by: by })
    .onConflictDoUpdate({
      target: attendanceDeviceSecrets.device_id,
      set: { secret_hash: sha256(secret), issued_at: new Date(), issued_by: by },
    });
  return secret;
}

/** The device of a serial and secret; null when either is wrong, the device inactive or without a secret. */
export async function authenticateDevice(db: DbOrTx, serial: string, secret: string): Promise<Device | null> {
  if (!serial || !secret || serial.length > 64 || secret.length > 256) return null;
  const rows = await db.execute<{ id: number; secret_hash: string }>(sql`select d.id, s.secret_hash
    from employee_devices d join attendance_device_secrets s on s.device_id = d.id
    where d.serial_number = ${serial} and d.active`);
  const row = rows.rows[0];
  if (!row) return null;
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = Buffer.from(row.secret_hash, 'hex');
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null;
  return { id: Number(row.id), serial };
}

export interface IngestResult {
  /** False when this (device serial, serialNo) was stored before: a replay. */
  stored: boolean;
  /** False when no employee has the number (the event is kept, flagged). */
  known: boolean;
}

/** Stores one event (once) and recomputes its employee's day. */
export async function ingestEvent(db: DbOrTx, device: Device, event: TerminalEvent): Promise<IngestResult> {
  const ace = event.AccessControllerEvent;
  const occurredAt = new Date(event.dateTime);
  const date = tashkentDateOf(occurredAt);
  const verified = ace.majorEventType === FACE_VERIFIED.major && ace.subEventType === FACE_VERIFIED.sub;
  const status =
    ace.attendanceStatus === 'checkIn' || ace.attendanceStatus === 'checkOut' ? ace.attendanceStatus : null;
  const inserted = await db
    .insert(attendanceEvents)
    .values({
      device_id: device.id,
      device_serial: device.serial,
      serial_no: ace.serialNo,
      employee_number: ace.employeeNoString,
      // the employee in the same statement (one round trip less on the hot path)
      employee_id: sql`(select id from employees where employee_number = ${ace.employeeNoString})`,
      occurred_at: occurredAt,
      date,
      attendance_status: status,
      major_event_type: ace.majorEventType,
      sub_event_type: ace.subEventType,
      verified,
    })
    .onConflictDoNothing({ target: [attendanceEvents.device_serial, attendanceEvents.serial_no] })
    .returning({ id: attendanceEvents.id, employee_id: attendanceEvents.employee_id });
  const row = inserted[0];
  if (!row) {
    const known = await db.execute(
      sql`select 1 from employees where employee_number = ${ace.employeeNoString}`,
    );
    return { stored: false, known: known.rows.length > 0 };
  }
  if (row.employee_id !== null && verified) await recomputeDays(db, date, [row.employee_id]);
  return { stored: true, known: row.employee_id !== null };
}
