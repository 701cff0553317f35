import { useQuery } from '@tanstack/react-query';
import { Alert, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CASHBOX_KEY, cashboxApi, type MyCashbox } from './api.ts';

/**
 * My cash registers: the cashboxes the signed-in cashier is responsible for
 * (all of them with `cashbox.all`), each with what it holds in soʻm and in
 * dollars, read from the journal's balance rows.
 */
export function MyCashRegistersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const list = useQuery({
    queryKey: [CASHBOX_KEY, 'mine'],
    queryFn: ({ signal }) => cashboxApi.myCashboxes(signal),
  });
  const columns: TableColumnsType<MyCashbox> = [
    { key: 'name', title: t('money.myCashboxes.name'), dataIndex: 'name' },
    { key: 'branch', title: t('money.myCashboxes.branch'), dataIndex: 'branch_name' },
    {
      key: 'uzs',
      title: t('money.myCashboxes.balanceUzs'),
      align: 'right',
      render: (_, row) => (
        <span data-testid={`balance-uzs-${row.id}`}>{money(row.balance_uzs, 'UZS', lang)}</span>
      ),
    },
    {
      key: 'usd',
      title: t('money.myCashboxes.balanceUsd'),
      align: 'right',
      render: (_, row) => (
        <span data-testid={`balance-usd-${row.id}`}>{money(row.balance_usd, 'USD', lang)}</span>
      ),
    },
  ];
  return (
    <section data-testid="my-cash-registers-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('money.myCashboxes.hint')}</Typography.Paragraph>
      {list.isError && <Alert type="error" showIcon title={t('money.myCashboxes.loadFailed')} />}
      <ListTable<MyCashbox>
        data-testid="my-cash-registers-table"
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: t('money.myCashboxes.empty') }}
      />
    </section>
  );
}
