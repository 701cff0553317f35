import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CASH_TRADING_KEY, cashTradingApi, type FondDebtRow } from './api.ts';

/** Each fund's debt: the fund parts of its sales, its proceeds (bank and cash) and what it still owes. */
export function FondDebts({ extra }: { extra?: (row: FondDebtRow) => React.ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const debts = useQuery({
    queryKey: [CASH_TRADING_KEY, 'fond-debts'],
    queryFn: ({ signal }) => cashTradingApi.fondDebts(signal),
  });
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  const uzs = (v: string) => money(v, 'UZS', lang);
  return (
    <>
      <Typography.Title level={5}>{t('cashTrading.fonds.debtsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('cashTrading.fonds.debtsHint')}</Typography.Paragraph>
      <ListTable<FondDebtRow>
        size="small"
        rowKey="fond_id"
        pagination={false}
        loading={debts.isFetching}
        dataSource={debts.data ?? []}
        data-testid="fond-debts"
        style={{ marginBottom: 24 }}
        columns={[
          { key: 'name', title: f('fond'), render: (_, r) => r.fond_name },
          { key: 'stir', title: f('stir'), render: (_, r) => r.stir },
          { key: 'trades', title: f('trades'), align: 'right', render: (_, r) => r.trades },
          { key: 'sold', title: f('sold'), align: 'right', render: (_, r) => uzs(r.sold) },
          { key: 'proceeds', title: f('proceeds'), align: 'right', render: (_, r) => uzs(r.proceeds) },
          {
            key: 'debt',
            title: f('debt'),
            align: 'right',
            render: (_, r) => <span data-testid={`fond-debt-${r.fond_id}`}>{uzs(r.debt)}</span>,
          },
          ...(extra ? [{ key: 'x', title: '', render: (_: unknown, r: FondDebtRow) => extra(r) }] : []),
        ]}
      />
    </>
  );
}
