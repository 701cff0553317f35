import type { DayCorrection } from '@savdo/shared/schemas/payroll';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Input, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PAYROLL_KEY, payrollApi, type TimeSheetMeta, type TimeSheetRow } from './api.ts';
import { lastMonth, MonthPicker } from './month-picker.tsx';

/** The correction dialog (a form and a table) loads when first opened: the grid's chunk stays small. */
const CorrectionDialog = lazy(() =>
  import('./correction-dialog.tsx').then((m) => ({ default: m.CorrectionDialog })),
);

const COLORS: Record<string, string> = {
  PRESENT: 'green',
  ABSENT: 'red',
  EXCUSED: 'gold',
  HOLIDAY: 'blue',
  DAY_OFF: 'default',
};

/** A corrected day's cell: its status tag outlined, with a corner dot, and the correction in a tooltip. */
function DayCell({ status, fix }: { status: string | undefined; fix: DayCorrection | undefined }) {
  const { t } = useTranslation();
  const name = (s: string | null) => (s ? t(`payroll.dayStatuses.${s}`, { defaultValue: s }) : '—');
  const tag = status ? (
    <Tag
      color={COLORS[status]}
      style={{
        marginInlineEnd: 0,
        position: 'relative',
        ...(fix ? { borderStyle: 'dashed', borderColor: '#722ed1', fontWeight: 600 } : {}),
      }}
      title={fix ? undefined : t(`payroll.dayStatuses.${status}`)}
    >
      {t(`payroll.dayShort.${status}`)}
      {fix && <span style={DOT} data-testid="time-sheet-corrected" />}
    </Tag>
  ) : null;
  if (!fix) return tag;
  const text = t('payroll.hints.correctedDay', {
    by: fix.by ?? '—',
    at: fix.at.slice(0, 16),
    before: name(fix.before),
    after: name(fix.after),
    reason: fix.reason,
    times: fix.count,
  });
  return <Tooltip title={text}>{tag ?? <span style={DOT} data-testid="time-sheet-corrected" />}</Tooltip>;
}

const DOT = {
  position: 'absolute',
  top: -3,
  right: -3,
  width: 7,
  height: 7,
  borderRadius: '50%',
  background: '#722ed1',
} as const;

/**
 * `/salary/time-sheets`: a month's time sheet of a branch: each day's status
 * (attendance after HR's corrections), the counts, the norm and the worked
 * days the statement uses; a row opens its correction (a day or the month,
 * with a reason) and the history of corrections. Closed once the month's
 * statement is approved.
 */
export function TimeSheetsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [month, setMonth] = useState(lastMonth());
  const [branch, setBranch] = useState<number | undefined>();
  const [section, setSection] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TimeSheetRow | null>(null);
  const query = {
    month,
    branch_id: branch,
    hr_section_id: section,
    search: search || undefined,
    page,
    per_page: 20,
  };
  const sheet = useQuery({
    queryKey: [PAYROLL_KEY, 'time-sheet', query],
    queryFn: ({ signal }) => payrollApi.timeSheet(query, signal),
    placeholderData: keepPreviousData,
  });
  const meta = sheet.data?.meta as TimeSheetMeta | undefined;
  const dates = meta?.dates ?? [];
  const columns: TableColumnsType<TimeSheetRow> = [
    { key: 'name', title: t('payroll.fields.employee'), fixed: 'left', width: 200, dataIndex: 'full_name' },
    ...dates.map((date) => ({
      key: date,
      title: date.slice(8),
      width: 34,
      render: (_: unknown, r: TimeSheetRow) => <DayCell status={r.days[date]} fix={r.corrections[date]} />,
    })),
    { key: 'present', title: t('payroll.fields.present'), dataIndex: 'present', width: 70 },
    { key: 'absent', title: t('payroll.fields.absent'), dataIndex: 'absent', width: 70 },
    { key: 'norm', title: t('payroll.fields.normDays'), dataIndex: 'norm_days', width: 70 },
    {
      key: 'worked',
      title: t('payroll.fields.workedDays'),
      width: 90,
      render: (_, r) => (
        <span data-testid={`time-sheet-worked-${r.employee_id}`}>
          {r.worked_days}
          {r.corrected ? ' *' : ''}
        </span>
      ),
    },
  ];
  const closed = (sheet.data?.data ?? []).some((r) => r.closed);
  return (
    <section data-testid="time-sheets-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <MonthPicker value={month} onChange={(m) => m && setMonth(m)} testId="time-sheet-month" />
        <OptionSelect
          source="branch"
          value={branch}
          placeholder={t('payroll.fields.branch')}
          aria-label={t('payroll.fields.branch')}
          style={{ minWidth: 200 }}
          onChange={(v) => setBranch(v)}
        />
        <OptionSelect
          source="payroll_section"
          value={section}
          placeholder={t('payroll.fields.section')}
          aria-label={t('payroll.fields.section')}
          style={{ minWidth: 200 }}
          onChange={(v) => setSection(v)}
        />
        <Input.Search
          allowClear
          placeholder={t('payroll.fields.search')}
          style={{ width: 240 }}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          data-testid="time-sheet-search"
        />
      </Flex>
      {closed && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('payroll.hints.closed')} />
      )}
      {sheet.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      <ListTable<TimeSheetRow>
        data-testid="time-sheet-table"
        rowKey="employee_id"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        loading={sheet.isFetching}
        dataSource={sheet.data?.data ?? []}
        locale={{ emptyText: t('payroll.empty.timeSheets') }}
        onRow={(r) => ({ onClick: () => !r.closed && setEditing(r), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: 20,
          total: meta?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <CorrectionDialog
            row={editing}
            month={month}
            dates={dates}
            onClose={() => {
              setEditing(null);
              void sheet.refetch();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
