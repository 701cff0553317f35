import { basicTools } from './basic-tools.ts';
import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { pricing } from './pricing.ts';
import { rbac } from './rbac.ts';
import { resources } from './resources.ts';
import { settings } from './settings.ts';
import { supplierCalculations } from './supplier-calculations.ts';
import { warehouse } from './warehouse.ts';

/** What only the screens of the resource engine show: loaded with them. */
export const ruScreens = {
  basicTools,
  engine,
  enums,
  pricing,
  rbac,
  resources,
  settings,
  supplierCalculations,
  warehouse,
};
