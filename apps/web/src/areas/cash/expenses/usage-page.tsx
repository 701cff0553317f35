import type { UsageRow } from '@savdo/shared/schemas/expenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Checkbox, Flex, Progress, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { formatPercent, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { ReportExport } from '../cash-desk/report-export.tsx';
import { EXPENSES_KEY, expensesApi, shownMonth } from './api.ts';
import { MonthFilterBar, type MonthFilters } from './month-filter-bar.tsx';

const PER_PAGE = 20;

const overspent = (r: UsageRow) => r.rest.startsWith('-');

/**
 * Estimate usage: each approved estimate's plan, fact (approved expenses of
 * its month, branch and cost item, net of refunds and reversals), rest and
 * percent used; an overspent one is marked red.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<MonthFilters & { overspent?: string }>({});
  const [page, setPage] = useState(1);
  const set = (patch: MonthFilters & { overspent?: string }) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [EXPENSES_KEY, 'usage', query],
    queryFn: ({ signal }) => expensesApi.usage(query, signal),
    placeholderData: keepPreviousData,
  });
  const amount = (key: 'plan' | 'fact' | 'rest') => ({
    key,
    title: t(`expenses.fields.${key}`),
    align: 'right' as const,
    render: (_: unknown, r: UsageRow) => (
      <span data-testid={`usage-${key}-${r.id}`}>{money(r[key], r.currency, lang)}</span>
    ),
  });
  const columns: TableColumnsType<UsageRow> = [
    { key: 'month', title: t('expenses.fields.month'), render: (_, r) => shownMonth(r.month) },
    { key: 'branch', title: t('expenses.fields.branch'), dataIndex: 'branch_name' },
    { key: 'item', title: t('expenses.fields.costItem'), dataIndex: 'cost_item_name' },
    amount('plan'),
    amount('fact'),
    amount('rest'),
    {
      key: 'percent',
      title: t('expenses.fields.percent'),
      width: 240,
      render: (_, r) => (
        <Flex gap={6} align="center" data-testid={`usage-percent-${r.id}`}>
          <Progress
            percent={Math.min(Number(r.percent), 100)}
            status={overspent(r) ? 'exception' : 'normal'}
            showInfo={false}
            size="small"
            style={{ width: 90, margin: 0 }}
          />
          <span style={{ whiteSpace: 'nowrap' }}>{formatPercent(r.percent as `${number}`, lang)}</span>
          {overspent(r) && <Tag color="red">{t('expenses.usage.overspent')}</Tag>}
        </Flex>
      ),
    },
  ];

  return (
    <section data-testid="usage-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('expenses.usage.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <MonthFilterBar value={filters} onChange={set} />
        <Checkbox
          checked={filters.overspent === 'true'}
          onChange={(e) => set({ overspent: e.target.checked ? 'true' : undefined })}
          data-testid="filter-overspent"
        >
          {t('expenses.usage.overspentOnly')}
        </Checkbox>
        <ReportExport
          testId="usage-export"
          fileName="estimate-usage.xlsx"
          download={() => expensesApi.exportList('estimate-usage', { ...filters })}
        />
      </Flex>
      <PagedTable<UsageRow>
        testId="usage-table"
        rowKey="id"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isFetching}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        rowClassName={(r) => (overspent(r) ? 'usage-overspent' : '')}
        onRow={(r) => (overspent(r) ? { style: { background: '#fff1f0' } } : {})}
      />
    </section>
  );
}
