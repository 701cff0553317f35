import { z } from 'zod';
import { tashkentToday } from '../validation/dates.ts';
import { isPassport } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import {
  BLACKLIST_ACTIONS,
  BLACKLIST_ORDER_STATUSES,
  CLIENT_FILE_KINDS,
  DUPLICATE_KINDS,
  GENDERS,
} from './clients-constants.ts';

export * from './clients-constants.ts';

/**
 * Clients (issue 10 item 1): the client card, its search and filters,
 * duplicates and their merge, blacklist requests, and the scans kept with a
 * card. One schema per payload, used by the web forms and the handlers.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const queryId = optional(v.idParam());

/** A passport series and number; `aa 123 4567` is accepted and output as `AA1234567`. */
export const passportSchema = v
  .required()
  .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine(isPassport, { error: 'validation.passport', abort: true });

/** One phone: `+998 90 123-45-67` is accepted and output as `998901234567`. */
export const phoneSchema = v.phone();

/** A date not after today (Tashkent): birth, passport issue. */
const pastDate = v.date().refine((s) => s <= tashkentToday(), { error: 'validation.pastDate', abort: true });

const text = (n: number) => optional(v.max(n));

/** The client card, for create and edit. */
export const clientSchema = z.object({
  full_name: v.max(200),
  pinfl: optional(v.pinfl()),
  passport: optional(passportSchema),
  passport_issued_by: text(200),
  passport_issued_at: optional(pastDate),
  /** The first is the main one; each at most once. */
  phones: z
    .array(phoneSchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(5, { error: 'validation.invalid' })
    .refine((list) => new Set(list).size === list.length, { error: 'validation.unique' }),
  province_id: v.id(),
  region_id: v.id(),
  village_id: optional(v.id()),
  street: text(255),
  workplace_id: optional(v.id()),
  /** An employer not in the workplaces list. */
  workplace_name: text(200),
  position: text(100),
  birth_date: optional(pastDate),
  gender: optional(z.enum(GENDERS, { error: 'validation.required' })),
  interview_comment_id: optional(v.id()),
  interview_comment: text(2000),
  customer_flow_source_id: optional(v.id()),
  branch_id: v.id(),
});
export type ClientInput = z.infer<typeof clientSchema>;

const month = z.preprocess(
  (x) => (typeof x === 'string' && /^\d{1,2}$/.test(x) ? Number(x) : x),
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(12, { error: 'validation.invalid' }),
);

/** The clients list: a search (name in either script, PINFL, passport, phone, contract number) and filters. */
export const clientQuerySchema = z.object({
  ...page,
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
  province_id: queryId,
  region_id: queryId,
  village_id: queryId,
  branch_id: queryId,
  gender: optional(z.enum(GENDERS, { error: 'validation.invalid' })),
  birth_date: optional(v.date()),
  birth_month: optional(month),
  passport: optional(passportSchema),
  phone: optional(phoneSchema),
  /** Active cards only (the default of the screen), inactive ones only, or all when absent. */
  active: optional(z.enum(['true', 'false'], { error: 'validation.invalid' })),
});
export type ClientQuery = z.infer<typeof clientQuerySchema>;

/** Options of a client select: a search as in the list, active cards only. */
export const clientOptionsQuerySchema = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

// ---------------------------------------------------------------------------
// Duplicates

export const duplicateQuerySchema = z.object({
  ...page,
  kind: optional(z.enum(DUPLICATE_KINDS, { error: 'validation.invalid' })),
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;

/** Merge: the card kept and the cards folded into it (their orders, contracts, trades and files move). */
export const mergeSchema = z
  .object({
    keep_id: v.id(),
    merge_ids: z
      .array(v.id(), { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(20, { error: 'validation.invalid' }),
  })
  .superRefine((value, ctx) => {
    const ids = value.merge_ids;
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'validation.unique', path: ['merge_ids'], input: ids });
    else if (ids.includes(value.keep_id))
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['merge_ids'], input: ids });
  });
export type MergeInput = z.infer<typeof mergeSchema>;

// ---------------------------------------------------------------------------
// Blacklist requests

/**
 * A request to put a person on the blacklist (a client, or a name with a
 * PINFL or passport) or to take an entry off it, with the reason.
 */
export const blacklistOrderSchema = z
  .object({
    action: z.enum(BLACKLIST_ACTIONS, { error: 'validation.required' }),
    client_id: optional(v.id()),
    /** REMOVE: the blacklist entry to take off. */
    blacklist_id: optional(v.id()),
    full_name: text(200),
    pinfl: optional(v.pinfl()),
    passport: optional(passportSchema),
    phone: optional(phoneSchema),
    reason: v.max(2000),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message = 'validation.blacklistTarget') =>
      ctx.addIssue({ code: 'custom', message, path: [path], input: undefined });
    if (value.action === 'REMOVE' && !value.blacklist_id) issue('blacklist_id', 'validation.required');
    if (value.action === 'ADD' && !value.client_id) {
      if (!value.full_name) issue('full_name');
      if (!value.pinfl && !value.passport) issue('pinfl');
    }
  });
export type BlacklistOrderInput = z.infer<typeof blacklistOrderSchema>;

export const blacklistOrderQuerySchema = z.object({
  ...page,
  status: optional(z.enum(BLACKLIST_ORDER_STATUSES, { error: 'validation.invalid' })),
  action: optional(z.enum(BLACKLIST_ACTIONS, { error: 'validation.invalid' })),
});
export type BlacklistOrderQuery = z.infer<typeof blacklistOrderQuerySchema>;

/** Approving or rejecting a request: an optional comment. */
export const blacklistDecisionSchema = z.object({ comment: text(1000) });
export type BlacklistDecisionInput = z.infer<typeof blacklistDecisionSchema>;

// ---------------------------------------------------------------------------
// Files

/** The upload's query: what the file is. */
export const clientFileQuerySchema = z.object({
  kind: z.enum(CLIENT_FILE_KINDS, { error: 'validation.required' }),
});
