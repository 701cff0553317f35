export * from './addresses.ts';
export * from './product-info.ts';
