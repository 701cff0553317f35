import { moduleScreens } from '../../../platform/module-screens.ts';
import { collectionProcessStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** The collection process (issue 11 item 1): stages, off balance, plans, separate plans, warning letters. */
export const collectionProcessScreens = moduleScreens(collectionProcessStrings, {
  'collections-processes': page('processes'),
  'collections-off-balance-sheet-contracts': page('offBalance'),
  'collections-street-collection-plans': page('plans'),
  'collections-separately': page('separate'),
  'collections-warning-letter': page('letters'),
  'settings-warning-letter-editor': page('editor'),
});
