import type {
  AbsenceDecisionInput,
  AbsenceRequestInput,
  AbsenceRequestRow,
  AttendanceReport,
  DailyAttendanceRow,
  StaffFaceRow,
  UnknownEventRow,
} from '@savdo/shared/schemas/attendance';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { AbsenceRequestRow, DailyAttendanceRow, StaffFaceRow, UnknownEventRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const ATTENDANCE_KEY = 'attendance';

const base = '/face-recognition';

export const REPORT_PATHS: Readonly<Record<AttendanceReport, string>> = {
  late: 'employees-who-are-late',
  'left-early': 'employees-left-early',
  absent: 'employees-absent-from-work',
  'not-confirmed': 'employees-not-confirmed-departure',
};

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const attendanceApi = {
  daily: (query: Query, signal?: AbortSignal) =>
    silentClient.get<DailyAttendanceRow[]>(`${base}/daily-attendance`, { query, signal }),
  exportDaily: (query: Query) => mainClient.download(`${base}/daily-attendance/export`, { query }),
  report: (report: AttendanceReport) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<DailyAttendanceRow[]>(`${base}/${REPORT_PATHS[report]}`, { query, signal }),
  staff: (query: Query, signal?: AbortSignal) =>
    silentClient.get<StaffFaceRow[]>(`${base}/employees`, { query, signal }),
  unknown: (query: Query, signal?: AbortSignal) =>
    silentClient.get<UnknownEventRow[]>(`${base}/unknown-events`, { query, signal }),
  requests: (query: Query, signal?: AbortSignal) =>
    silentClient.get<AbsenceRequestRow[]>(`${base}/absence-from-work-requests`, { query, signal }),
  addRequest: (input: AbsenceRequestInput) =>
    mainClient.post<{ id: number }>(`${base}/absence-from-work-requests`, input, { notifySuccess: true }),
  decide: (id: number, input: AbsenceDecisionInput) =>
    mainClient.post<{ id: number }>(`${base}/absence-from-work-requests/${id}/decision`, input, {
      notifySuccess: true,
    }),
  issueSecret: (deviceId: number) =>
    mainClient.post<{ secret: string }>(`${base}/device-managements/${deviceId}/secret`, {}),
};

/** `HH:MM` in Tashkent of an ISO instant (UTC+5 all year), or a dash. */
export function shownTime(value: string | null): string {
  if (!value) return '—';
  return new Date(Date.parse(value) + 5 * 3_600_000).toISOString().slice(11, 16);
}

/** `DD.MM.YYYY` of `YYYY-MM-DD`. */
export function shownDay(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}.${m}.${y}`;
}

/** Today in Tashkent as `YYYY-MM-DD`. */
export function todayInTashkent(): string {
  return new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
}
