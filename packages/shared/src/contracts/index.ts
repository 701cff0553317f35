export * from './allocate.ts';
export * from './calculator.ts';
export * from './kinds.ts';
export * from './lateness.ts';
export * from './refund.ts';
