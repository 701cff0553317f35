import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  adjustments: () => import('./adjustments-page.tsx').then((m) => m.AdjustmentsPage),
  returns: () => import('./returns-page.tsx').then((m) => m.ReturnsPage),
} satisfies Record<string, () => Promise<ComponentType>>;
