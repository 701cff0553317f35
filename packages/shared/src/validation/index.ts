export * from './cyrillic.ts';
export * from './dates.ts';
export * from './fold.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './name-key.ts';
export * from './predicates.ts';
export * from './schemas.ts';
