import { checkRule } from '@savdo/shared/rules';
import type { ProvidedServiceRow, ServicePaymentRow } from '@savdo/shared/schemas/expenses';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { EXPENSES_KEY, expensesApi, shownDate } from './api.ts';

const CANCEL_RULE: Record<string, string> = {
  RENDERED_SERVICE_OUTPUT: 'rendered_service_supplier_output.cancel',
  RENDERED_SERVICE_INPUT: 'rendered_service_supplier_input.cancel',
};

/** A service's payments and refunds (and their reversals), each cancellable by the rule of its type. */
export function ServicePayments({ service, onChanged }: { service: ProvidedServiceRow; onChanged(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const confirm = useConfirm();
  const keys = useMemo(() => formKeys(), []);
  const payments = useQuery({
    queryKey: [EXPENSES_KEY, 'payments', service.id, service.paid],
    queryFn: ({ signal }) => expensesApi.payments(service.id, signal),
  });
  const mayCancel = (type: string) => {
    const rule = CANCEL_RULE[type];
    return rule !== undefined && checkRule(rule, rules);
  };
  const cancel = async (row: ServicePaymentRow) => {
    if (!(await confirm('expenses.services.confirmCancelPayment', { id: row.id }))) return;
    try {
      await keys({ id: row.id }, (key) => expensesApi.cancelPayment(row.id, key));
    } catch {
      // the main client showed the error toast
    }
    onChanged();
  };
  const columns: TableColumnsType<ServicePaymentRow> = [
    { key: 'id', title: t('expenses.fields.number'), dataIndex: 'id', width: 80 },
    { key: 'date', title: t('expenses.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'type', title: t('expenses.fields.type'), render: (_, r) => t(`money.types.${r.type}`) },
    {
      key: 'account',
      title: t('expenses.fields.source'),
      render: (_, r) => r.cashbox_name ?? r.bank_account_name,
    },
    {
      key: 'amount',
      title: t('expenses.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, r.currency, lang),
    },
    {
      key: 'status',
      title: t('expenses.fields.status'),
      render: (_, r) => (
        <>
          <Tag>{t(`expenses.statuses.${r.status}`)}</Tag>
          {r.reversal_of !== null && <Tag>{t('expenses.list.reversalOf', { id: r.reversal_of })}</Tag>}
        </>
      ),
    },
    { key: 'created', title: t('expenses.fields.createdBy'), dataIndex: 'created_by_name' },
    {
      key: 'actions',
      render: (_, r) =>
        r.status === 'APPROVED' &&
        r.reversal_of === null &&
        mayCancel(r.type) && (
          <Button size="small" danger data-testid={`payment-cancel-${r.id}`} onClick={() => void cancel(r)}>
            {t('expenses.list.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <ListTable<ServicePaymentRow>
      data-testid={`service-payments-${service.id}`}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={payments.data ?? []}
      loading={payments.isFetching}
      pagination={false}
      locale={{ emptyText: t('expenses.services.noPayments') }}
    />
  );
}
