import { moduleScreens } from '../../../platform/module-screens.ts';
import { clientsStrings } from './strings.ts';

/**
 * Clients (routes.md 2.23), each screen its own chunk: the clients list with
 * its cards, duplicates with their merge, blacklist requests. The blacklist
 * itself is the resource engine's read-only page of `blacklisted_client`.
 */
export const clientsScreens = moduleScreens(clientsStrings, {
  'client-clients': () => import('./clients-page.tsx').then((m) => m.ClientsPage),
  'client-duplicate-customers': () => import('./duplicates-page.tsx').then((m) => m.DuplicatesPage),
  'client-blacklist-orders': () => import('./blacklist-orders-page.tsx').then((m) => m.BlacklistOrdersPage),
});
