export * from './calendar.ts';
