import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../../sales/contract-payments/api.ts';
import { HR_KEY, hrApi, type Query, type SalaryRow } from './api.ts';
import { HrFilters } from './common.tsx';

const SalaryDialog = lazy(() => import('./order-dialogs.tsx').then((m) => ({ default: m.SalaryDialog })));

/** `/salary/salary-changes`: each employee's pay history (newest first), and a change from a date. */
export function SalariesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState(false);
  const { table } = usePagedQuery([HR_KEY, 'salaries'], hrApi.salaries, filters);
  const columns: TableColumnsType<SalaryRow> = [
    { key: 'date', title: t('hr.fields.effective_from'), render: (_, r) => shownDate(r.effective_from) },
    { key: 'number', title: t('hr.fields.employee_number'), dataIndex: 'employee_number' },
    { key: 'name', title: t('hr.fields.employee'), dataIndex: 'full_name' },
    {
      key: 'amount',
      title: t('hr.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    { key: 'reason', title: t('hr.fields.reason'), dataIndex: 'reason' },
    {
      key: 'current',
      title: t('hr.fields.current_salary'),
      align: 'right',
      render: (_, r) => money(r.current_salary, 'UZS', lang),
    },
  ];
  return (
    <section data-testid="hr-salaries-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <HrFilters
        testId="hr-salaries"
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      >
        <OptionSelect
          source="hr_employee"
          value={typeof filters.employee_id === 'number' ? filters.employee_id : undefined}
          placeholder={t('hr.fields.employee')}
          aria-label={t('hr.fields.employee')}
          style={{ width: 260 }}
          onChange={(v) => setFilters((f) => ({ ...f, employee_id: v }))}
        />
        {rules.has('salary_modifications.add') && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="hr-salary-add">
            {t('hr.actions.addChange')}
          </Button>
        )}
      </HrFilters>
      <PagedTable<SalaryRow>
        testId="hr-salaries-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('hr.empty.salaries') }}
        {...table}
      />
      {open && (
        <Suspense fallback={null}>
          <SalaryDialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) void client.invalidateQueries({ queryKey: [HR_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
