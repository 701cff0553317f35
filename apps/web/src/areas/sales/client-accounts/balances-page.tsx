import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Input, Select, Space, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { ACCOUNTS_KEY, type AccountBalanceRow, accountsApi, type Query } from './api.ts';

// the dialog loads with a chunk of its own (the screens' size budget)
const AccountDialog = lazy(() => import('./account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));

/**
 * `/client-account-numbers/account-balances`: what each client's account
 * holds per currency (overpayments, deposits, refunds less what was spent or
 * paid out), with putting money in or paying it out at the cashbox and the
 * account's history a click away.
 */
export function BalancesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({ nonzero: 'true' });
  const [dialog, setDialog] = useState<{ kind: 'deposit' | 'payout'; clientId?: number } | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([ACCOUNTS_KEY, 'balances'], accountsApi.balances, filters);
  const columns: TableColumnsType<AccountBalanceRow> = [
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
    { key: 'pinfl', title: t('payments.fields.pinfl'), dataIndex: 'pinfl' },
    { key: 'phone', title: t('payments.fields.phone'), render: (_, r) => formatPhone(r.phone) },
    moneyColumn<AccountBalanceRow>('in', t('payments.fields.credited'), lang, (r) => r.credited),
    moneyColumn<AccountBalanceRow>('out', t('payments.fields.debited'), lang, (r) => r.debited),
    {
      key: 'balance',
      title: t('payments.fields.balance'),
      align: 'right',
      render: (_, r) => (
        <b data-testid={`balance-${r.client_id}-${r.currency}`}>{money(r.balance, r.currency, lang)}</b>
      ),
    },
    {
      key: 'actions',
      render: (_, r) => (
        <Space>
          {rules.has('client_account_number_history.show') && (
            <Link to={`/client-account-numbers/account-number-history?client_id=${r.client_id}`}>
              {t('payments.accounts.history')}
            </Link>
          )}
          {rules.has('client_expenditure.add') && r.balance !== '0.00' && (
            <Button size="small" onClick={() => setDialog({ kind: 'payout', clientId: r.client_id })}>
              {t('payments.accounts.payout')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const exportList = async () => {
    try {
      saveFile(await accountsApi.export('account-balances', filters), 'client-account-balances.xlsx');
    } catch {
      // the main client showed the error toast
    }
  };
  return (
    <section data-testid="account-balances-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          <Button onClick={() => void exportList()}>{t('payments.list.export')}</Button>
          {rules.has('account_number_operation.add') && (
            <Button
              type="primary"
              onClick={() => setDialog({ kind: 'deposit' })}
              data-testid="account-deposit"
            >
              {t('payments.accounts.deposit')}
            </Button>
          )}
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary">{t('payments.accounts.balancesHint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('payments.fields.client')}
          style={{ width: 260 }}
          onSearch={(v) => set({ search: v.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('payments.fields.currency')}
          aria-label={t('payments.fields.currency')}
          style={{ width: 120 }}
          options={(['UZS', 'USD'] as const).map((v) => ({ value: v, label: t(`payments.currencies.${v}`) }))}
          onChange={(currency?: string) => set({ currency })}
        />
        <Checkbox
          checked={filters.nonzero === 'true'}
          onChange={(e) => set({ nonzero: e.target.checked ? 'true' : undefined })}
        >
          {t('payments.accounts.nonzero')}
        </Checkbox>
      </Flex>
      <PagedTable<AccountBalanceRow>
        testId="account-balances-table"
        rowKey={(r) => `${r.client_id}-${r.currency}`}
        columns={columns}
        {...table}
      />
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialog
            kind={dialog.kind}
            clientId={dialog.clientId}
            onClose={(saved) => {
              setDialog(null);
              if (saved) void client.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
