import { PAYROLL_STATEMENT_STATUSES, type PayrollStatementStatus } from '@savdo/shared/schemas/hr-constants';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PAYROLL_KEY, payrollApi, type Query, type StatementHeader } from './api.ts';
import { MonthPicker } from './month-picker.tsx';

/** Loaded when first opened: the page's chunk stays small. */
const CreateDialog = lazy(() => import('./create-dialog.tsx').then((m) => ({ default: m.CreateDialog })));
const StatementView = lazy(() => import('./statement-view.tsx').then((m) => ({ default: m.StatementView })));

export const STATUS_COLORS = {
  DRAFT: 'default',
  APPROVED: 'green',
  CANCELED: 'red',
} as const satisfies Record<PayrollStatementStatus, string>;

/**
 * `/salary/statements`: the monthly statements (a branch or all), newest
 * first; a new one is computed at once; a row opens the statement with its
 * rows, its steps (recompute, approve, cancel), print and payment.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const { table, list } = usePagedQuery([PAYROLL_KEY, 'statements'], payrollApi.statements, filters);
  const patch = (p: Query) => setFilters((f) => ({ ...f, ...p }));
  const amount = (v: string) => money(v, 'UZS', lang);
  const columns: TableColumnsType<StatementHeader> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'month', title: t('payroll.fields.month'), dataIndex: 'month' },
    {
      key: 'branch',
      title: t('payroll.fields.branch'),
      render: (_, r) => r.branch_name ?? t('payroll.allBranches'),
    },
    {
      key: 'status',
      title: t('payroll.fields.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`payroll.statuses.${r.status}`)}</Tag>,
    },
    { key: 'count', title: t('payroll.fields.employee'), dataIndex: 'employees_count' },
    { key: 'gross', title: t('payroll.fields.gross'), align: 'right', render: (_, r) => amount(r.gross) },
    { key: 'to_pay', title: t('payroll.fields.to_pay'), align: 'right', render: (_, r) => amount(r.to_pay) },
    { key: 'paid', title: t('payroll.fields.paid'), align: 'right', render: (_, r) => amount(r.paid) },
  ];
  return (
    <section data-testid="statements-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <MonthPicker
          allowClear
          value={typeof filters.month === 'string' ? filters.month : undefined}
          onChange={(m) => patch({ month: m })}
          testId="statements-month"
        />
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('payroll.fields.status')}
          aria-label={t('payroll.fields.status')}
          options={PAYROLL_STATEMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`payroll.statuses.${s}`),
          }))}
          onChange={(v?: string) => patch({ status: v })}
        />
        <Button type="primary" onClick={() => setCreating(true)} data-testid="statement-create">
          {t('payroll.actions.create')}
        </Button>
      </Flex>
      <PagedTable<StatementHeader>
        testId="statements-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('payroll.empty.statements') }}
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
        {...table}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateDialog
            onClose={(id) => {
              setCreating(false);
              void list.refetch();
              if (id) setOpen(id);
            }}
          />
        </Suspense>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <StatementView
            id={open}
            onClose={() => {
              setOpen(null);
              void list.refetch();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
