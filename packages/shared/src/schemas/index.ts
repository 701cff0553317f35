export * from './auth.ts';
export * from './basic-tools.ts';
export * from './settings.ts';
export * from './stock.ts';
export * from './supplier-calculations.ts';
export * from './users.ts';
