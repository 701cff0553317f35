import { moduleScreens } from '../../../platform/module-screens.ts';
import { hrStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** HR records (issue 13 item 1), each screen its own chunk. */
export const hrScreens = moduleScreens(hrStrings, {
  'salary-candidates': page('candidates'),
  'salary-hiring-staff': page('hiring'),
  'salary-staff-transfer': page('transfers'),
  'salary-staff-dismissal': page('dismissals'),
  'salary-salary-changes': page('salaries'),
});
