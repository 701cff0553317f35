import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  discipline: () => import('./discipline-page.tsx').then((m) => m.DisciplinePage),
  skips: () => import('./skips-page.tsx').then((m) => m.SkipsPage),
  reports: () => import('./katm-page.tsx').then((m) => m.KatmPage),
} satisfies Record<string, () => Promise<ComponentType>>;
