import { type Language, translate } from '@savdo/shared/i18n';
import type { DailyAttendanceRow } from '@savdo/shared/schemas/attendance';
import ExcelJS from 'exceljs';

const COLUMNS = [
  ['employeeNumber', 12],
  ['fullName', 30],
  ['branch', 24],
  ['status', 16],
  ['firstIn', 10],
  ['lastOut', 10],
  ['lateMinutes', 12],
  ['earlyMinutes', 12],
  ['workedHours', 12],
  ['reason', 24],
] as const;

/** `HH:MM` in Tashkent of an ISO instant. */
export function tashkentTime(value: string | null): string {
  if (!value) return '';
  return new Date(Date.parse(value) + 5 * 3_600_000).toISOString().slice(11, 16);
}

/** The daily attendance of a branch as an .xlsx sheet. */
export async function dailyWorkbook(title: string, rows: readonly DailyAttendanceRow[], lang: Language) {
  const t = (key: string) => translate(lang, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow(COLUMNS.map(([key]) => t(`attendance.fields.${key}`))).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.employee_number,
      r.full_name,
      r.branch_name,
      r.status ? t(`attendance.statuses.${r.status}`) : t('attendance.statuses.NONE'),
      tashkentTime(r.first_in),
      tashkentTime(r.last_out),
      r.late_minutes,
      r.early_minutes,
      Math.round((r.worked_minutes / 60) * 100) / 100,
      r.absence_reason_name ?? '',
    ]);
  }
  COLUMNS.forEach(([, width], i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
