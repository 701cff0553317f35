import type { Currency } from '@savdo/shared/money';
import { Empty, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CLIENTS_KEY, type ClientContractRow, clientsApi, shownDate } from './api.ts';

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'blue',
  CLOSED: 'green',
  FREEZE: 'cyan',
  CANCELED: 'default',
  RETURNED: 'orange',
};

/** The client's contracts, read-only: number with its branch prefix, date, status, debt and what is left. */
export function CardContracts({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { table } = usePagedQuery(
    [CLIENTS_KEY, 'contracts', clientId],
    (query, signal) => clientsApi.contracts(clientId, query, signal),
    {},
    10,
  );
  const sum = (amount: string, currency: string) => money(amount, currency as Currency, lang);
  const columns: TableColumnsType<ClientContractRow> = [
    { key: 'number', title: t('clients.contracts.number'), dataIndex: 'number' },
    { key: 'date', title: t('clients.contracts.date'), render: (_, r) => shownDate(r.contract_date) },
    {
      key: 'status',
      title: t('clients.contracts.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status] ?? 'gold'}>{t(`clients.contracts.statuses.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'debt',
      title: t('clients.contracts.debt'),
      align: 'right',
      render: (_, r) => sum(r.debt, r.currency),
    },
    {
      key: 'monthly',
      title: t('clients.contracts.monthly'),
      align: 'right',
      render: (_, r) => sum(r.monthly, r.currency),
    },
    {
      key: 'rest',
      title: t('clients.contracts.rest'),
      align: 'right',
      render: (_, r) => sum(r.rest, r.currency),
    },
    { key: 'branch', title: t('clients.contracts.branch'), dataIndex: 'branch_name' },
  ];
  return (
    <PagedTable<ClientContractRow>
      testId="client-contracts"
      rowKey="id"
      columns={columns}
      {...table}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.contracts.empty')} />,
      }}
    />
  );
}
