import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { displayDate } from '../../stock/warehouse/dates.ts';
import { PAYROLL_KEY, payrollApi, type Query, type SalaryPaymentRow } from './api.ts';

// the reason dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() =>
  import('../../sales/contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

/**
 * `/salary/salary-payments`: salary paid from cashboxes (SALARY_PAYMENT),
 * newest first, by employee, cashbox and period; a payment is cancelled
 * with a reason (`salary_payments.edit`): the employee is owed it again.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const keys = useMemo(() => formKeys(), []);
  const [cancelling, setCancelling] = useState<SalaryPaymentRow | null>(null);
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([PAYROLL_KEY, 'payments'], payrollApi.payments, filters);
  const patch = (p: Query) => setFilters((f) => ({ ...f, ...p }));
  const columns: TableColumnsType<SalaryPaymentRow> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'date', title: t('payroll.fields.date'), render: (_, r) => displayDate(r.date) },
    { key: 'employee', title: t('payroll.fields.employee'), dataIndex: 'full_name' },
    { key: 'month', title: t('payroll.fields.statement'), dataIndex: 'month' },
    { key: 'cashbox', title: t('payroll.fields.cashbox'), dataIndex: 'cashbox_name' },
    {
      key: 'amount',
      title: t('payroll.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    {
      key: 'status',
      title: t('payroll.fields.status'),
      render: (_, r) => {
        const label = t(`payroll.paymentStatuses.${r.status}`, { defaultValue: r.status });
        if (r.status !== 'CANCELED') return label;
        const why = `${r.canceled_on ? displayDate(r.canceled_on) : ''} ${r.cancel_reason ?? ''}`.trim();
        return (
          <Tooltip title={why ? `${t('payroll.fields.cancelReason')}: ${why}` : undefined}>
            <Tag color="red" data-testid="payment-canceled">
              {label}
            </Tag>
          </Tooltip>
        );
      },
    },
    { key: 'comment', title: t('payroll.fields.comment'), dataIndex: 'comment' },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        r.status === 'APPROVED' &&
        rules.has('salary_payments.edit') && (
          <Button size="small" danger data-testid="payment-cancel" onClick={() => setCancelling(r)}>
            {t('payroll.actions.cancelPayment')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="salary-payments-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="payroll_employee"
          value={typeof filters.employee_id === 'number' ? filters.employee_id : undefined}
          placeholder={t('payroll.fields.employee')}
          aria-label={t('payroll.fields.employee')}
          style={{ minWidth: 240 }}
          onChange={(v) => patch({ employee_id: v })}
          testId="payments-employee"
        />
        <PeriodField
          from={typeof filters.date_from === 'string' ? filters.date_from : undefined}
          to={typeof filters.date_to === 'string' ? filters.date_to : undefined}
          onChange={(date_from, date_to) => patch({ date_from, date_to })}
        />
      </Flex>
      <PagedTable<SalaryPaymentRow>
        testId="salary-payments-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('payroll.empty.payments') }}
        {...table}
      />
      <Suspense fallback={null}>
        {cancelling && (
          <ReasonDialog
            title={t('payroll.actions.cancelPayment')}
            hint={t('payroll.hints.cancelPayment')}
            saveLabel={t('payroll.actions.cancelPayment')}
            save={(reason) =>
              keys({ id: cancelling.id, reason }, (key) =>
                payrollApi.cancelPayment(cancelling.id, reason, key),
              )
            }
            onClose={(saved) => {
              setCancelling(null);
              if (saved) void client.invalidateQueries({ queryKey: [PAYROLL_KEY] });
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
