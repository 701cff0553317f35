import { moduleScreens } from '../../../platform/module-screens.ts';
import { engagementStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Customer engagement (issue 12 item 4), each screen its own chunk. */
export const engagementScreens = moduleScreens(engagementStrings, {
  'customer-engagements-called-clients': page('calls'),
  'customer-engagements-calculate-bonus': page('bonus'),
});
