export * from './route-table.ts';
export * from './types.ts';
