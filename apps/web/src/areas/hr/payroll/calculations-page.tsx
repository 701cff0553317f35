import { Flex, Input, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PAYROLL_KEY, payrollApi, type Query, type StaffBalanceRow } from './api.ts';

/** `/staff-calculations/calculations`: every employee's balance with the company now, by branch, with a search. */
export function CalculationsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([PAYROLL_KEY, 'balances'], payrollApi.balances, filters);
  const patch = (p: Query) => setFilters((f) => ({ ...f, ...p }));
  const amount = (v: string) => money(v, 'UZS', lang);
  const columns: TableColumnsType<StaffBalanceRow> = [
    { key: 'employee', title: t('payroll.fields.employee'), dataIndex: 'full_name' },
    { key: 'number', title: t('payroll.fields.employeeNumber'), dataIndex: 'employee_number' },
    { key: 'branch', title: t('payroll.fields.branch'), dataIndex: 'branch_name' },
    {
      key: 'to',
      title: t('payroll.fields.owedToEmployee'),
      align: 'right',
      render: (_, r) => <span data-testid={`balance-to-${r.employee_id}`}>{amount(r.owed_to_employee)}</span>,
    },
    {
      key: 'by',
      title: t('payroll.fields.owedByEmployee'),
      align: 'right',
      render: (_, r) => amount(r.owed_by_employee),
    },
  ];
  return (
    <section data-testid="staff-calculations-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="branch"
          value={typeof filters.branch_id === 'number' ? filters.branch_id : undefined}
          placeholder={t('payroll.fields.branch')}
          aria-label={t('payroll.fields.branch')}
          style={{ minWidth: 200 }}
          onChange={(v) => patch({ branch_id: v })}
        />
        <OptionSelect
          source="payroll_section"
          value={typeof filters.hr_section_id === 'number' ? filters.hr_section_id : undefined}
          placeholder={t('payroll.fields.section')}
          aria-label={t('payroll.fields.section')}
          style={{ minWidth: 200 }}
          onChange={(v) => patch({ hr_section_id: v })}
        />
        <Input.Search
          allowClear
          placeholder={t('payroll.fields.search')}
          style={{ width: 240 }}
          onSearch={(v) => patch({ search: v.trim() || undefined })}
          data-testid="staff-calculations-search"
        />
      </Flex>
      <PagedTable<StaffBalanceRow>
        testId="staff-calculations-table"
        rowKey="employee_id"
        columns={columns}
        locale={{ emptyText: t('payroll.empty.calculations') }}
        {...table}
      />
    </section>
  );
}
