import { moduleScreens } from '../../../platform/module-screens.ts';
import { releaseStrings } from './strings.ts';

const pages = () => import('./pages.ts');

/**
 * Release of sold goods (issue 10 item 6): the hand-out screen and the
 * unreleased sales (one page by route) and the goods clients brought back
 * (the warehouse section's three screens), and the output invoices,
 * deliveries and pickups (the output-product section). One chunk for the
 * six lists; the sale, the invoice and the forms load with chunks of their own.
 */
export const outputProductScreens = moduleScreens(releaseStrings, {
  'information-warehouses-giving-products-to-client': () => pages().then((m) => m.GivingPage),
  'information-warehouses-uncompleted-trades': () => pages().then((m) => m.UncompletedPage),
  'information-warehouses-income-product-from-clients': () => pages().then((m) => m.ClientReturnsPage),
  'output-product-output-invoices': () => pages().then((m) => m.InvoicesPage),
  'output-product-deliveries': () => pages().then((m) => m.DeliveriesPage),
  'output-product-pickup': () => pages().then((m) => m.PickupsPage),
});
