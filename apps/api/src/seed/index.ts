import { plugHooks } from '../wiring/hooks.ts';

export { seedCore, syncRuleCatalogue } from './core.ts';
export { DEMO_ACCOUNTS, seedDemo, seedFirstAdmin } from './demo.ts';

// the seed posts through the ledgers outside the app: the areas' hooks first
plugHooks();
