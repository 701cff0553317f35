import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatDuration } from '../../../shared/format.ts';
import { type DailyAttendanceRow, shownDay, shownTime } from './api.ts';

const STATUS_COLOR: Record<string, string> = {
  PRESENT: 'green',
  ABSENT: 'red',
  EXCUSED: 'blue',
  HOLIDAY: 'purple',
  DAY_OFF: 'default',
};

/** The columns of a day's rows (daily attendance and the exception lists); `withDate` for a period. */
export function dayColumns(t: TFunction, withDate: boolean): TableColumnsType<DailyAttendanceRow> {
  return [
    ...(withDate
      ? [
          {
            key: 'date',
            title: t('attendance.fields.date'),
            render: (_: unknown, r: DailyAttendanceRow) => shownDay(r.date),
          },
        ]
      : []),
    { key: 'number', title: t('attendance.fields.employeeNumber'), dataIndex: 'employee_number' },
    { key: 'name', title: t('attendance.fields.fullName'), dataIndex: 'full_name' },
    { key: 'branch', title: t('attendance.fields.branch'), dataIndex: 'branch_name' },
    {
      key: 'status',
      title: t('attendance.fields.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status ?? ''] ?? 'default'} data-testid={`status-${r.employee_number}`}>
          {t(`attendance.statuses.${r.status ?? 'NONE'}`)}
        </Tag>
      ),
    },
    { key: 'in', title: t('attendance.fields.firstIn'), render: (_, r) => shownTime(r.first_in) },
    { key: 'out', title: t('attendance.fields.lastOut'), render: (_, r) => shownTime(r.last_out) },
    { key: 'late', title: t('attendance.fields.lateMinutes'), align: 'right', dataIndex: 'late_minutes' },
    { key: 'early', title: t('attendance.fields.earlyMinutes'), align: 'right', dataIndex: 'early_minutes' },
    {
      key: 'worked',
      title: t('attendance.fields.workedHours'),
      align: 'right',
      render: (_, r) => formatDuration(r.worked_minutes),
    },
    { key: 'reason', title: t('attendance.fields.reason'), render: (_, r) => r.absence_reason_name ?? '' },
  ];
}
