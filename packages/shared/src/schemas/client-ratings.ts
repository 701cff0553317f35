import { z } from 'zod';
import { GRADES } from '../contracts/discipline.ts';
import { optional, v } from '../validation/schemas.ts';
import {
  type DisciplineFigures,
  KATM_FORM_NAMES,
  KATM_STATUSES,
  type KatmStatus,
  LATE_BUCKETS,
} from './client-ratings-constants.ts';
import { contractNumberSearch } from './contract-number-search.ts';

export * from './client-ratings-constants.ts';

/**
 * Client ratings (issue 11 item 2): the payment-discipline list of clients,
 * the contracts by skipped and late payments, and the credit bureau (KATM)
 * submissions.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const search = optional(z.string().trim().max(100, { error: 'validation.max' }));
const order = optional(z.enum(['asc', 'desc'], { error: 'validation.invalid' }));
const count = optional(z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1000));

/** The clients' list: by branch, grade, a bucket they have instalments in, name; sorted by a figure. */
export const disciplineQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  grade: optional(z.enum(GRADES, { error: 'validation.invalid' })),
  bucket: optional(z.enum(LATE_BUCKETS, { error: 'validation.invalid' })),
  search,
  sort: optional(z.enum(['score', 'worst', 'current', 'client'], { error: 'validation.invalid' })),
  order,
});
export type DisciplineQuery = z.infer<typeof disciplineQuerySchema>;

export interface DisciplineRow extends DisciplineFigures {
  client_id: number;
  client_name: string;
  pinfl: string | null;
  branch_name: string | null;
  contracts: number;
  as_of: string;
}

export interface InstalmentRow {
  contract_id: number;
  contract_number: number;
  /** The contract's branch prefix, shown before its number (shared `documentNumber`). */
  contract_prefix: string | null;
  n: number;
  due_date: string;
  amount: string;
  settled: string;
  settled_on: string | null;
  days_late: number;
  open: boolean;
  currency: string;
}

/** One client's discipline computed now, each contract's, and every instalment. */
export interface ClientDisciplineView extends DisciplineFigures {
  client_id: number;
  client_name: string;
  as_of: string;
  contracts: (DisciplineFigures & {
    contract_id: number;
    number: number;
    /** The contract's branch prefix, shown before its number (shared `documentNumber`). */
    branch_prefix: string | null;
    status: string;
    currency: string;
    contract_date: string;
  })[];
  history: InstalmentRow[];
}

/** The contracts' list: by branch, at least so many skipped or late payments, client or number; sorted. */
export const contractSkipQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  min_skipped: count,
  min_late: count,
  search,
  /** `41` (every branch's 41) or `TSH-41` (that branch's one). */
  number: optional(contractNumberSearch),
  sort: optional(z.enum(['skipped', 'paid_late', 'worst', 'contract'], { error: 'validation.invalid' })),
  order,
});
export type ContractSkipQuery = z.infer<typeof contractSkipQuerySchema>;

export interface ContractSkipRow extends DisciplineFigures {
  contract_id: number;
  number: number;
  /** The contract's branch prefix, shown before its number (shared `documentNumber`). */
  branch_prefix: string | null;
  status: string;
  client_id: number;
  client_name: string;
  branch_name: string | null;
  as_of: string;
}

/** The submissions' list: by form, status, date queued, client. */
export const katmQuerySchema = z.object({
  ...page,
  form: optional(z.enum(KATM_FORM_NAMES, { error: 'validation.invalid' })),
  status: optional(z.enum(KATM_STATUSES, { error: 'validation.invalid' })),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  client_id: optional(v.idParam()),
});
export type KatmQuery = z.infer<typeof katmQuerySchema>;

/** Queuing a form by hand: which form, about which order, contract or payment (by its id). */
export const katmQueueSchema = z.object({
  form: z.enum(KATM_FORM_NAMES, { error: 'validation.required' }),
  subject_id: v.id(),
});
export type KatmQueueInput = z.infer<typeof katmQueueSchema>;

export interface KatmSubmissionRow {
  id: number;
  form: (typeof KATM_FORM_NAMES)[number];
  subject_kind: string;
  subject_id: number;
  subject_version: string;
  claim_id: string;
  client_id: number | null;
  client_name: string | null;
  business_date: string;
  status: KatmStatus;
  attempts: number;
  report_id: string | null;
  message: string | null;
  source: string;
  created_at: string;
  sent_at: string | null;
}

export interface KatmSubmissionView extends KatmSubmissionRow {
  payload: unknown;
  answer: unknown;
  provider: string | null;
}
