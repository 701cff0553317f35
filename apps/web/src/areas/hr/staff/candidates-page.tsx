import { CANDIDATE_STATUSES } from '@savdo/shared/schemas/hr-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { formatPhone } from '../../../shared/format.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../../sales/contract-payments/api.ts';
import { type CandidateRow, HR_KEY, hrApi, type Query } from './api.ts';
import { HrFilters } from './common.tsx';

const CandidateDialog = lazy(() =>
  import('./candidate-dialog.tsx').then((m) => ({ default: m.CandidateDialog })),
);
const RejectDialog = lazy(() => import('./candidate-dialog.tsx').then((m) => ({ default: m.RejectDialog })));
const HireDialog = lazy(() => import('./hire-dialog.tsx').then((m) => ({ default: m.HireDialog })));

const COLORS: Record<string, string> = { NEW: 'blue', INTERVIEW: 'gold', HIRED: 'green', REJECTED: 'red' };

type Open = { kind: 'add' } | { kind: 'edit' | 'reject' | 'hire'; row: CandidateRow } | null;

/** `/salary/candidates`: who applied, where each stands; add, edit, reject, hire. */
export function CandidatesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<Open>(null);
  const { table } = usePagedQuery([HR_KEY, 'candidates'], hrApi.candidates, filters);
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) void client.invalidateQueries({ queryKey: [HR_KEY] });
  };
  const columns: TableColumnsType<CandidateRow> = [
    { key: 'name', title: t('hr.fields.full_name'), dataIndex: 'full_name' },
    { key: 'phone', title: t('hr.fields.phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'birth', title: t('hr.fields.birth_date'), render: (_, r) => shownDate(r.birth_date) },
    { key: 'section', title: t('hr.fields.hr_section_id'), dataIndex: 'hr_section_name' },
    { key: 'position', title: t('hr.fields.user_position_id'), dataIndex: 'user_position_name' },
    {
      key: 'status',
      title: t('hr.fields.status'),
      render: (_, r) => (
        <Tag color={COLORS[r.status]} data-testid={`hr-candidate-status-${r.id}`}>
          {t(`hr.candidateStatuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'note', title: t('hr.fields.note'), render: (_, r) => r.reject_reason ?? r.note },
    {
      key: 'actions',
      render: (_, r) =>
        (r.status === 'NEW' || r.status === 'INTERVIEW') && (
          <Space size={4}>
            {rules.has('candidate.edit') && (
              <Button size="small" onClick={() => setOpen({ kind: 'edit', row: r })}>
                {t('hr.actions.edit')}
              </Button>
            )}
            {rules.has('hiring_staff.add') && (
              <Button
                size="small"
                type="primary"
                onClick={() => setOpen({ kind: 'hire', row: r })}
                data-testid={`hr-candidate-hire-${r.id}`}
              >
                {t('hr.actions.hire')}
              </Button>
            )}
            {rules.has('candidate.edit') && (
              <Button
                size="small"
                danger
                onClick={() => setOpen({ kind: 'reject', row: r })}
                data-testid={`hr-candidate-reject-${r.id}`}
              >
                {t('hr.actions.reject')}
              </Button>
            )}
          </Space>
        ),
    },
  ];
  return (
    <section data-testid="hr-candidates-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <HrFilters
        testId="hr-candidates"
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        statuses={{ values: CANDIDATE_STATUSES, group: 'hr.candidateStatuses' }}
        section
      >
        {rules.has('candidate.add') && (
          <Button type="primary" onClick={() => setOpen({ kind: 'add' })} data-testid="hr-candidate-add">
            {t('hr.actions.add')}
          </Button>
        )}
      </HrFilters>
      <PagedTable<CandidateRow>
        testId="hr-candidates-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('hr.empty.candidates') }}
        {...table}
      />
      <Suspense fallback={null}>
        {open?.kind === 'add' && <CandidateDialog onClose={close} />}
        {open?.kind === 'edit' && <CandidateDialog row={open.row} onClose={close} />}
        {open?.kind === 'reject' && <RejectDialog row={open.row} onClose={close} />}
        {open?.kind === 'hire' && <HireDialog candidate={open.row} onClose={close} />}
      </Suspense>
    </section>
  );
}
