import { moduleScreens } from '../../../platform/module-screens.ts';
import { payrollStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Payroll (issue 13 item 3), each screen its own chunk. */
export const payrollScreens = moduleScreens(payrollStrings, {
  'salary-time-sheets': page('timeSheets'),
  'salary-additions': page('additions'),
  'salary-statements': page('statements'),
  'salary-salary-payments': page('payments'),
  'staff-calculations-calculations': page('calculations'),
  'staff-calculations-reconciliation-act': page('act'),
});
