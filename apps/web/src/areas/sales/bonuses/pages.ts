import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  products: () => import('./products-page.tsx').then((m) => m.ProductsPage),
  orders: () => import('./orders-page.tsx').then((m) => m.OrdersPage),
  history: () => import('./history-page.tsx').then((m) => m.HistoryPage),
  differences: () => import('./differences-page.tsx').then((m) => m.DifferencesPage),
  returns: () => import('./returns-page.tsx').then((m) => m.ReturnsPage),
} satisfies Record<string, () => Promise<ComponentType>>;
