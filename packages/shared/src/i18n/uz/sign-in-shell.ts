import { common } from './common.ts';
import { errors } from './errors.ts';
import { validation } from './validation.ts';

/**
 * What the sign-in page shows: with Ant Design's locale, the language pack fetched before the first render
 * (web `shared/language-packs/uz.ts`). The public route's title repeats `routes.ts`'s (a test checks
 * it): the menu labels come only with the pages behind the sign-in (`signed-in-shell.ts`).
 */
export const uzSignInShell = { common, errors, validation, routes: { 'auth-login': 'Tizimga kirish' } };
