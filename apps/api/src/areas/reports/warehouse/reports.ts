import type { ServerReport } from '../engine/define.ts';
import { countingActs } from './counting-acts.ts';
import { fifoResidues } from './fifo-residues.ts';
import { fixedAssets } from './fixed-assets.ts';
import { priceChanges } from './price-changes.ts';
import { productCard } from './product-card.ts';
import { supplierPurchases } from './purchases.ts';
import { serialUnits } from './serials.ts';
import { stockAgeing } from './stock-ageing.ts';
import { stockBalance } from './stock-balance.ts';
import { materialStatement, stockMovement } from './stock-movement.ts';
import { stockOuts } from './stock-outs.ts';
import { stockTurnover } from './stock-turnover.ts';
import { supplierSettlements } from './supplier-settlements.ts';
import { transfers } from './transfers.ts';

/** The warehouse group's reports on the server (their definitions: packages/shared/src/reports/definitions/warehouse.ts). */
export const WAREHOUSE_SERVER_REPORTS: readonly ServerReport[] = [
  stockBalance,
  fifoResidues,
  stockMovement,
  productCard,
  stockAgeing,
  stockTurnover,
  stockOuts,
  serialUnits,
  supplierPurchases,
  supplierSettlements,
  transfers,
  countingActs,
  materialStatement,
  priceChanges,
  fixedAssets,
];
