import { type ReportColumn, type ReportDefinition, text } from './define.ts';

const count = (key: string, total = true): ReportColumn => ({ key, type: 'number', total });

/** The hrms group's built reports (REPORTS.md "HRMS"). */
export const HRMS_REPORTS: readonly ReportDefinition[] = [
  {
    code: 'R0084',
    group: 'HRMS',
    filters: ['as_of', 'hr_section', 'position', 'workplace'],
    columns: [
      text('employee_number'),
      text('employee_name'),
      text('branch_name'),
      text('section_name'),
      text('position_name'),
      text('schedule'),
      text('first_in'),
      text('last_out'),
      count('late_minutes'),
      count('early_minutes'),
      count('worked_minutes'),
      { key: 'day_status', type: 'enum', enumPrefix: 'attendance.statuses' },
      text('absence_reason_name'),
    ],
  },
  {
    code: 'R0086',
    group: 'HRMS',
    filters: ['period', 'hr_section', 'employee', 'min_minutes'],
    columns: [
      text('employee_number'),
      text('employee_name'),
      text('branch_name'),
      text('section_name'),
      text('position_name'),
      count('late_days'),
      count('late_minutes'),
      count('early_days'),
      count('early_minutes'),
    ],
    chart: { kind: 'bar', label: 'employee_name', value: 'late_minutes' },
  },
];
