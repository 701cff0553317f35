import type { AttendanceReport } from '@savdo/shared/schemas/attendance';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import {
  ATTENDANCE_KEY,
  attendanceApi,
  type DailyAttendanceRow,
  type Query,
  todayInTashkent,
} from './api.ts';
import { dayColumns } from './columns.tsx';
import { AttendanceFilters } from './filters.tsx';

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** One exception list over a period (this month by default), newest day first. */
function ReportPage({ report }: { report: AttendanceReport }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const today = todayInTashkent();
  const [filters, setFilters] = useState<Query>({ from: monthStart(today), to: today });
  const fetch = useMemo(() => attendanceApi.report(report), [report]);
  const { table } = usePagedQuery([ATTENDANCE_KEY, report], fetch, filters, 50);
  return (
    <section data-testid={`attendance-${report}-page`}>
      <TitleBar title={t(route.titleKey)} />
      <AttendanceFilters
        dates="period"
        filters={filters}
        onChange={(p) => setFilters((f) => ({ ...f, ...p }))}
      />
      <PagedTable<DailyAttendanceRow>
        testId={`attendance-${report}-table`}
        rowKey={(r) => `${r.employee_id}-${r.date}`}
        columns={dayColumns(t, true)}
        {...table}
      />
    </section>
  );
}

export const LatePage = () => <ReportPage report="late" />;
export const LeftEarlyPage = () => <ReportPage report="left-early" />;
export const AbsentPage = () => <ReportPage report="absent" />;
export const NotConfirmedPage = () => <ReportPage report="not-confirmed" />;
