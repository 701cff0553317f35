import { DISTRIBUTION_STATES } from '@savdo/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { formatDate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { type DistributionRow, INVESTORS_KEY, investorsApi } from './api.ts';

const DistributionDialog = lazy(() =>
  import('./distribution-dialog.tsx').then((m) => ({ default: m.DistributionDialog })),
);
const DistributionView = lazy(() =>
  import('./distribution-view.tsx').then((m) => ({ default: m.DistributionView })),
);

const PER_PAGE = 20;
const STATE_COLORS = { DRAFT: 'blue', APPROVED: 'gold', PAID: 'green' } as const;

/**
 * Investors' profit distributions (routes.md 2.16): the profit of a period
 * (R0073 on a basis, over branches or the company) split among investors by
 * share, entered as a draft, approved, then paid out of a cashbox. Newest
 * period first; a row opens the distribution.
 */
export function DistributionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const query = { status, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [INVESTORS_KEY, 'list', query],
    queryFn: ({ signal }) => investorsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<DistributionRow> = [
    { key: 'id', title: '№', dataIndex: 'id', width: 70 },
    {
      key: 'period',
      title: t('investors.period'),
      render: (_, r) => `${formatDate(r.date_from)} — ${formatDate(r.date_to)}`,
    },
    { key: 'basis', title: t('investors.basis'), render: (_, r) => t(`investors.bases.${r.basis}`) },
    {
      key: 'branches',
      title: t('investors.branches'),
      render: (_, r) => (r.branch_names.length > 0 ? r.branch_names.join(', ') : t('investors.company')),
    },
    {
      key: 'profit',
      title: t('investors.profit'),
      align: 'right',
      render: (_, r) => money(r.profit, 'UZS', lang),
    },
    { key: 'paid', title: t('investors.paid'), align: 'right', render: (_, r) => money(r.paid, 'UZS', lang) },
    {
      key: 'status',
      title: t('investors.status'),
      render: (_, r) => (
        <Tag color={STATE_COLORS[r.status]} data-testid={`distribution-status-${r.id}`}>
          {t(`investors.states.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'open',
      title: '',
      width: 120,
      render: (_, r) => (
        <Button size="small" data-testid={`distribution-open-${r.id}`} onClick={() => setViewing(r.id)}>
          {t('investors.view', { id: r.id })}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid="distributions-page">
      <ScreenTitle>
        {rules.has('investor_calculation.add') && (
          <Button type="primary" data-testid="distribution-add" onClick={() => setAdding(true)}>
            {t('investors.new')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={status}
          onChange={(v?: string) => {
            setStatus(v);
            setPage(1);
          }}
          placeholder={t('investors.status')}
          aria-label={t('investors.status')}
          options={DISTRIBUTION_STATES.map((v) => ({ value: v, label: t(`investors.states.${v}`) }))}
          style={{ width: 180 }}
          data-testid="distribution-filter-status"
        />
      </Flex>
      <PagedTable<DistributionRow>
        testId="distributions-table"
        rowKey="id"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isFetching}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        locale={{ emptyText: t('investors.empty') }}
      />
      <Suspense fallback={null}>
        {adding && (
          <DistributionDialog
            distribution={null}
            onClose={(id) => {
              setAdding(false);
              if (id !== null) setViewing(id);
            }}
          />
        )}
        {viewing !== null && <DistributionView id={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
    </section>
  );
}
