import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  promotions: () => import('./promotions-page.tsx').then((m) => m.PromotionsPage),
  products: () => import('./products-page.tsx').then((m) => m.PromotionProductsPage),
  tickets: () => import('./tickets-page.tsx').then((m) => m.TicketsPage),
  winners: () => import('./winners-page.tsx').then((m) => m.WinnersPage),
} satisfies Record<string, () => Promise<ComponentType>>;
