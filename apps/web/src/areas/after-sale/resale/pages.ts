import { type ComponentType, createElement } from 'react';

const offers = (list: 'offers' | 'INVITED' | 'UNFINISHED' | 'REJECTED') => () =>
  import('./offers-page.tsx').then((m) => () => createElement(m.OffersPage, { list }));

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  clients: () => import('./clients-page.tsx').then((m) => m.ClientsPage),
  offers: offers('offers'),
  invited: offers('INVITED'),
  unfinished: offers('UNFINISHED'),
  rejected: offers('REJECTED'),
} satisfies Record<string, () => Promise<ComponentType>>;
