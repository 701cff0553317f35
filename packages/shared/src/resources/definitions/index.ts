export * from './addresses.ts';
export * from './organizations.ts';
export * from './product-info.ts';
export * from './rbac.ts';
export * from './settings.ts';
