export * from './fields.ts';
export * from './options-access.ts';
export * from './registry.ts';
export * from './schemas.ts';
export * from './types.ts';
