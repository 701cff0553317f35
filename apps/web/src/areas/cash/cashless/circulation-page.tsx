import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { ReportExport } from '../cash-desk/report-export.tsx';
import { type BankCirculationRow, CASHLESS_KEY, cashlessApi } from './api.ts';
import { useAccountOptions } from './use-accounts.ts';

const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

/**
 * Account turnover: for each company account (or the chosen one) and a
 * period (this month by default), the balance before it, money in and out
 * within it, and the balance at its end, in the account's currency.
 */
export function CirculationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const accounts = useAccountOptions();
  const [period, setPeriod] = useState({
    from: dayjs().startOf('month').format('YYYY-MM-DD'),
    to: dayjs().format('YYYY-MM-DD'),
  });
  const [accountId, setAccountId] = useState<number | undefined>();
  const list = useQuery({
    queryKey: [CASHLESS_KEY, 'circulation', period, accountId],
    queryFn: ({ signal }) =>
      cashlessApi.circulation({ date_from: period.from, date_to: period.to, account_id: accountId }, signal),
  });
  const amount = (key: 'opening' | 'income' | 'expense' | 'closing') => ({
    key,
    title: t(`cashless.columns.${key}`),
    align: 'right' as const,
    render: (_: unknown, r: BankCirculationRow) => (
      <span data-testid={`circulation-${key}-${r.account_id}`}>{money(r[key], r.currency, lang)}</span>
    ),
  });
  // the firm and the account are what the turnover is read by
  const columns: ListColumn<BankCirculationRow>[] = [
    { key: 'firm', essential: true, title: t('cashless.columns.firm'), render: (_, r) => r.firm_name ?? '—' },
    {
      key: 'account',
      essential: true,
      title: t('cashless.columns.account'),
      render: (_, r) => `${r.account_name} · ${r.account_number}`,
    },
    { key: 'currency', title: t('cashless.columns.currency'), dataIndex: 'currency' },
    amount('opening'),
    amount('income'),
    amount('expense'),
    amount('closing'),
  ];
  return (
    <section data-testid="bank-circulation-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="bank-circulation-period"
            label={t('cashless.filters.period')}
            from={period.from}
            to={period.to}
            onChange={(from, to) => from && to && setPeriod({ from, to })}
          />
        </Suspense>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={accountId}
          onChange={(id?: number) => setAccountId(id)}
          placeholder={t('cashless.filters.account')}
          aria-label={t('cashless.filters.account')}
          options={accounts}
          style={{ width: 280 }}
          data-testid="bank-circulation-account"
        />
        <ReportExport
          testId="bank-circulation-export"
          fileName={`bank-circulation-${period.from}-${period.to}.xlsx`}
          download={() =>
            cashlessApi.exportList('circulation', {
              date_from: period.from,
              date_to: period.to,
              account_id: accountId,
            })
          }
        />
      </Flex>
      {list.isError && <Alert type="error" showIcon title={t('cashless.loadFailed')} />}
      <ListTable<BankCirculationRow>
        data-testid="bank-circulation-table"
        size="small"
        rowKey="account_id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cashless.empty.accounts') }}
      />
    </section>
  );
}
