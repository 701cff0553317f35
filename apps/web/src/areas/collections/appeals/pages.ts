import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  appeals: () => import('./appeals-page.tsx').then((m) => m.AppealsPage),
} satisfies Record<string, () => Promise<ComponentType>>;
