export * from './auth.ts';
export * from './pricing.ts';
export * from './settings.ts';
export * from './stock.ts';
export * from './users.ts';
