import { moduleScreens } from '../../../platform/module-screens.ts';
import { reportRightsStrings } from './strings.ts';

/** The report rights of positions and users (`/information/reports/rules`). */
export const reportRightsScreens = moduleScreens(reportRightsStrings, {
  'information-reports-rules': () => import('./rights-page.tsx').then((m) => m.ReportRightsPage),
});
