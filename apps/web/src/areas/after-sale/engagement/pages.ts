import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  calls: () => import('./calls-page.tsx').then((m) => m.CallsPage),
  bonus: () => import('./bonus-page.tsx').then((m) => m.BonusPage),
} satisfies Record<string, () => Promise<ComponentType>>;
