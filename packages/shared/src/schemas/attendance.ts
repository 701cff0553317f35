import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';
import {
  ABSENCE_REQUEST_STATUSES,
  type AbsenceRequestStatus,
  type AttendanceDayStatus,
} from './hr-constants.ts';

export type { AbsenceRequestStatus, AttendanceDayStatus } from './hr-constants.ts';
export { ABSENCE_REQUEST_STATUSES, ATTENDANCE_DAY_STATUSES } from './hr-constants.ts';

/**
 * Attendance from face terminals (issue 13 item 2): the lists of the
 * attendance screens, the absence requests and their decisions, and the
 * event a terminal pushes (Hikvision ISAPI `AccessControllerEvent`).
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const search = optional(z.string().trim().max(100, { error: 'validation.max' }));
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** The four exception lists over a period: late, left early, absent, came in with no exit. */
export const ATTENDANCE_REPORTS = ['late', 'left-early', 'absent', 'not-confirmed'] as const;
export type AttendanceReport = (typeof ATTENDANCE_REPORTS)[number];

/** The daily attendance of a branch (every active employee). */
export const dailyAttendanceQuerySchema = z.object({
  ...page,
  date: v.date(),
  branch_id: optional(v.idParam()),
  search,
});
export type DailyAttendanceQuery = z.infer<typeof dailyAttendanceQuerySchema>;

/** An exception list over a period (`from`..`to`, at most a year). */
export const attendanceReportQuerySchema = z
  .object({ ...page, from: v.date(), to: v.date(), branch_id: optional(v.idParam()), search })
  .refine((q) => q.from <= q.to, { error: 'validation.period', path: ['to'] });
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

/** Enrolled staff (`/face-recognition/employees`). */
export const staffFaceQuerySchema = z.object({ ...page, branch_id: optional(v.idParam()), search });
export type StaffFaceQuery = z.infer<typeof staffFaceQuerySchema>;

/** Events of numbers no employee has. */
export const unknownEventQuerySchema = z.object({ ...page });

/** An employee's request for a day or days off. */
export const absenceRequestSchema = z
  .object({
    employee_id: v.id(),
    date_from: v.date(),
    date_to: v.date(),
    absence_reason_id: v.id(),
    comment,
  })
  .refine((r) => r.date_from <= r.date_to, { error: 'validation.period', path: ['date_to'] })
  .refine((r) => Date.parse(r.date_to) - Date.parse(r.date_from) <= 92 * 86_400_000, {
    error: 'validation.period',
    path: ['date_to'],
  });
export type AbsenceRequestInput = z.infer<typeof absenceRequestSchema>;

/** Approving or rejecting a request (a rejection needs its comment). */
export const absenceDecisionSchema = z
  .object({ decision: z.enum(['APPROVED', 'REJECTED'], { error: 'validation.required' }), comment })
  .refine((d) => d.decision === 'APPROVED' || (d.comment ?? '') !== '', {
    error: 'validation.required',
    path: ['comment'],
  });
export type AbsenceDecisionInput = z.infer<typeof absenceDecisionSchema>;

export const absenceRequestQuerySchema = z.object({
  ...page,
  status: optional(z.enum(ABSENCE_REQUEST_STATUSES, { error: 'validation.invalid' })),
  branch_id: optional(v.idParam()),
  search,
});
export type AbsenceRequestQuery = z.infer<typeof absenceRequestQuerySchema>;

/**
 * The part of an ISAPI event push the server reads. `dateTime` carries its
 * offset (`2026-11-24T09:03:11+05:00`); `serialNo` is the device's event
 * counter, which makes an event unique with the device's serial.
 */
export const terminalEventSchema = z.object({
  ipAddress: optional(z.string().max(64, { error: 'validation.max' })),
  dateTime: z
    .string({ error: 'validation.required' })
    .max(40, { error: 'validation.max' })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s), {
      error: 'validation.invalid',
    })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'validation.invalid' }),
  eventType: z.literal('AccessControllerEvent', { error: 'validation.invalid' }),
  AccessControllerEvent: z.object(
    {
      deviceName: optional(z.string().max(255, { error: 'validation.max' })),
      majorEventType: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.number' })
        .min(0)
        .max(255),
      subEventType: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.number' })
        .min(0)
        .max(10_000),
      employeeNoString: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required' })
        .max(32, { error: 'validation.max' }),
      serialNo: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.number' })
        .min(1, { error: 'validation.number' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'validation.number' }),
      attendanceStatus: optional(
        z.enum(['checkIn', 'checkOut', 'undefined'], { error: 'validation.invalid' }),
      ),
    },
    { error: 'validation.required' },
  ),
});
export type TerminalEvent = z.infer<typeof terminalEventSchema>;

export interface DailyAttendanceRow {
  employee_id: number;
  employee_number: string;
  full_name: string;
  branch_id: number;
  branch_name: string;
  date: string;
  status: AttendanceDayStatus | null;
  first_in: string | null;
  last_out: string | null;
  late_minutes: number;
  early_minutes: number;
  worked_minutes: number;
  absence_reason_name: string | null;
}

export interface StaffFaceRow {
  id: number;
  employee_number: string;
  full_name: string;
  branch_id: number;
  branch_name: string;
  last_event_at: string | null;
}

export interface UnknownEventRow {
  id: number;
  employee_number: string;
  device_serial: string;
  device_name: string;
  occurred_at: string;
}

export interface AbsenceRequestRow {
  id: number;
  employee_id: number;
  employee_number: string;
  full_name: string;
  branch_name: string;
  date_from: string;
  date_to: string;
  absence_reason_id: number;
  absence_reason_name: string;
  comment: string | null;
  status: AbsenceRequestStatus;
  decision_comment: string | null;
  decided_at: string | null;
}
