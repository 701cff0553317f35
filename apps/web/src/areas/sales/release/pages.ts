/**
 * The six release screens in one chunk: they share their lists, columns and
 * filters, and one dynamic import keeps the entry's preload table short.
 */
export { DeliveriesPage, PickupsPage } from './handover-page.tsx';
export { InvoicesPage } from './invoices-page.tsx';
export { ClientReturnsPage } from './returns-page.tsx';
export { GivingPage, UncompletedPage } from './sales-page.tsx';
