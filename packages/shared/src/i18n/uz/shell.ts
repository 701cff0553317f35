import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { routes } from './routes.ts';
import { validation } from './validation.ts';

/** What the shell shows on every page (the sign-in page too): this language's are fetched before the first render. */
export const uzShell = { common, dashboard, errors, validation, ...routes };
