export * from './catalogue.ts';
export * from './dashboard.ts';
export * from './definitions/index.ts';
export * from './filters.ts';
export * from './types.ts';
