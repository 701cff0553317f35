import { DatePicker, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/format.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { OptionSelect } from '../../shared/option-select.tsx';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { displayDate } from '../warehouse/dates.ts';
import { PAYROLL_KEY, type PaymentRow, payrollApi, type Query } from './api.ts';

/** `/salary/salary-payments`: salary paid from cashboxes (SALARY_PAYMENT), newest first, by employee, cashbox and period. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([PAYROLL_KEY, 'payments'], payrollApi.payments, filters);
  const patch = (p: Query) => setFilters((f) => ({ ...f, ...p }));
  const day = (v: string | number | undefined) => (typeof v === 'string' ? dayjs(v) : null);
  const columns: TableColumnsType<PaymentRow> = [
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
      render: (_, r) => t(`payroll.paymentStatuses.${r.status}`, { defaultValue: r.status }),
    },
    { key: 'comment', title: t('payroll.fields.comment'), dataIndex: 'comment' },
  ];
  return (
    <section data-testid="salary-payments-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="payroll_employee"
          value={typeof filters.employee_id === 'number' ? filters.employee_id : undefined}
          placeholder={t('payroll.fields.employee')}
          style={{ minWidth: 240 }}
          onChange={(v) => patch({ employee_id: v })}
          testId="payments-employee"
        />
        <DatePicker
          value={day(filters.date_from)}
          format="DD.MM.YYYY"
          onChange={(d) => patch({ date_from: d ? d.format('YYYY-MM-DD') : undefined })}
        />
        <DatePicker
          value={day(filters.date_to)}
          format="DD.MM.YYYY"
          onChange={(d) => patch({ date_to: d ? d.format('YYYY-MM-DD') : undefined })}
        />
      </Flex>
      <PagedTable<PaymentRow>
        testId="salary-payments-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('payroll.empty.payments') }}
        {...table}
      />
    </section>
  );
}
