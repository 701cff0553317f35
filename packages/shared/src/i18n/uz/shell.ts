import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { routes } from './routes.ts';
import { validation } from './validation.ts';

/** What the shell shows on every page: loaded with the first page. */
export const uzShell = { common, dashboard, errors, validation, ...routes };
