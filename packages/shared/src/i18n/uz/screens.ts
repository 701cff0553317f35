import { basicTools } from './basic-tools.ts';
import { cashOrders } from './cash-orders.ts';
import { cashTrading } from './cash-trading.ts';
import { cashless } from './cashless.ts';
import { clients } from './clients.ts';
import { contracts } from './contracts.ts';
import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { expenses } from './expenses.ts';
import { integrations } from './integrations.ts';
import { lists } from './lists.ts';
import { money } from './money.ts';
import { payments } from './payments.ts';
import { pricing } from './pricing.ts';
import { rbac } from './rbac.ts';
import { release } from './release.ts';
import { resources } from './resources.ts';
import { settings } from './settings.ts';
import { supplierCalculations } from './supplier-calculations.ts';
import { warehouse } from './warehouse.ts';

/**
 * What only the screens behind the sign-in show, by namespace: each file is a
 * chunk of its own per language, fetched with the screens that declare it
 * (web `shared/screen-strings.ts`, docs/ARCHITECTURE.md "Strings").
 */
export const uzScreens = {
  basicTools,
  cashless,
  cashOrders,
  clients,
  contracts,
  cashTrading,
  engine,
  enums,
  expenses,
  integrations,
  lists,
  money,
  payments,
  pricing,
  rbac,
  release,
  resources,
  settings,
  supplierCalculations,
  warehouse,
};
