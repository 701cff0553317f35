import type { ServerReport } from '../engine/define.ts';
import { allReceipts } from './receipts.ts';

/** The cashbox group's reports on the server (their definitions: packages/shared/src/reports/definitions/cashbox.ts). */
export const CASHBOX_SERVER_REPORTS: readonly ServerReport[] = [allReceipts];
