import { checkRule } from '@savdo/shared/rules';
import { ABSENCE_REQUEST_STATUSES } from '@savdo/shared/schemas/hr-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import { type AbsenceRequestRow, ATTENDANCE_KEY, attendanceApi, type Query, shownDay } from './api.ts';

// the dialogs (form, date range, zod) come in a chunk of their own, when opened
const RequestDialog = lazy(() => import('./request-dialogs.tsx').then((m) => ({ default: m.RequestDialog })));
const DecisionDialog = lazy(() =>
  import('./request-dialogs.tsx').then((m) => ({ default: m.DecisionDialog })),
);

const COLOR = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' } as const;

/**
 * `/face-recognition/absence-from-work-requests`: employees' requests for
 * days off with a reason; approve (the days become EXCUSED) or reject with
 * a comment (they stay ABSENT).
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const [deciding, setDeciding] = useState<{ id: number; decision: 'APPROVED' | 'REJECTED' } | null>(null);
  const { table } = usePagedQuery([ATTENDANCE_KEY, 'requests'], attendanceApi.requests, filters, 20);
  const canAdd = checkRule('staff_absence_requests.add', rules);
  const canDecide = checkRule('staff_absence_requests.edit', rules);
  const saved = () => {
    setAdding(false);
    setDeciding(null);
    void client.invalidateQueries({ queryKey: [ATTENDANCE_KEY] });
  };
  const columns: TableColumnsType<AbsenceRequestRow> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    {
      key: 'name',
      title: t('attendance.fields.employee'),
      render: (_, r) => `${r.full_name} (${r.employee_number})`,
    },
    { key: 'branch', title: t('attendance.fields.branch'), dataIndex: 'branch_name' },
    { key: 'from', title: t('attendance.fields.dateFrom'), render: (_, r) => shownDay(r.date_from) },
    { key: 'to', title: t('attendance.fields.dateTo'), render: (_, r) => shownDay(r.date_to) },
    { key: 'reason', title: t('attendance.fields.reason'), dataIndex: 'absence_reason_name' },
    { key: 'comment', title: t('attendance.fields.comment'), dataIndex: 'comment' },
    {
      key: 'status',
      title: t('attendance.fields.status'),
      render: (_, r) => <Tag color={COLOR[r.status]}>{t(`attendance.requestStatuses.${r.status}`)}</Tag>,
    },
    { key: 'decision', title: t('attendance.fields.decisionComment'), dataIndex: 'decision_comment' },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        canDecide && r.status === 'PENDING' ? (
          <Space>
            <Button
              size="small"
              type="primary"
              data-testid={`absence-approve-${r.id}`}
              onClick={() => setDeciding({ id: r.id, decision: 'APPROVED' })}
            >
              {t('attendance.actions.approve')}
            </Button>
            <Button
              size="small"
              danger
              data-testid={`absence-reject-${r.id}`}
              onClick={() => setDeciding({ id: r.id, decision: 'REJECTED' })}
            >
              {t('attendance.actions.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <section data-testid="attendance-requests-page">
      <TitleBar title={t(route.titleKey)}>
        {canAdd && (
          <Button type="primary" data-testid="absence-request-add" onClick={() => setAdding(true)}>
            {t('attendance.actions.add')}
          </Button>
        )}
      </TitleBar>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('attendance.fields.status')}
          aria-label={t('attendance.fields.status')}
          data-testid="absence-filter-status"
          value={typeof filters.status === 'string' ? filters.status : undefined}
          onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
          options={ABSENCE_REQUEST_STATUSES.map((s) => ({
            value: s,
            label: t(`attendance.requestStatuses.${s}`),
          }))}
        />
      </Flex>
      <PagedTable<AbsenceRequestRow>
        testId="absence-requests-table"
        rowKey="id"
        columns={columns}
        {...table}
      />
      <Suspense fallback={null}>
        {adding && <RequestDialog onClose={() => setAdding(false)} onSaved={saved} />}
        {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(null)} onSaved={saved} />}
      </Suspense>
    </section>
  );
}
