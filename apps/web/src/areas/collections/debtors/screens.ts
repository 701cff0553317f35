import { moduleScreens } from '../../../platform/module-screens.ts';
import { collectionStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/**
 * Collection lists (issue 11 item 1), each screen its own chunk: all
 * contracts (with the collector's day as a tab), all clients, collectors'
 * streets and workplaces, attaching contracts to a responsible and the
 * contracts attached by responsible.
 */
export const collectionScreens = moduleScreens(collectionStrings, {
  'collections-all-contracts': page('contracts'),
  'collections-all-customer': page('customers'),
  'collections-attachment-of-streets': page('streets'),
  'collections-assign-workplaces': page('workplaces'),
  'collections-responsible-attachment': page('attach'),
  'collections-attached-contracts': page('attached'),
});
