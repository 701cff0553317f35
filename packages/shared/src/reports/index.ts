export * from './catalogue.ts';
export * from './definitions.ts';
export * from './filters.ts';
export * from './types.ts';
