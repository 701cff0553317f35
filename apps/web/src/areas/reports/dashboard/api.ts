import type { DashboardTabAnswer } from '@savdo/shared/reports';
import type { DashboardTab } from '@savdo/shared/rules';
import type { HomeToday } from '@savdo/shared/schemas/home';
import { silentClient } from '../../../api/index.ts';

/** The query key of the landing page's work for today. */
export const HOME_KEY = 'home-today';
/** The query key of a dashboard tab's figures and charts. */
export const DASHBOARD_KEY = 'dashboard-tab';

/** The landing page's calls (silent: the page shows its own error). */
export const homeApi = {
  today: (signal?: AbortSignal) => silentClient.get<HomeToday>('/home/today', { signal }),
};

export const dashboardApi = {
  tab: (tab: DashboardTab['key'], branchId: number | undefined, signal?: AbortSignal) =>
    silentClient.get<DashboardTabAnswer>(`/dashboard/${tab}`, {
      query: branchId === undefined ? {} : { branch_id: String(branchId) },
      signal,
    }),
};
