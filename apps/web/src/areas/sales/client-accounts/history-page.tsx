import { documentNumber } from '@savdo/shared/documents';
import { Alert, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../contract-payments/api.ts';
import { ACCOUNTS_KEY, type AccountHistoryRow, accountsApi } from './api.ts';
import { ClientSelect } from './client-select.tsx';

/**
 * `/client-account-numbers/account-number-history`: one client's account,
 * line by line (newest first) with the balance after each and the
 * operation behind it (its type, the contract it was for, who entered it).
 * The client is kept in the address (`?client_id=`), so the balances
 * screen links here.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get('client_id')) || undefined;
  const currency = params.get('currency') ?? undefined;
  const change = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const { table } = usePagedQuery(
    [ACCOUNTS_KEY, 'history'],
    (query, signal) => (clientId ? accountsApi.history(query, signal) : Promise.resolve([])),
    { client_id: clientId, currency },
  );
  const columns: TableColumnsType<AccountHistoryRow> = [
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'type', title: t('payments.fields.type'), render: (_, r) => t(`money.types.${r.type}`) },
    {
      key: 'contract',
      title: t('payments.fields.contract'),
      render: (_, r) =>
        r.contract_number === null ? null : documentNumber(r.contract_prefix, r.contract_number),
    },
    {
      key: 'amount',
      title: t('payments.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.amount.startsWith('-') ? 'danger' : 'success'}>
          {money(r.amount, r.currency, lang)}
        </Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('payments.fields.balance'),
      align: 'right',
      render: (_, r) => money(r.balance, r.currency, lang),
    },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, r) => <Tag>{t(`money.statuses.${r.status}`)}</Tag>,
    },
    { key: 'operation', title: t('payments.fields.number'), dataIndex: 'operation_id' },
    { key: 'comment', title: t('payments.fields.comment'), dataIndex: 'comment' },
    { key: 'by', title: t('payments.fields.createdBy'), dataIndex: 'created_by_name' },
  ];
  return (
    <section data-testid="account-history-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.accounts.historyHint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <ClientSelect
          value={clientId}
          onChange={(v) => change('client_id', v ? String(v) : undefined)}
          testId="history-client"
        />
        <Select
          allowClear
          value={currency}
          placeholder={t('payments.fields.currency')}
          aria-label={t('payments.fields.currency')}
          style={{ width: 120 }}
          options={(['UZS', 'USD'] as const).map((v) => ({ value: v, label: t(`payments.currencies.${v}`) }))}
          onChange={(v?: string) => change('currency', v)}
        />
      </Flex>
      {clientId ? (
        <PagedTable<AccountHistoryRow>
          testId="account-history-table"
          rowKey="posting_id"
          columns={columns}
          {...table}
        />
      ) : (
        <Alert type="info" showIcon title={t('payments.accounts.selectClient')} />
      )}
    </section>
  );
}
