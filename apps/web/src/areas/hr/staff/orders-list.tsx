import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../../sales/contract-payments/api.ts';
import { HR_KEY, hrApi, type OrderRow, type Query } from './api.ts';
import { HrFilters, useOrderPrint } from './common.tsx';

interface Props {
  kind: 'TRANSFER' | 'DISMISSAL';
  addRule: string;
  /** The rule that withdraws a pending order (transfers), when the kind has one. */
  withdrawRule?: string;
  dialog: ComponentType<{ onClose(saved: boolean): void }>;
  testId: string;
}

/** An order's state beside its date: a pending transfer (orange) or a withdrawn one (grey, who and when). */
function OrderState({ row, testId }: { row: OrderRow; testId: string }) {
  const { t } = useTranslation();
  if (row.withdrawn_at)
    return (
      <Tooltip
        title={t('hr.hints.withdrawn', { at: row.withdrawn_at.slice(0, 16), by: row.withdrawn_by ?? '—' })}
      >
        <Tag style={{ marginLeft: 6 }} data-testid={`${testId}-withdrawn-${row.id}`}>
          {t('hr.fields.withdrawn')}
        </Tag>
      </Tooltip>
    );
  if (!row.pending) return null;
  return (
    <Tooltip title={t('hr.hints.pendingTransfer')}>
      <Tag color="orange" style={{ marginLeft: 6 }} data-testid={`${testId}-pending-${row.id}`}>
        {t('hr.fields.pending')}
      </Tag>
    </Tooltip>
  );
}

/** Withdraws a pending transfer after a confirmation, then refreshes the lists. */
function WithdrawButton({ row, testId }: { row: OrderRow; testId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const withdraw = () =>
    hrApi.withdrawTransfer(row.id).then(() => client.invalidateQueries({ queryKey: [HR_KEY] }));
  return (
    <Popconfirm title={t('hr.hints.withdrawConfirm')} onConfirm={withdraw}>
      <Button size="small" danger data-testid={`${testId}-withdraw-${row.id}`}>
        {t('hr.actions.withdraw')}
      </Button>
    </Popconfirm>
  );
}

const load = (name: 'TransferDialog' | 'DismissDialog') =>
  lazy(() => import('./order-dialogs.tsx').then((m) => ({ default: m[name] })));
export const TransferDialog = load('TransferDialog');
export const DismissDialog = load('DismissDialog');

/** A list of HR orders of one kind (transfers or dismissals): who, when, what changed, why; add one; print. */
export function OrdersList({ kind, addRule, withdrawRule, dialog: Dialog, testId }: Props) {
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
          <OrderState row={r} testId={testId} />
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
        <Space size={4}>
          <Button size="small" onClick={() => void print(r.id)} data-testid={`${testId}-print-${r.id}`}>
            {t('hr.actions.print')}
          </Button>
          {r.pending && withdrawRule && rules.has(withdrawRule) && <WithdrawButton row={r} testId={testId} />}
        </Space>
      ),
    },
  ];
  return (
    <section data-testid={`${testId}-page`}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
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
