import { DEFAULT_DAYS_OFF, WEEKDAYS } from '../../hr/calendar.ts';
import type { ResourceDef } from '../types.ts';
import { branchRef, uniqueName } from './common-fields.ts';

/** Places staff work at (a shop, the office, a warehouse), for time sheets and hiring. */
export const workLocation = {
  name: 'work_location',
  table: 'work_locations',
  rule: 'work_locations',
  apiPath: 'salary/workplaces',
  route: 'salary-workplaces',
  fields: [uniqueName, branchRef, { name: 'address', type: 'text', max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A working day's start and end (`HH:MM`, Tashkent time), its break, and
 * the schedule's weekly days off (Sunday by default: the six-day week; a
 * five-day office takes Saturday and Sunday). Attendance and the payroll
 * norm read the days off (`hr/calendar.ts`); the list filters by them
 * (the schedules with any of the chosen days off).
 */
export const workSchedule = {
  name: 'work_schedule',
  table: 'work_schedules',
  rule: 'work_schedules',
  apiPath: 'salary/work-schedules',
  route: 'salary-work-schedules',
  fields: [
    uniqueName,
    { name: 'start_time', type: 'time', required: true },
    { name: 'end_time', type: 'time', required: true },
    { name: 'break_minutes', type: 'integer' },
    {
      name: 'days_off',
      type: 'enum_set',
      options: WEEKDAYS,
      enumKey: 'weekday',
      defaultValue: DEFAULT_DAYS_OFF,
      // the schedules with any of the chosen days off (a GIN index)
      filter: 'any',
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Why an employee leaves the job. */
export const workLeaveReason = {
  name: 'work_leave_reason',
  table: 'work_leave_reasons',
  rule: 'work_leave_reasons',
  apiPath: 'salary/work-leave-reasons',
  route: 'salary-work-leave-reasons',
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Departments of the company (sales, accounting, collections). */
export const hrSection = {
  name: 'hr_section',
  table: 'hr_sections',
  rule: 'hr_sections',
  apiPath: 'salary/sections',
  route: 'salary-sections',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
  // the payroll screens filter by section
  optionsFor: ['salary-time-sheets', 'staff-calculations-calculations'],
} as const satisfies ResourceDef;

/** Public holidays, days off in the time sheet. */
export const holiday = {
  name: 'holiday',
  table: 'holidays',
  rule: 'holidays',
  apiPath: 'salary/holidays',
  route: 'salary-holidays',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'date', type: 'date', required: true, sortable: true, filter: 'range' },
  ],
  defaultSort: { field: 'date', order: 'desc' },
} as const satisfies ResourceDef;

/** Occupations of the national classifier of occupations (code and title), for staff records. */
export const classifier = {
  name: 'classifier',
  table: 'classifiers',
  rule: 'classifiers',
  apiPath: 'salary/classifiers',
  route: 'salary-classifiers',
  fields: [
    { ...uniqueName, max: 255 },
    { name: 'code', type: 'text', max: 20, sortable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
