import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import { passportSchema, phoneSchema } from './clients.ts';

/**
 * Collection lists (issue 11 item 1): the late contracts and their clients,
 * a collector's day, contacts with comments, collectors' villages, streets
 * and workplaces, and attaching contracts to a responsible. The payloads of
 * `/api/collections/*` (apps/api/src/modules/collections).
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const queryId = optional(v.idParam());

/** A whole number 0 … 99 999 from a query string. */
const count = z.preprocess(
  (x) => (typeof x === 'string' && /^\d{1,5}$/.test(x.trim()) ? Number(x) : x),
  z.number({ error: 'validation.number' }).int({ error: 'validation.invalid' }).min(0).max(99_999),
);

/** A number of months late: 0 … 600 (fifty years; a date that far back still exists). */
const lateMonths = z.preprocess(
  (x) => (typeof x === 'string' && /^\d{1,5}$/.test(x.trim()) ? Number(x) : x),
  z.number({ error: 'validation.number' }).int({ error: 'validation.invalid' }).min(0).max(600),
);

const month = z.preprocess(
  (x) => (typeof x === 'string' && /^\d{1,2}$/.test(x) ? Number(x) : x),
  z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1).max(12),
);

/** A money amount ≥ 0 as a decimal string. */
const amount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' });

const flag = z.enum(['true', 'false'], { error: 'validation.invalid' });

/** The contract states a collection list shows. */
export const COLLECTION_STATUSES = ['ACTIVE', 'FREEZE'] as const;

/** The orders of the all-contracts list, each served by an index of `contracts`. */
export const COLLECTION_SORTS = ['days_late', 'rest', 'number'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/**
 * The filters of the collection lists (product.md "Filter fields seen" that
 * apply): the client (search as in the clients list, address, passport,
 * birth, phone), the contract (branch, state, rest, days late, late months,
 * stage, responsible, off balance) and the comment type left on it.
 */
export const collectionFilterSchema = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
  branch_id: queryId,
  province_id: queryId,
  region_id: queryId,
  village_id: queryId,
  passport: optional(passportSchema),
  birth_date: optional(v.date()),
  birth_month: optional(month),
  phone: optional(phoneSchema),
  status: optional(z.enum(COLLECTION_STATUSES, { error: 'validation.invalid' })),
  comment_type_id: queryId,
  rest_from: optional(amount),
  rest_to: optional(amount),
  days_late_from: optional(count),
  days_late_to: optional(count),
  late_months_from: optional(lateMonths),
  late_months_to: optional(lateMonths),
  stage_id: queryId,
  responsible_id: queryId,
  /** Only the contracts nobody answers for. */
  no_responsible: optional(flag),
  off_balance: optional(flag),
  /** 'false': also the contracts with debt that are not late yet. Default: late ones only. */
  late_only: optional(flag),
});
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;

export const collectionQuerySchema = collectionFilterSchema.extend({
  ...page,
  sort: optional(z.enum(COLLECTION_SORTS, { error: 'validation.invalid' })),
  order: optional(z.enum(['asc', 'desc'], { error: 'validation.invalid' })),
});
export type CollectionQuery = z.infer<typeof collectionQuerySchema>;

/** The collector's day: their own late contracts, paged. */
export const todayQuerySchema = z.object({ ...page });

/** A contract in a collection list. Money: decimal strings in the contract's currency. */
export interface CollectionContractRow {
  id: number;
  number: number;
  status: string;
  branch_id: number;
  branch_name: string | null;
  /** Shown before the number (shared `documentNumber`). */
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  phone: string | null;
  currency: Currency;
  next_due_date: string | null;
  days_late: number;
  late_months: number;
  overdue: string;
  rest: string;
  stage_id: number | null;
  stage_name: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  last_contact_at: string | null;
  /** A contact was recorded today (Tashkent). */
  contacted_today: boolean;
  off_balance: boolean;
}

/** A client in the by-client list: their late contracts summed per currency. */
export interface CollectionClientRow {
  client_id: number;
  client_name: string;
  phone: string | null;
  contracts: number;
  rest_uzs: string;
  rest_usd: string;
  days_late: number;
  responsible_names: string | null;
  last_contact_at: string | null;
}

export const CONTACT_KINDS = ['CALL', 'VISIT', 'LETTER', 'SMS', 'OTHER'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A contact with the client about a contract; a promise to pay is a date with an optional sum. */
export const contactSchema = z
  .object({
    contact: z.enum(CONTACT_KINDS, { error: 'validation.required' }),
    comment_type_id: optional(v.id()),
    text: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(2000, { error: 'validation.max' }),
    /** A promise to pay is today or later (the server checks it against the business date too). */
    promised_date: optional(v.futureDate()),
    promised_sum: optional(amount),
  })
  .refine((x) => x.promised_sum === undefined || x.promised_date !== undefined, {
    path: ['promised_date'],
    error: 'validation.required',
  });
export type ContactInput = z.infer<typeof contactSchema>;

export interface ContractCommentRow {
  id: number;
  contact: ContactKind;
  comment_type_id: number | null;
  comment_type_name: string | null;
  text: string;
  promised_date: string | null;
  promised_sum: string | null;
  created_at: string;
  created_by_name: string | null;
}

export interface StageMoveRow {
  id: number;
  from_stage_name: string | null;
  to_stage_name: string | null;
  business_date: string;
  source: string;
  reason: string | null;
  days_late: number;
  created_by_name: string | null;
}

/** A contract's collection card: the row, its comments and its stage moves, newest first. */
export interface CollectionCard {
  contract: CollectionContractRow;
  comments: ContractCommentRow[];
  moves: StageMoveRow[];
}

/** A collector attached to a village, or to one street of it. */
export const villageAttachmentSchema = z.object({
  user_id: v.id(),
  village_id: v.id(),
  street: optional(z.string().trim().max(200, { error: 'validation.max' })),
});
export type VillageAttachmentInput = z.infer<typeof villageAttachmentSchema>;

/** A collector attached to a client workplace. */
export const workplaceAttachmentSchema = z.object({ user_id: v.id(), workplace_id: v.id() });
export type WorkplaceAttachmentInput = z.infer<typeof workplaceAttachmentSchema>;

export const attachmentQuerySchema = z.object({ ...page, user_id: queryId, place_id: queryId });
export type AttachmentQuery = z.infer<typeof attachmentQuerySchema>;

export interface AttachmentRow {
  id: number;
  user_id: number;
  user_name: string;
  /** The village or the workplace. */
  place_id: number;
  place_name: string;
  street: string | null;
  created_at: string;
}

/** What "apply the attachments now" and the close of day step did. */
export interface AssignResult {
  by_street: number;
  by_village: number;
  by_workplace: number;
}

/** Attaching contracts to a responsible: the picked rows, or every row the filters match. */
export const bulkAttachSchema = z
  .object({
    responsible_id: v.id(),
    contract_ids: optional(
      z
        .array(v.id(), { error: 'validation.invalid' })
        .min(1, { error: 'validation.required' })
        .max(1000, { error: 'validation.max' }),
    ),
    filter: optional(collectionFilterSchema),
  })
  .refine((x) => x.contract_ids !== undefined || x.filter !== undefined, {
    path: ['contract_ids'],
    error: 'validation.required',
  });
export type BulkAttachInput = z.infer<typeof bulkAttachSchema>;

/** Detaching picked contracts from their responsible. */
export const detachSchema = z.object({
  contract_ids: z
    .array(v.id(), { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.max' }),
});
export type DetachInput = z.infer<typeof detachSchema>;

export interface BulkAttachResult {
  matched: number;
  changed: number;
}

/** A responsible's ACTIVE contracts: how many, how many late, what is left per currency. */
export interface AttachedGroupRow {
  responsible_id: number;
  responsible_name: string;
  contracts: number;
  late: number;
  rest_uzs: string;
  rest_usd: string;
}
