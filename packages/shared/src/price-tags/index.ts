export * from './figures.ts';
export * from './layout.ts';
