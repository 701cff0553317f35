import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  cards: () => import('./cards-page.tsx').then((m) => m.CardsPage),
  links: () => import('./links-page.tsx').then((m) => m.LinksPage),
  contracts: () => import('./contracts-page.tsx').then((m) => m.ContractsPage),
  payments: () => import('./payments-page.tsx').then((m) => m.PaymentsPage),
  online: () => import('./online-page.tsx').then((m) => m.OnlinePage),
} satisfies Record<string, () => Promise<ComponentType>>;
