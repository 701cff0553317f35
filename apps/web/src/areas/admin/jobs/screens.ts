import { moduleScreens } from '../../../platform/module-screens.ts';
import { jobsStrings } from './strings.ts';

/** The developers' view of the background jobs. */
export const jobsScreens = moduleScreens(jobsStrings, {
  'settings-jobs': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
});
