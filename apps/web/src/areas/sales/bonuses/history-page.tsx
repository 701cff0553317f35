import { useQuery } from '@tanstack/react-query';
import { Alert, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../contract-payments/api.ts';
import { BONUSES_KEY, type BonusHistoryRow, bonusesApi, type Query } from './api.ts';
import { points } from './format.ts';
import { ListFilters } from './list-filters.tsx';

/**
 * `/client-account-numbers/bonus-balance-histories`: every change of
 * clients' bonus points (earned, taken back, spent, given back), newest
 * first, with the balance after it; a chosen client's balance above.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([BONUSES_KEY, 'history'], bonusesApi.history, filters);
  const clientId = typeof filters.client_id === 'number' ? filters.client_id : undefined;
  const balance = useQuery({
    queryKey: [BONUSES_KEY, 'balance', clientId],
    queryFn: ({ signal }) => bonusesApi.balance(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
  const columns: TableColumnsType<BonusHistoryRow> = [
    { key: 'date', title: t('bonuses.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'client', title: t('bonuses.fields.client'), dataIndex: 'client_name' },
    { key: 'kind', title: t('bonuses.fields.kind'), render: (_, r) => t(`bonuses.kinds.${r.kind}`) },
    {
      key: 'amount',
      title: t('bonuses.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.amount.startsWith('-') ? 'danger' : 'success'}>
          {points(r.amount, lang)}
        </Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('bonuses.fields.balance'),
      align: 'right',
      render: (_, r) => points(r.balance, lang),
    },
    { key: 'order', title: t('bonuses.fields.order'), dataIndex: 'order_id' },
  ];
  return (
    <section data-testid="bonus-history-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <ListFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      {balance.data && clientId !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="bonus-history-balance"
          title={t('bonuses.hints.balance', { balance: points(balance.data.balance, lang) })}
        />
      )}
      <PagedTable<BonusHistoryRow>
        testId="bonus-history-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('bonuses.empty.history') }}
        {...table}
      />
    </section>
  );
}
