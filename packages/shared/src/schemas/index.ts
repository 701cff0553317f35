export * from './auth.ts';
export * from './basic-tools.ts';
// Pricing, price tag and integration schemas: `@savdo/shared/schemas/pricing` (kept out of this index so
// screens that load every schema, like the users dialog, do not carry them).
export * from './jobs.ts';
export * from './settings.ts';
export * from './stock.ts';
export * from './supplier-calculations.ts';
export * from './users.ts';
