import { useQuery } from '@tanstack/react-query';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { ReportExport, TitleBar } from '../cash-desk/report-export.tsx';
import { type BankBalanceRow, CASHLESS_KEY, cashlessApi } from './api.ts';
import { HeldNotice } from './held-notice.tsx';

/** Each company account's balance now, read from the journal's balance rows; what is held or in transit above. */
export function BalancePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const list = useQuery({
    queryKey: [CASHLESS_KEY, 'balances'],
    queryFn: ({ signal }) => cashlessApi.balances(signal),
  });
  const columns: TableColumnsType<BankBalanceRow> = [
    { key: 'firm', title: t('cashless.columns.firm'), render: (_, r) => r.firm_name ?? '—' },
    {
      key: 'name',
      title: t('cashless.columns.account'),
      render: (_, r) => `${r.account_name} · ${r.account_number}`,
    },
    { key: 'currency', title: t('cashless.columns.currency'), dataIndex: 'currency' },
    {
      key: 'balance',
      title: t('cashless.columns.balance'),
      align: 'right',
      render: (_, r) => (
        <span data-testid={`bank-balance-${r.account_id}`}>{money(r.balance, r.currency, lang)}</span>
      ),
    },
  ];
  return (
    <section data-testid="bank-balance-page">
      <TitleBar title={t(route.titleKey)}>
        <ReportExport
          testId="bank-balance-export"
          fileName="bank-balances.xlsx"
          download={() => cashlessApi.exportList('balances')}
        />
      </TitleBar>
      <HeldNotice kinds={['suspense', 'bank_transit']} />
      {list.isError && <Alert type="error" showIcon title={t('cashless.loadFailed')} />}
      <ListTable<BankBalanceRow>
        data-testid="bank-balance-table"
        size="small"
        rowKey="account_id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: t('cashless.empty.accounts') }}
      />
    </section>
  );
}
