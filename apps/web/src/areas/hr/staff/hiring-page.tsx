import { EMPLOYEE_STATUSES } from '@savdo/shared/schemas/hr-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../../sales/contract-payments/api.ts';
import { type EmployeeRow, HR_KEY, hrApi, type Query } from './api.ts';
import { HrFilters, useOrderPrint } from './common.tsx';

const HireDialog = lazy(() => import('./hire-dialog.tsx').then((m) => ({ default: m.HireDialog })));

/** `/salary/hiring-staff`: the staff hired (filters: branch, section, status, hire dates; search), and hiring. */
export function HiringPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState(false);
  const { print, view } = useOrderPrint();
  const { table } = usePagedQuery([HR_KEY, 'employees'], hrApi.employees, filters);
  const columns: TableColumnsType<EmployeeRow> = [
    { key: 'number', title: t('hr.fields.employee_number'), dataIndex: 'employee_number' },
    { key: 'name', title: t('hr.fields.full_name'), dataIndex: 'full_name' },
    { key: 'username', title: t('hr.fields.username'), dataIndex: 'username' },
    { key: 'branch', title: t('hr.fields.branch_id'), dataIndex: 'branch_name' },
    { key: 'section', title: t('hr.fields.hr_section_id'), dataIndex: 'hr_section_name' },
    { key: 'position', title: t('hr.fields.user_position_id'), dataIndex: 'user_position_name' },
    { key: 'schedule', title: t('hr.fields.work_schedule_id'), dataIndex: 'work_schedule_name' },
    {
      key: 'salary',
      title: t('hr.fields.salary'),
      align: 'right',
      render: (_, r) => money(r.salary, 'UZS', lang),
    },
    { key: 'hired', title: t('hr.fields.hired_on'), render: (_, r) => shownDate(r.hired_on) },
    {
      key: 'status',
      title: t('hr.fields.status'),
      render: (_, r) => (
        <Tag
          color={r.status === 'ACTIVE' ? 'green' : 'red'}
          data-testid={`hr-employee-status-${r.employee_number}`}
        >
          {t(`hr.employeeStatuses.${r.status}`)}
          {r.dismissed_on ? ` ${shownDate(r.dismissed_on)}` : ''}
        </Tag>
      ),
    },
    {
      key: 'print',
      render: (_, r) =>
        r.hire_order_id !== null && (
          <Button size="small" onClick={() => void print(r.hire_order_id ?? 0)}>
            {t('hr.actions.print')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="hr-hiring-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <HrFilters
        testId="hr-employees"
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        statuses={{ values: EMPLOYEE_STATUSES, group: 'hr.employeeStatuses' }}
        branch
        section
        dates
      >
        {rules.has('hiring_staff.add') && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="hr-hire-add">
            {t('hr.actions.hire')}
          </Button>
        )}
      </HrFilters>
      <PagedTable<EmployeeRow>
        testId="hr-employees-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('hr.empty.employees') }}
        {...table}
      />
      {open && (
        <Suspense fallback={null}>
          <HireDialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) void client.invalidateQueries({ queryKey: [HR_KEY] });
            }}
          />
        </Suspense>
      )}
      {view}
    </section>
  );
}
