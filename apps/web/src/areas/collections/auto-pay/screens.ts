import { moduleScreens } from '../../../platform/module-screens.ts';
import { autoPayStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/**
 * Auto-payment by card and online payments (issue 11 item 4), each screen
 * its own chunk: the two contract lists are one page configured by route.
 */
export const autoPayScreens = moduleScreens(autoPayStrings, {
  'auto-pay-list-of-client-cards': page('cards'),
  'auto-pay-attached-contract-cards': page('links'),
  'auto-pay-list-of-contracts': page('contracts'),
  'auto-pay-connected-list-of-contracts': page('contracts'),
  'auto-pay-list-of-payments': page('payments'),
  'auto-pay-list-of-online-payments': page('online'),
});
