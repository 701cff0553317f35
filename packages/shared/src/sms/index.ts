export * from './fill.ts';
export * from './kinds.ts';
