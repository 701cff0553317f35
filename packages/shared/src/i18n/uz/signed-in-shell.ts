import { dashboard } from './dashboard.ts';
import { routes } from './routes.ts';

/**
 * What every page behind the sign-in adds to the sign-in page's strings: the menu labels (section, group
 * and route titles) and the home page's. Fetched with the screen registry by the first route behind the
 * sign-in (web `shared/language-packs/uz-signed-in.ts`).
 */
export const uzSignedInShell = { dashboard, ...routes };
