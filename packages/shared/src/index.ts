export * from './i18n/index.ts';
export * from './routes/types.ts';
export * from './rules/check.ts';
export * from './schemas/index.ts';
export * from './validation/index.ts';
