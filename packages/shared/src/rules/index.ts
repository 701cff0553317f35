export * from './catalogue.ts';
export * from './check.ts';
