import { moduleScreens } from '../../../platform/module-screens.ts';
import { reportStrings } from './strings.ts';

/** The reports' catalogue (`/information/reports`); a report opens in it with `?code=` and its filters. */
export const reportScreens = moduleScreens(reportStrings, {
  'information-reports': () => import('./catalogue-page.tsx').then((m) => m.CataloguePage),
});
