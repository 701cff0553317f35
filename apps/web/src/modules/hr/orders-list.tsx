import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { shownDate } from '../contract-payments/api.ts';
import { HR_KEY, hrApi, type OrderRow, type Query } from './api.ts';
import { HrFilters, useOrderPrint } from './common.tsx';

interface Props {
  kind: 'TRANSFER' | 'DISMISSAL';
  addRule: string;
  dialog: ComponentType<{ onClose(saved: boolean): void }>;
  testId: string;
}

const load = (name: 'TransferDialog' | 'DismissDialog') =>
  lazy(() => import('./order-dialogs.tsx').then((m) => ({ default: m[name] })));
export const TransferDialog = load('TransferDialog');
export const DismissDialog = load('DismissDialog');

/** A list of HR orders of one kind (transfers or dismissals): who, when, what changed, why; add one; print. */
export function OrdersList({ kind, addRule, dialog: Dialog, testId }: Props) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState(false);
  const { print, view } = useOrderPrint();
  const fetch = kind === 'TRANSFER' ? hrApi.transfers : hrApi.dismissals;
  const { table } = usePagedQuery([HR_KEY, kind], fetch, filters);
  const columns: TableColumnsType<OrderRow> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    {
      key: 'date',
      title: t('hr.fields.date'),
      render: (_, r) => (
        <>
          {shownDate(r.date)}
          {r.pending && (
            <Tooltip title={t('hr.hints.pendingTransfer')}>
              <Tag color="orange" style={{ marginLeft: 6 }} data-testid={`${testId}-pending-${r.id}`}>
                {t('hr.fields.pending')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { key: 'number', title: t('hr.fields.employee_number'), dataIndex: 'employee_number' },
    { key: 'name', title: t('hr.fields.employee'), dataIndex: 'full_name' },
    {
      key: 'changes',
      title: t('hr.fields.change'),
      render: (_, r) =>
        r.changes.map((c) => (
          <div key={c.field}>
            {t(`hr.fields.${c.field}`)}:{' '}
            {kind === 'TRANSFER' ? `${c.before ?? '—'} → ${c.after ?? '—'}` : (c.before ?? '—')}
          </div>
        )),
    },
    {
      key: 'reason',
      title: t('hr.fields.reason'),
      render: (_, r) => [r.work_leave_reason_name, r.note].filter(Boolean).join(': '),
    },
    {
      key: 'print',
      render: (_, r) => (
        <Button size="small" onClick={() => void print(r.id)} data-testid={`${testId}-print-${r.id}`}>
          {t('hr.actions.print')}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid={`${testId}-page`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <HrFilters
        testId={testId}
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        branch
        dates
      >
        {rules.has(addRule) && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid={`${testId}-add`}>
            {t(kind === 'TRANSFER' ? 'hr.actions.transfer' : 'hr.actions.dismiss')}
          </Button>
        )}
      </HrFilters>
      <PagedTable<OrderRow>
        testId={`${testId}-table`}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t(kind === 'TRANSFER' ? 'hr.empty.transfers' : 'hr.empty.dismissals') }}
        {...table}
      />
      {open && (
        <Suspense fallback={null}>
          <Dialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) void client.invalidateQueries({ queryKey: [HR_KEY] });
            }}
          />
        </Suspense>
      )}
      {view}
    </section>
  );
}
