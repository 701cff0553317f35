import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  contracts: () => import('./contracts-page.tsx').then((m) => m.ContractsPage),
  customers: () => import('./customers-page.tsx').then((m) => m.CustomersPage),
  streets: () => import('./places-page.tsx').then((m) => m.StreetsPage),
  workplaces: () => import('./places-page.tsx').then((m) => m.WorkplacesPage),
  attach: () => import('./attach-page.tsx').then((m) => m.AttachPage),
  attached: () => import('./attached-page.tsx').then((m) => m.AttachedPage),
} satisfies Record<string, () => Promise<ComponentType>>;
