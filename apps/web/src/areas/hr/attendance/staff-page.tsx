import { formatDateTime } from '@savdo/shared/format';
import { type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import { ATTENDANCE_KEY, attendanceApi, type Query, type StaffFaceRow, type UnknownEventRow } from './api.ts';
import { AttendanceFilters } from './filters.tsx';

const shownInstant = (value: string | null) => (value ? formatDateTime(value) : '—');

/**
 * `/face-recognition/employees`: the enrolled staff with the number the
 * terminals know them by and their last event; below, events of numbers no
 * employee has (kept, not refused).
 */
export function StaffPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([ATTENDANCE_KEY, 'staff'], attendanceApi.staff, filters, 50);
  const unknown = usePagedQuery([ATTENDANCE_KEY, 'unknown'], attendanceApi.unknown, {}, 20);
  const columns: TableColumnsType<StaffFaceRow> = [
    { key: 'number', title: t('attendance.fields.employeeNumber'), dataIndex: 'employee_number' },
    { key: 'name', title: t('attendance.fields.fullName'), dataIndex: 'full_name' },
    { key: 'branch', title: t('attendance.fields.branch'), dataIndex: 'branch_name' },
    { key: 'last', title: t('attendance.fields.lastEvent'), render: (_, r) => shownInstant(r.last_event_at) },
  ];
  const unknownColumns: TableColumnsType<UnknownEventRow> = [
    { key: 'number', title: t('attendance.fields.employeeNumber'), dataIndex: 'employee_number' },
    { key: 'device', title: t('attendance.fields.device'), dataIndex: 'device_name' },
    { key: 'serial', title: t('attendance.fields.serial'), dataIndex: 'device_serial' },
    { key: 'at', title: t('attendance.fields.occurredAt'), render: (_, r) => shownInstant(r.occurred_at) },
  ];
  return (
    <section data-testid="attendance-staff-page">
      <TitleBar title={t(route.titleKey)} />
      <AttendanceFilters
        dates="none"
        filters={filters}
        onChange={(p) => setFilters((f) => ({ ...f, ...p }))}
      />
      <PagedTable<StaffFaceRow> testId="attendance-staff-table" rowKey="id" columns={columns} {...table} />
      <Typography.Title level={4}>{t('attendance.unknown.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('attendance.unknown.note')}</Typography.Paragraph>
      <PagedTable<UnknownEventRow>
        testId="attendance-unknown-table"
        rowKey="id"
        columns={unknownColumns}
        {...unknown.table}
      />
    </section>
  );
}
