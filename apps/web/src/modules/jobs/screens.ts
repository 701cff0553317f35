import type { ScreenRegistry } from '../../shell/screens.ts';

/** The developers' view of the background jobs. */
export const jobsScreens: ScreenRegistry = {
  'settings-jobs': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
};
