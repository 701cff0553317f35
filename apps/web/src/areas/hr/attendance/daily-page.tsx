import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { ReportExport, TitleBar } from '../../cash/cash-desk/report-export.tsx';
import {
  ATTENDANCE_KEY,
  attendanceApi,
  type DailyAttendanceRow,
  type Query,
  todayInTashkent,
} from './api.ts';
import { dayColumns } from './columns.tsx';
import { AttendanceFilters } from './filters.tsx';

/**
 * `/face-recognition/daily-attendance`: a day and a branch → every employee
 * employed that day with first in, last out, minutes late and early, hours
 * worked and the status; exported to .xlsx as filtered.
 */
export function DailyPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({ date: todayInTashkent() });
  const { table } = usePagedQuery([ATTENDANCE_KEY, 'daily'], attendanceApi.daily, filters, 50);
  return (
    <section data-testid="attendance-daily-page">
      <TitleBar title={t(route.titleKey)}>
        <ReportExport
          testId="attendance-daily-export"
          fileName={`daily-attendance-${String(filters.date)}.xlsx`}
          download={() => attendanceApi.exportDaily({ ...filters })}
        />
      </TitleBar>
      <AttendanceFilters
        dates="day"
        filters={filters}
        onChange={(p) => setFilters((f) => ({ ...f, ...p }))}
      />
      <PagedTable<DailyAttendanceRow>
        testId="attendance-daily-table"
        rowKey="employee_id"
        columns={dayColumns(t, false)}
        {...table}
      />
    </section>
  );
}
