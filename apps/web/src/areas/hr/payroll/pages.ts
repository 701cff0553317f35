import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  timeSheets: () => import('./time-sheets-page.tsx').then((m) => m.TimeSheetsPage),
  additions: () => import('./additions-page.tsx').then((m) => m.AdditionsPage),
  statements: () => import('./statements-page.tsx').then((m) => m.StatementsPage),
  payments: () => import('./payments-page.tsx').then((m) => m.PaymentsPage),
  calculations: () => import('./calculations-page.tsx').then((m) => m.CalculationsPage),
  act: () => import('./act-page.tsx').then((m) => m.ActPage),
} satisfies Record<string, () => Promise<ComponentType>>;
