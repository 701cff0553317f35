import type { HomeToday } from '@savdo/shared/schemas/home';
import { silentClient } from '../../../api/index.ts';

/** The query key of the landing page's work for today. */
export const HOME_KEY = 'home-today';

/** The landing page's call (silent: the page shows its own error). */
export const homeApi = {
  today: (signal?: AbortSignal) => silentClient.get<HomeToday>('/home/today', { signal }),
};
