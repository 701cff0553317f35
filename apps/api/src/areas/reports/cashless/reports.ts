import type { ServerReport } from '../engine/define.ts';

/** The cashless group's reports on the server (their definitions: packages/shared/src/reports/definitions/cashless.ts). */
export const CASHLESS_SERVER_REPORTS: readonly ServerReport[] = [];
