import { z } from 'zod';
import type { ContractStatus } from '../contracts/kinds.ts';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';

/**
 * The collection process (issue 11 item 1): contracts in the collection
 * stages and their moves, off-balance contracts, collectors' monthly plans,
 * separate reimbursement plans and warning letters.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** Contracts in the process: by stage, branch, responsible. */
export const processQuerySchema = z.object({
  ...page,
  stage_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
  responsible_id: optional(v.idParam()),
});
export type ProcessQuery = z.infer<typeof processQuerySchema>;

export interface ProcessRow {
  contract_id: number;
  contract_number: number;
  branch_id: number;
  branch_prefix: string | null;
  client_name: string;
  stage_id: number;
  stage_name: string;
  stage_since: string | null;
  days_late: number;
  next_due_date: string | null;
  rest: string;
  currency: Currency;
  responsible_id: number | null;
  responsible_name: string | null;
  last_contact_at: string | null;
}

/** A contract a collections picker offers (`GET /collections/process-contracts/options`). */
export interface ProcessContractOption {
  id: number;
  number: number;
  /** The branch's prefix, shown before the number (shared `documentNumber`). */
  prefix: string | null;
  client_name: string;
  status: ContractStatus;
}

/** Moving a contract to a stage by hand (`stage_id` null: out of the process), with why. */
export const stageMoveSchema = z.object({
  contract_id: v.id(),
  stage_id: z.union([v.id(), z.null()], { error: 'validation.required' }),
  reason: reasonText,
});
export type StageMoveInput = z.infer<typeof stageMoveSchema>;

export interface StageMoveRow {
  id: number;
  contract_id: number;
  from_stage_id: number | null;
  from_stage_name: string | null;
  to_stage_id: number | null;
  to_stage_name: string | null;
  business_date: string;
  source: 'MANUAL' | 'JOB';
  reason: string | null;
  days_late: number;
  created_by_name: string | null;
  created_at: string;
}

/** Off-balance contracts: by branch and the date they went off. */
export const offBalanceQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type OffBalanceQuery = z.infer<typeof offBalanceQuerySchema>;

export interface OffBalanceRow {
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_name: string;
  status: string;
  rest: string;
  currency: Currency;
  off_since: string | null;
  source: string | null;
  reason: string | null;
  /** Σ paid since the mark (contract currency). */
  paid_after: string;
}

/** Marking a contract off balance, or back on it, by hand. */
export const offBalanceMarkSchema = z.object({ contract_id: v.id(), reason: reasonText });
export type OffBalanceMarkInput = z.infer<typeof offBalanceMarkSchema>;

/** A collector's plan for a month. */
export const collectorPlanSchema = z.object({
  collector_id: v.id(),
  month: z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' }),
  branch_id: optional(v.id()),
  amount: positiveMoney,
  comment,
});
export type CollectorPlanInput = z.infer<typeof collectorPlanSchema>;

export const collectorPlanQuerySchema = z.object({
  ...page,
  month: z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' }),
  collector_id: optional(v.idParam()),
});
export type CollectorPlanQuery = z.infer<typeof collectorPlanQuerySchema>;

export interface CollectorPlanRow {
  id: number;
  collector_id: number;
  collector_name: string;
  month: string;
  branch_id: number | null;
  branch_name: string | null;
  amount: string;
  fact: string;
  /** fact ÷ plan × 100, one decimal. */
  percent: string;
  comment: string | null;
}

export interface CollectorPlanPage {
  data: CollectorPlanRow[];
  meta: { page: number; per_page: number };
  totals: { amount: string; fact: string; percent: string };
}

export const SEPARATE_STATUSES = ['ACTIVE', 'KEPT', 'BROKEN', 'CANCELED'] as const;
export type SeparateStatus = (typeof SEPARATE_STATUSES)[number];

/** A separate reimbursement plan: its dated sums (ascending dates, Σ at most the contract's rest). */
export const separatePlanSchema = z.object({
  contract_id: v.id(),
  start_date: v.date(),
  rows: z
    .array(z.object({ due_date: v.date(), amount: positiveMoney }), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.max' }),
  comment,
});
export type SeparatePlanInput = z.infer<typeof separatePlanSchema>;

export const separateQuerySchema = z.object({
  ...page,
  status: optional(z.enum(SEPARATE_STATUSES)),
  branch_id: optional(v.idParam()),
  contract_id: optional(v.idParam()),
});
export type SeparateQuery = z.infer<typeof separateQuerySchema>;

export const separateCancelSchema = z.object({ reason: reasonText });

export interface SeparatePlanRowState {
  n: number;
  due_date: string;
  amount: string;
  covered: string;
  /** PAID, DUE (not yet), MISSED (past its date, not covered). */
  state: 'PAID' | 'DUE' | 'MISSED';
}

export interface SeparatePlanView {
  id: number;
  contract_id: number;
  contract_number: number;
  client_name: string;
  branch_prefix: string | null;
  start_date: string;
  total: string;
  paid: string;
  currency: Currency;
  /** As of today (live). */
  status: SeparateStatus;
  comment: string | null;
  cancel_reason: string | null;
  created_by_name: string | null;
  rows: SeparatePlanRowState[];
}

/** Making a warning letter for a contract from a template. */
export const warningLetterSchema = z.object({
  contract_id: v.id(),
  template_id: v.id(),
  letter_date: optional(v.date()),
});
export type WarningLetterInput = z.infer<typeof warningLetterSchema>;

/** The editor's preview: a template's HTML filled from a contract (the newest late one when none is given). */
export const letterPreviewSchema = z.object({
  content: z.string({ error: 'validation.required' }).max(50_000, { error: 'validation.max' }),
  contract_id: optional(v.id()),
});
export type LetterPreviewInput = z.infer<typeof letterPreviewSchema>;

export const warningLetterQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  template_id: optional(v.idParam()),
  contract_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type WarningLetterQuery = z.infer<typeof warningLetterQuerySchema>;

export interface WarningLetterRow {
  id: number;
  number: number;
  letter_date: string;
  branch_id: number;
  branch_prefix: string | null;
  template_id: number;
  template_name: string | null;
  contract_id: number;
  contract_number: number;
  client_name: string;
  created_by_name: string | null;
  html?: string;
}

/** The placeholders a warning letter template may use, filled from the contract. */
export const LETTER_PLACEHOLDERS = [
  'client',
  'passport',
  'address',
  'phone',
  'contract_number',
  'contract_date',
  'rest',
  'overdue',
  'days_late',
  'late_months',
  'monthly',
  'date',
  'letter_number',
  'branch',
  'company',
] as const;
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

/** Fills `{name}` placeholders; unknown ones stay as written. Values are escaped for HTML. */
export function fillPlaceholders(html: string, values: Partial<Record<LetterPlaceholder, string>>): string {
  return html.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : escapeHtml(value);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stage of the collection process with how many active contracts are in it (`GET /collections/processes/stages`). */
export interface StageTab {
  id: number;
  name: string;
  sort_order: number;
  days_late_from: number;
  auto: boolean;
  count: number;
}
