import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { integrations } from './integrations.ts';
import { lists } from './lists.ts';
import { pricing } from './pricing.ts';
import { rbac } from './rbac.ts';
import { resources } from './resources.ts';
import { settings } from './settings.ts';
import { warehouse } from './warehouse.ts';

/** What only the screens of the resource engine show: loaded with them. */
export const uzScreens = {
  engine,
  enums,
  integrations,
  lists,
  pricing,
  rbac,
  resources,
  settings,
  warehouse,
};
