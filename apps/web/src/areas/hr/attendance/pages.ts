import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  daily: () => import('./daily-page.tsx').then((m) => m.DailyPage),
  late: () => import('./report-page.tsx').then((m) => m.LatePage),
  leftEarly: () => import('./report-page.tsx').then((m) => m.LeftEarlyPage),
  absent: () => import('./report-page.tsx').then((m) => m.AbsentPage),
  notConfirmed: () => import('./report-page.tsx').then((m) => m.NotConfirmedPage),
  staff: () => import('./staff-page.tsx').then((m) => m.StaffPage),
  requests: () => import('./requests-page.tsx').then((m) => m.RequestsPage),
} satisfies Record<string, () => Promise<ComponentType>>;
