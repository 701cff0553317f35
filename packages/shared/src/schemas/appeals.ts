import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';

/**
 * Appeals (issue 11 item 5): a client's complaint or request. States:
 * NEW → IN_PROGRESS (assigned) → ANSWERED → CLOSED, or REJECTED with a
 * reason from NEW or IN_PROGRESS; an answered, closed or rejected appeal may
 * be reopened with a reason (back to IN_PROGRESS with its assignee, or NEW).
 */

export * from './appeals-constants.ts';

import { APPEAL_STATUSES, type AppealAction, type AppealStatus } from './appeals-constants.ts';

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const longText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max' });
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** The appeal's details: who, about what, through which channel; `type_id` and the text required. */
const details = {
  client_id: optional(v.id()),
  contract_id: optional(v.id()),
  phone: optional(v.phone()),
  type_id: v.id(),
  source_id: optional(v.id()),
  group_id: optional(v.id()),
  form_id: optional(v.id()),
  direction_id: optional(v.id()),
  text: longText(4000),
};

/** Registering an appeal; `branch_id` absent: the user's branch. */
export const appealCreateSchema = z.object({ ...details, branch_id: optional(v.id()) });
export type AppealCreateInput = z.infer<typeof appealCreateSchema>;

/** Correcting an open appeal's details (NEW or IN_PROGRESS). */
export const appealEditSchema = z.object({ ...details, comment });
export type AppealEditInput = z.infer<typeof appealEditSchema>;

export const appealAssignSchema = z.object({ assignee_id: v.id(), comment });
export type AppealAssignInput = z.infer<typeof appealAssignSchema>;

export const appealAnswerSchema = z.object({ answer: longText(4000) });
export type AppealAnswerInput = z.infer<typeof appealAnswerSchema>;

export const appealCloseSchema = z.object({ comment });
export type AppealCloseInput = z.infer<typeof appealCloseSchema>;

/** Rejecting or reopening: why (required). */
export const appealReasonSchema = z.object({ reason: longText(1000) });
export type AppealReasonInput = z.infer<typeof appealReasonSchema>;

/** The list: server-paged, newest first, every filter on an index. `mine=true`: assigned to me. */
export const appealQuerySchema = z
  .object({
    ...page,
    status: optional(z.enum(APPEAL_STATUSES, { error: 'validation.invalid' })),
    type_id: optional(v.idParam()),
    source_id: optional(v.idParam()),
    group_id: optional(v.idParam()),
    form_id: optional(v.idParam()),
    direction_id: optional(v.idParam()),
    branch_id: optional(v.idParam()),
    assignee_id: optional(v.idParam()),
    client_id: optional(v.idParam()),
    contract_id: optional(v.idParam()),
    mine: optional(z.enum(['true', 'false'], { error: 'validation.invalid' })),
    search: optional(z.string().trim().max(100, { error: 'validation.max' })),
    date_from: optional(v.date()),
    date_to: optional(v.date()),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    error: 'validation.period',
    path: ['date_to'],
  });
export type AppealQuery = z.infer<typeof appealQuerySchema>;

export interface AppealRow {
  id: number;
  status: AppealStatus;
  created_at: string;
  branch_id: number;
  branch_name: string | null;
  client_id: number | null;
  client_name: string | null;
  contract_id: number | null;
  contract_number: number | null;
  /** The contract's branch prefix, shown before its number (shared `documentNumber`). */
  contract_prefix: string | null;
  phone: string | null;
  type_id: number;
  type_name: string | null;
  source_id: number | null;
  source_name: string | null;
  group_id: number | null;
  group_name: string | null;
  form_id: number | null;
  form_name: string | null;
  direction_id: number | null;
  direction_name: string | null;
  text: string;
  assignee_id: number | null;
  assignee_name: string | null;
  answer: string | null;
  reject_reason: string | null;
  created_by_name: string | null;
  updated_at: string;
}

export interface AppealEventRow {
  id: number;
  action: AppealAction;
  from_status: AppealStatus | null;
  to_status: AppealStatus;
  assignee_name: string | null;
  comment: string | null;
  created_by_name: string | null;
  created_at: string;
}

export interface AppealDetail extends AppealRow {
  history: AppealEventRow[];
}

export interface AppealOption {
  id: number;
  name: string;
}

/** The lists the appeal form and filters choose from. */
export interface AppealReferences {
  types: AppealOption[];
  sources: AppealOption[];
  groups: AppealOption[];
  forms: AppealOption[];
  directions: AppealOption[];
  branches: AppealOption[];
  users: AppealOption[];
}
