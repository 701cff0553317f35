import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  balances: () => import('./balances-page.tsx').then((m) => m.BalancesPage),
  operations: () => import('./operations-page.tsx').then((m) => m.OperationsPage),
  history: () => import('./history-page.tsx').then((m) => m.HistoryPage),
} satisfies Record<string, () => Promise<ComponentType>>;
