export * from './allocate.ts';
export * from './calculator.ts';
export * from './discipline.ts';
export * from './kinds.ts';
export * from './lateness.ts';
export * from './refund.ts';
export * from './respread.ts';
