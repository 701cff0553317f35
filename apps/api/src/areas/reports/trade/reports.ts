import type { ServerReport } from '../engine/define.ts';
import { clientBonuses } from './bonuses.ts';
import { cashSales } from './cash-sales.ts';
import { contractRegister } from './contract-register.ts';
import { contractSumsByRegion, contractSumsByResponsible, contractSumsByTerm } from './contract-sums.ts';
import { dailySales } from './daily-sales.ts';
import { deliveries } from './deliveries.ts';
import { clientReturns, discountsGiven } from './discounts-returns.ts';
import { engagementResults } from './engagement.ts';
import { fondSales } from './fond-sales.ts';
import { installationsReport } from './installations.ts';
import { notReleased } from './not-released.ts';
import { orders } from './orders.ts';
import { promotionResults } from './promotions.ts';
import { abcAnalysis, averageCheck, grossProfit, salesByProduct } from './sales-analysis.ts';

/** The trade group's reports on the server (their definitions: packages/shared/src/reports/definitions/trade.ts). */
export const TRADE_SERVER_REPORTS: readonly ServerReport[] = [
  dailySales,
  contractSumsByTerm,
  contractSumsByRegion,
  contractSumsByResponsible,
  contractRegister,
  orders,
  cashSales,
  salesByProduct,
  grossProfit,
  abcAnalysis,
  averageCheck,
  discountsGiven,
  clientReturns,
  notReleased,
  deliveries,
  fondSales,
  clientBonuses,
  promotionResults,
  installationsReport,
  engagementResults,
];
