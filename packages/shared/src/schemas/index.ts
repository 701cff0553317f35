export * from './auth.ts';
export * from './users.ts';
