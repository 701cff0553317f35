export * from './auth.ts';
export * from './basic-tools.ts';
export * from './jobs.ts';
export * from './settings.ts';
export * from './stock.ts';
export * from './supplier-calculations.ts';
export * from './users.ts';
// Pricing, price tag and integration schemas (`@savdo/shared/schemas/pricing`) and the money journal's
// (`@savdo/shared/schemas/money`) are kept out of this index, so screens that load every schema, like the
// users dialog, do not carry them.
