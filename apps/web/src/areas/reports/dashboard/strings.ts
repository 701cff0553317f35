import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { reportStrings } from '../catalogue/strings.ts';

/**
 * The namespaces the landing page fetches beside the shell's (the dashboard and the greeting are there),
 * and the reports' (the figures' cells and the charts' labels are the reports').
 */
export const dashboardStrings = ['home', ...reportStrings] as const satisfies readonly ScreenNamespace[];
