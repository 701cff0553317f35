import type { ComponentType } from 'react';

/**
 * The module's pages, loaded by name: the screen registry (in the first
 * page's bundle) names one small chunk per module instead of each page with
 * its preload list (the sign-in size budget); this chunk loads the page.
 */
export const PAGES = {
  payments: () => import('./payments-page.tsx').then((m) => m.PaymentsPage),
  bonuses: () => import('./bonuses-page.tsx').then((m) => m.BonusesPage),
} satisfies Record<string, () => Promise<ComponentType>>;
