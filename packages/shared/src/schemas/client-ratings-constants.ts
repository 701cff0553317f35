import type { GRADES } from '../contracts/discipline.ts';
// The client ratings' enums without zod (the list screens import these, not the schemas; `client-ratings.ts`
// re-exports them).

/** How late an instalment was paid (or still is), the discipline list's filter. */
export const LATE_BUCKETS = ['D1_30', 'D31_60', 'D61_90', 'D91'] as const;
export type LateBucket = (typeof LATE_BUCKETS)[number];

/** The forms sent to KATM (the credit bureau) and a submission's statuses. */
export const KATM_FORM_NAMES = [
  'APPLICATION',
  'DECLINE',
  'CONTRACT',
  'SCHEDULE',
  'REPAYMENT',
  'STATUS',
] as const;
export const KATM_STATUSES = ['PENDING', 'SENDING', 'ACCEPTED', 'REJECTED', 'FAILED'] as const;
export type KatmStatus = (typeof KATM_STATUSES)[number];

/** The figures of a client or a contract (see packages/shared/src/contracts/discipline.ts). */
export interface DisciplineFigures {
  instalments: number;
  on_time: number;
  late_1_30: number;
  late_31_60: number;
  late_61_90: number;
  late_91: number;
  paid_late: number;
  skipped: number;
  open_late: number;
  worst_days_late: number;
  current_days_late: number;
  score: number | null;
  grade: (typeof GRADES)[number];
}
