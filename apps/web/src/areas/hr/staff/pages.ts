import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  candidates: () => import('./candidates-page.tsx').then((m) => m.CandidatesPage),
  hiring: () => import('./hiring-page.tsx').then((m) => m.HiringPage),
  transfers: () => import('./transfers-page.tsx').then((m) => m.TransfersPage),
  dismissals: () => import('./transfers-page.tsx').then((m) => m.DismissalsPage),
  salaries: () => import('./salaries-page.tsx').then((m) => m.SalariesPage),
} satisfies Record<string, () => Promise<ComponentType>>;
