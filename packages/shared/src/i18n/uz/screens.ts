import { apiReference } from './api-reference.ts';
import { appeals } from './appeals.ts';
import { attendance } from './attendance.ts';
import { autoPay } from './auto-pay.ts';
import { basicTools } from './basic-tools.ts';
import { bonuses } from './bonuses.ts';
import { cashOrders } from './cash-orders.ts';
import { cashTrading } from './cash-trading.ts';
import { cashless } from './cashless.ts';
import { clientRatings } from './client-ratings.ts';
import { clients } from './clients.ts';
import { collectionProcess } from './collection-process.ts';
import { collections } from './collections.ts';
import { contracts } from './contracts.ts';
import { engagement } from './engagement.ts';
import { engine } from './engine.ts';
import { enums } from './enums.ts';
import { expenses } from './expenses.ts';
import { home } from './home.ts';
import { hr } from './hr.ts';
import { installation } from './installation.ts';
import { integrations } from './integrations.ts';
import { investors } from './investors.ts';
import { lists } from './lists.ts';
import { money } from './money.ts';
import { news } from './news.ts';
import { payments } from './payments.ts';
import { payroll } from './payroll.ts';
import { plum } from './plum.ts';
import { pricing } from './pricing.ts';
import { promotions } from './promotions.ts';
import { rbac } from './rbac.ts';
import { release } from './release.ts';
import { reports } from './reports.ts';
import { resources } from './resources.ts';
import { settings } from './settings.ts';
import { sms } from './sms.ts';
import { supplierCalculations } from './supplier-calculations.ts';
import { warehouse } from './warehouse.ts';

/**
 * What only the screens behind the sign-in show, by namespace: each file is a
 * chunk of its own per language, fetched with the screens that declare it
 * (web `shared/screen-strings.ts`, docs/ARCHITECTURE.md "Strings").
 */
export const uzScreens = {
  apiReference,
  news,
  appeals,
  attendance,
  autoPay,
  basicTools,
  bonuses,
  cashless,
  cashOrders,
  clientRatings,
  engagement,
  clients,
  collections,
  collectionProcess,
  contracts,
  cashTrading,
  engine,
  enums,
  expenses,
  home,
  hr,
  installation,
  investors,
  integrations,
  lists,
  money,
  payments,
  payroll,
  plum,
  pricing,
  promotions,
  rbac,
  release,
  reports,
  resources,
  settings,
  sms,
  supplierCalculations,
  warehouse,
};
