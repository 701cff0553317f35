import { useQuery } from '@tanstack/react-query';
import { Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../shared/list-table.tsx';
import { CLIENTS_KEY, type ClientRow, clientsApi, shownDate, shownPhone } from './api.ts';

type Row = ClientRow & { contracts: number };

/** The columns of a list of look-alike cards (the card's tab and the duplicates screen). */
export function useDuplicateColumns(onOpen?: (id: number) => void): TableColumnsType<Row> {
  const { t } = useTranslation();
  return [
    { key: 'id', title: t('clients.fields.id'), dataIndex: 'id', width: 70 },
    {
      key: 'name',
      title: t('clients.fields.full_name'),
      render: (_, r) =>
        onOpen ? (
          <Typography.Link onClick={() => onOpen(r.id)} data-testid={`duplicate-open-${r.id}`}>
            {r.full_name}
          </Typography.Link>
        ) : (
          r.full_name
        ),
    },
    { key: 'pinfl', title: t('clients.fields.pinfl'), dataIndex: 'pinfl' },
    { key: 'passport', title: t('clients.fields.passport'), dataIndex: 'passport' },
    {
      key: 'phones',
      title: t('clients.fields.phones'),
      render: (_, r) => r.phones.map(shownPhone).join(', '),
    },
    { key: 'birth', title: t('clients.fields.birth_date'), render: (_, r) => shownDate(r.birth_date) },
    { key: 'branch', title: t('clients.fields.branch_id'), dataIndex: 'branch_name' },
    { key: 'contracts', title: t('clients.duplicates.contracts'), dataIndex: 'contracts', align: 'right' },
  ];
}

/** Other active cards that look like this one; the duplicates screen merges them. */
export function CardDuplicates({ clientId, onOpen }: { clientId: number; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [CLIENTS_KEY, 'duplicates-of', clientId],
    queryFn: ({ signal }) => clientsApi.duplicatesOf(clientId, signal),
  });
  return (
    <ListTable<Row>
      size="small"
      rowKey="id"
      columns={useDuplicateColumns(onOpen)}
      dataSource={list.data ?? []}
      loading={list.isFetching}
      pagination={false}
      data-testid="card-duplicates"
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.duplicates.emptyCard')} />
        ),
      }}
    />
  );
}
