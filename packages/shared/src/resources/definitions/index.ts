export * from './addresses.ts';
export * from './product-info.ts';
export * from './settings.ts';
