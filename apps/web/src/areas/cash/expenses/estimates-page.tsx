import { ESTIMATE_STATUSES, type EstimateRow } from '@savdo/shared/schemas/expenses';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { ReportExport } from '../cash-desk/report-export.tsx';
import { EXPENSES_KEY, expensesApi, shownMonth } from './api.ts';
import { MonthFilterBar, type MonthFilters } from './month-filter-bar.tsx';

const EstimateDialog = lazy(() =>
  import('./estimate-dialog.tsx').then((m) => ({ default: m.EstimateDialog })),
);

const PER_PAGE = 20;

/**
 * Estimates (routes.md 2.19): a monthly plan per branch, cost item and
 * currency, entered and edited while CREATED, then approved (from then on
 * expenses are held to it). Server-paged, newest month first.
 */
export function EstimatesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [filters, setFilters] = useState<MonthFilters & { status?: string }>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EstimateRow | 'new' | null>(null);
  const set = (patch: MonthFilters & { status?: string }) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [EXPENSES_KEY, 'estimates', query],
    queryFn: ({ signal }) => expensesApi.estimates(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [EXPENSES_KEY] });
  const approve = async (row: EstimateRow) => {
    if (!(await confirm('expenses.estimates.confirmApprove', { id: row.id }))) return;
    try {
      await expensesApi.approveEstimate(row.id);
    } catch {
      // the main client showed the error toast
    }
    await refresh();
  };
  const columns: TableColumnsType<EstimateRow> = [
    { key: 'id', title: t('expenses.fields.number'), dataIndex: 'id', width: 80 },
    { key: 'month', title: t('expenses.fields.month'), render: (_, r) => shownMonth(r.month) },
    { key: 'branch', title: t('expenses.fields.branch'), dataIndex: 'branch_name' },
    { key: 'item', title: t('expenses.fields.costItem'), dataIndex: 'cost_item_name' },
    {
      key: 'amount',
      title: t('expenses.fields.plan'),
      align: 'right',
      render: (_, r) => money(r.amount, r.currency, lang),
    },
    {
      key: 'status',
      title: t('expenses.fields.status'),
      render: (_, r) => (
        <Tag color={r.status === 'APPROVED' ? 'green' : 'blue'} data-testid={`estimate-status-${r.id}`}>
          {t(`expenses.statuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'comment', title: t('expenses.fields.comment'), dataIndex: 'comment' },
    { key: 'created', title: t('expenses.fields.createdBy'), dataIndex: 'created_by_name' },
    { key: 'approved', title: t('expenses.fields.approvedBy'), dataIndex: 'approved_by_name' },
    {
      key: 'actions',
      title: t('expenses.fields.actions'),
      fixed: 'right',
      width: 200,
      render: (_, r) =>
        r.status === 'CREATED' && (
          <Flex gap={4}>
            {rules.has('expense_estimate.edit') && (
              <Button size="small" data-testid={`estimate-edit-${r.id}`} onClick={() => setEditing(r)}>
                {t('expenses.list.edit')}
              </Button>
            )}
            {rules.has('expense_estimate.approve') && (
              <Button
                size="small"
                type="primary"
                data-testid={`estimate-approve-${r.id}`}
                onClick={() => void approve(r)}
              >
                {t('expenses.list.approve')}
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <section data-testid="estimates-page">
      <ScreenTitle>
        {rules.has('expense_estimate.add') && (
          <Button type="primary" data-testid="estimate-add" onClick={() => setEditing('new')}>
            {t('expenses.estimates.add')}
          </Button>
        )}
      </ScreenTitle>
      <Typography.Paragraph type="secondary">{t('expenses.estimates.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <MonthFilterBar value={filters} onChange={set} />
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => set({ status })}
          placeholder={t('expenses.fields.status')}
          aria-label={t('expenses.fields.status')}
          options={ESTIMATE_STATUSES.map((v) => ({ value: v, label: t(`expenses.statuses.${v}`) }))}
          style={{ width: 180 }}
          data-testid="filter-status"
        />
        <ReportExport
          testId="estimates-export"
          fileName="estimates.xlsx"
          download={() => expensesApi.exportList('estimates', { ...filters })}
        />
      </Flex>
      <PagedTable<EstimateRow>
        testId="estimates-table"
        rowKey="id"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isFetching}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
      {editing && (
        <Suspense fallback={null}>
          <EstimateDialog
            estimate={editing === 'new' ? null : editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
