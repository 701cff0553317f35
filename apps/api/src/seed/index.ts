export { seedCore, syncRuleCatalogue } from './core.ts';
export { DEMO_ACCOUNTS, seedDemo, seedFirstAdmin } from './demo.ts';
