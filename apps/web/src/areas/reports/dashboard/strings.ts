import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { reportStrings } from '../catalogue/strings.ts';

/**
 * The namespaces the landing page fetches beside the shell's (the dashboard and the greeting are there).
 */
export const dashboardStrings = ['home'] as const satisfies readonly ScreenNamespace[];

/**
 * What a dashboard tab fetches when it is first shown (`tab-panel.tsx`): the reports' own namespaces (its
 * figures' cells and its charts' labels are the reports'), so a landing page without the dashboard never
 * loads them.
 */
export const dashboardTabStrings = reportStrings;
