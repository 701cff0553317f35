import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { COLLECTIONS_KEY, type CollectionClientRow, collectionsApi, type Query } from './api.ts';
import { contractColumns, stamp } from './contract-columns.tsx';
import { useRowActions } from './contracts-page.tsx';
import { CollectionFilters } from './filters.tsx';

/** A client's contracts in collection, loaded when the row opens. */
function ClientContracts({
  clientId,
  actions,
}: {
  clientId: number;
  actions: ReturnType<typeof useRowActions>['actions'];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rows = useQuery({
    queryKey: [COLLECTIONS_KEY, 'client', clientId],
    queryFn: ({ signal }) => collectionsApi.clientContracts(clientId, signal),
  });
  return (
    <ListTable
      size="small"
      rowKey="id"
      pagination={false}
      loading={rows.isFetching}
      dataSource={rows.data ?? []}
      columns={contractColumns(t, lang, actions)}
      data-testid={`client-contracts-${clientId}`}
    />
  );
}

/**
 * `/collections/all-customer`: clients with late contracts (the filters of
 * the all-contracts list), each with the count, the rest per currency, the
 * worst days late, who answers for them and the last contact; a row opens on
 * the client's contracts with their contact dialog and card.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { actions, dialogs } = useRowActions();
  const { table } = usePagedQuery([COLLECTIONS_KEY, 'clients'], collectionsApi.clients, filters);
  const f = (key: string) => t(`collections.fields.${key}`);
  const columns: TableColumnsType<CollectionClientRow> = [
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'contracts', title: f('contracts'), dataIndex: 'contracts', align: 'right' },
    { key: 'uzs', title: f('restUzs'), align: 'right', render: (_, r) => money(r.rest_uzs, 'UZS', lang) },
    { key: 'usd', title: f('restUsd'), align: 'right', render: (_, r) => money(r.rest_usd, 'USD', lang) },
    { key: 'days', title: f('daysLate'), dataIndex: 'days_late', align: 'right' },
    { key: 'responsible', title: f('responsible'), dataIndex: 'responsible_names' },
    { key: 'contact', title: f('lastContact'), render: (_, r) => stamp(r.last_contact_at, lang) },
  ];
  return (
    <section data-testid="collection-customers-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('collections.hints.customers')}</Typography.Paragraph>
      <CollectionFilters value={filters} onChange={setFilters} lateOnlySwitch={false} />
      <PagedTable<CollectionClientRow>
        testId="collection-customers-table"
        rowKey="client_id"
        columns={columns}
        expandable={{
          expandedRowRender: (r) => <ClientContracts clientId={r.client_id} actions={actions} />,
        }}
        {...table}
      />
      {dialogs}
    </section>
  );
}
