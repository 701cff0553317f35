import { Button, Flex, Space, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { contractDocColumns } from '../contract-payments/columns.tsx';
import { type ContractReturnRow, type Query, REQUESTS_KEY, requestsApi } from './api.ts';
import { requestStatusColumn, StatusFilter, useRequestDecisions } from './request-list.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));

/**
 * `/contract/return-products`: goods of contracts coming back, asked here
 * and approved (stock, debt and refund move then) or rejected with a reason.
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const { table } = usePagedQuery([REQUESTS_KEY, 'returns'], requestsApi.returns, filters);
  const decisions = useRequestDecisions<ContractReturnRow>(
    requestsApi.decideReturn,
    'contract_product_return',
    'return',
  );
  const columns: TableColumnsType<ContractReturnRow> = [
    ...contractDocColumns<ContractReturnRow>(t),
    {
      key: 'items',
      title: t('payments.requests.items'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.items.map((i) => (
            <span
              key={i.contract_item_id}
            >{`${i.product_name ?? i.product_id} × ${quantity(i.quantity, lang)}`}</span>
          ))}
        </Space>
      ),
    },
    { key: 'warehouse', title: t('payments.fields.warehouse'), dataIndex: 'warehouse_name' },
    { key: 'reason', title: t('payments.fields.reason'), dataIndex: 'reason_name' },
    {
      key: 'refundTo',
      title: t('payments.fields.refundTo'),
      render: (_, r) => t(`payments.refundTargets.${r.refund_to}`),
    },
    moneyColumn<ContractReturnRow>('debt', t('payments.fields.debtReduction'), lang, (r) => r.debt_reduction),
    moneyColumn<ContractReturnRow>('refund', t('payments.fields.refund'), lang, (r) => r.refund),
    requestStatusColumn<ContractReturnRow>(t),
    decisions.column,
  ];
  return (
    <section data-testid="returns-page">
      <ScreenTitle>
        {rules.has('contract_product_return.add') && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="return-add">
            {t('payments.requests.add')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <StatusFilter onChange={(status) => setFilters((f) => ({ ...f, status }))} />
      </Flex>
      <PagedTable<ContractReturnRow> testId="returns-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <ReturnDialog
            onClose={(saved) => {
              setAdding(false);
              if (saved) decisions.refresh();
            }}
          />
        </Suspense>
      )}
      {decisions.dialog}
    </section>
  );
}
