import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Tabs, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import {
  ACCOUNTS_KEY,
  type AccountOperationRow,
  accountsApi,
  type ContractPaymentRow,
  type OperationScreen,
  type Query,
} from './api.ts';
import { ClientSelect } from './client-select.tsx';
import { fromAccountColumns, operationColumns } from './operation-columns.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const AccountPaymentDialog = lazy(() =>
  import('./account-payment-dialog.tsx').then((m) => ({ default: m.AccountPaymentDialog })),
);

// the dialog loads with a chunk of its own (the screens' size budget)
const AccountDialog = lazy(() => import('./account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() =>
  import('../contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

const RULES: Record<OperationScreen, string> = {
  'account-number-operations': 'account_number_operation',
  'customer-expenses': 'client_expenditure',
};

type Cancelling =
  | { kind: 'operation'; row: AccountOperationRow }
  | { kind: 'payment'; row: ContractPaymentRow };

/**
 * `/client-account-numbers/account-number-operations` (every operation on
 * clients' accounts, deposits entered here, and the contracts paid from the
 * accounts) and `/client-account-numbers/customer-expenses` (the payouts):
 * one page configured by route.
 */
export function OperationsPage() {
  const route = useCurrentRoute();
  const screen: OperationScreen =
    route.name === 'client-account-numbers-customer-expenses'
      ? 'customer-expenses'
      : 'account-number-operations';
  return <OperationsScreen key={screen} screen={screen} />;
}

function OperationsScreen({ screen }: { screen: OperationScreen }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const pdf = usePdfView();
  const rule = RULES[screen];
  const keys = useMemo(() => formKeys(), []);
  const [filters, setFilters] = useState<Query>({});
  const [dialog, setDialog] = useState<'deposit' | 'payout' | 'contract' | null>(null);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const operations = usePagedQuery([ACCOUNTS_KEY, screen], accountsApi.operations(screen), filters);
  const payments = usePagedQuery([ACCOUNTS_KEY, 'from-account'], accountsApi.fromAccount, {
    contract_id: undefined,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
  const columns = operationColumns(t, lang, {
    canPrint: rules.has(`${rule}.print`),
    canCancel: rules.has(`${rule}.cancel`),
    onPrint: (r) => void pdf.open(() => accountsApi.print(screen, r.id)),
    onCancel: (row) => setCancelling({ kind: 'operation', row }),
  });
  const operationsTable = (
    <PagedTable<AccountOperationRow>
      testId="account-operations-table"
      rowKey="id"
      columns={columns}
      {...operations.table}
    />
  );
  const exportList = async () => {
    try {
      saveFile(await accountsApi.export(screen, filters), `${screen}.xlsx`);
    } catch {
      // the main client showed the error toast
    }
  };
  const cancel = (reason: string) => {
    if (!cancelling) return Promise.resolve();
    const { row } = cancelling;
    return cancelling.kind === 'payment'
      ? keys({ id: row.id, reason }, (key) => accountsApi.cancelPayment(row.id, reason, key))
      : keys({ id: row.id, reason }, (key) =>
          accountsApi.cancel(
            cancelling.row.type === 'CLIENT_INPUT' ? 'CLIENT_INPUT' : 'CLIENT_OUTPUT',
            row.id,
            reason,
            key,
          ),
        );
  };
  return (
    <section data-testid="account-operations-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          <Button onClick={() => void exportList()}>{t('payments.list.export')}</Button>
          {screen === 'customer-expenses' && rules.has('client_expenditure.add') && (
            <Button type="primary" onClick={() => setDialog('payout')} data-testid="account-payout">
              {t('payments.accounts.payout')}
            </Button>
          )}
          {screen === 'account-number-operations' && rules.has('account_number_operation.add') && (
            <>
              <Button onClick={() => setDialog('contract')} data-testid="account-pay-contract">
                {t('payments.accounts.payContract')}
              </Button>
              <Button type="primary" onClick={() => setDialog('deposit')} data-testid="account-deposit">
                {t('payments.accounts.deposit')}
              </Button>
            </>
          )}
        </Space>
      </Flex>
      {screen === 'customer-expenses' && (
        <Typography.Paragraph type="secondary">{t('payments.accounts.payoutsHint')}</Typography.Paragraph>
      )}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <ClientSelect
          value={filters.client_id as number | undefined}
          onChange={(client_id) => set({ client_id })}
        />
        <Select
          allowClear
          placeholder={t('payments.fields.currency')}
          aria-label={t('payments.fields.currency')}
          style={{ width: 120 }}
          options={(['UZS', 'USD'] as const).map((v) => ({ value: v, label: t(`payments.currencies.${v}`) }))}
          onChange={(currency?: string) => set({ currency })}
        />
      </Flex>
      {screen === 'customer-expenses' ? (
        operationsTable
      ) : (
        <Tabs
          items={[
            { key: 'operations', label: t('payments.accounts.operationsTab'), children: operationsTable },
            {
              key: 'payments',
              label: t('payments.accounts.paymentsTab'),
              children: (
                <PagedTable<ContractPaymentRow>
                  testId="account-payments-table"
                  rowKey="id"
                  columns={fromAccountColumns(t, lang, rules.has('account_number_operation.cancel'), (row) =>
                    setCancelling({ kind: 'payment', row }),
                  )}
                  {...payments.table}
                />
              ),
            },
          ]}
        />
      )}
      {(dialog === 'deposit' || dialog === 'payout') && (
        <Suspense fallback={null}>
          <AccountDialog
            kind={dialog}
            clientId={filters.client_id as number | undefined}
            onClose={(saved) => {
              setDialog(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
      {dialog === 'contract' && (
        <Suspense fallback={null}>
          <AccountPaymentDialog
            onClose={(saved) => {
              setDialog(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={t('payments.accounts.cancelTitle', { id: cancelling.row.id })}
            saveLabel={t('payments.list.cancel')}
            save={cancel}
            onClose={(saved) => {
              setCancelling(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
      {pdf.view}
    </section>
  );
}
