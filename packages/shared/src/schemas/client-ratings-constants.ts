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
