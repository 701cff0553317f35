import { moduleScreens } from '../../../platform/module-screens.ts';
import { contractsStrings } from './strings.ts';

const contractsPage = () => import('./contracts-page.tsx').then((m) => m.ContractsPage);

/**
 * Client orders and contracts (issue 10), each screen its own chunk: the
 * contracts and the closed contracts are one page configured by route.
 */
export const contractsScreens = moduleScreens(contractsStrings, {
  'contract-orders': () => import('./orders-page.tsx').then((m) => m.OrdersPage),
  'contract-contracts': contractsPage,
  'contract-closed-contracts': contractsPage,
});
