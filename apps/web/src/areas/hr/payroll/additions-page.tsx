import { PAYROLL_ADDITION_KINDS } from '@savdo/shared/schemas/hr-constants';
import { Button, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PAYROLL_KEY, type PayrollAdditionRow, payrollApi, type Query } from './api.ts';
import { lastMonth, MonthPicker } from './month-picker.tsx';

/** Loaded when first opened: the page's chunk stays small. */
const AdditionDialog = lazy(() =>
  import('./addition-dialog.tsx').then((m) => ({ default: m.AdditionDialog })),
);

/** `/salary/additions`: bonuses, fines and other additions and deductions per employee and month. */
export function AdditionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({ month: lastMonth() });
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { table, list } = usePagedQuery([PAYROLL_KEY, 'additions'], payrollApi.additions, filters);
  const patch = (p: Query) => setFilters((f) => ({ ...f, ...p }));
  const columns: TableColumnsType<PayrollAdditionRow> = [
    { key: 'month', title: t('payroll.fields.month'), dataIndex: 'month' },
    { key: 'employee', title: t('payroll.fields.employee'), dataIndex: 'full_name' },
    { key: 'kind', title: t('payroll.fields.kind'), render: (_, r) => t(`payroll.kinds.${r.kind}`) },
    {
      key: 'amount',
      title: t('payroll.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    { key: 'reason', title: t('payroll.fields.reason'), dataIndex: 'reason' },
    {
      key: 'actions',
      render: (_, r) => (
        <Button
          size="small"
          danger
          type={confirming === r.id ? 'primary' : 'default'}
          data-testid={`addition-delete-${r.id}`}
          onClick={async () => {
            // a second click confirms
            if (confirming !== r.id) return setConfirming(r.id);
            setConfirming(null);
            await payrollApi.deleteAddition(r.id).catch(() => undefined);
            void list.refetch();
          }}
        >
          {t(confirming === r.id ? 'payroll.actions.confirmDelete' : 'payroll.actions.delete')}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid="additions-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <MonthPicker
          allowClear
          value={typeof filters.month === 'string' ? filters.month : undefined}
          onChange={(m) => patch({ month: m })}
          testId="additions-month"
        />
        <OptionSelect
          source="branch"
          value={typeof filters.branch_id === 'number' ? filters.branch_id : undefined}
          placeholder={t('payroll.fields.branch')}
          aria-label={t('payroll.fields.branch')}
          style={{ minWidth: 200 }}
          onChange={(v) => patch({ branch_id: v })}
        />
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('payroll.fields.kind')}
          aria-label={t('payroll.fields.kind')}
          options={PAYROLL_ADDITION_KINDS.map((k) => ({ value: k, label: t(`payroll.kinds.${k}`) }))}
          onChange={(v?: string) => patch({ kind: v })}
        />
        <Button type="primary" onClick={() => setAdding(true)} data-testid="addition-add">
          {t('payroll.actions.add')}
        </Button>
      </Flex>
      <PagedTable<PayrollAdditionRow>
        testId="additions-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('payroll.empty.additions') }}
        {...table}
      />
      {adding && (
        <Suspense fallback={null}>
          <AdditionDialog
            month={typeof filters.month === 'string' ? filters.month : lastMonth()}
            onClose={() => {
              setAdding(false);
              void list.refetch();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
