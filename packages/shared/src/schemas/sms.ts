import { z } from 'zod';
import { CONTRACT_STATUSES } from '../contracts/kinds.ts';
import { SMS_KINDS, SMS_STATUSES, type SmsKind, type SmsStatus } from '../sms/kinds.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * SMS to clients (issue 11 item 3, `/send-sms/send-sms-clients`): one
 * message to a client, a template to a filtered list of contracts, the list
 * of messages and a resend. Money is decimal text on the wire.
 */

export { SMS_KINDS, SMS_STATUSES, type SmsKind, type SmsStatus } from '../sms/kinds.ts';

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
/** Whole days, 0 … 99999, as a number (a JSON body) or digits (a query). */
const days = z.preprocess(
  (x) => (typeof x === 'number' ? String(x) : x),
  z
    .string({ error: 'validation.number' })
    .trim()
    .regex(/^\d{1,5}$/, { error: 'validation.number' })
    .transform(Number),
);
const money = z.string().trim().refine(isMoney, { error: 'validation.money' });

/** One client's message: a template filled from the client and (optionally) one of their contracts. */
export const smsOneSchema = z.object({
  template_id: v.id(),
  client_id: v.id(),
  contract_id: optional(v.id()),
  /** Another of the client's numbers; default the first valid one. */
  phone: optional(v.phone()),
});
export type SmsOneInput = z.infer<typeof smsOneSchema>;

/** Which contracts a bulk send goes to (each filter optional; days late and rest as ranges). */
export const smsRecipientFilterSchema = z.object({
  branch_id: optional(v.idParam()),
  status: optional(z.enum(CONTRACT_STATUSES, { error: 'validation.invalid' })),
  currency: optional(z.enum(['UZS', 'USD'], { error: 'validation.invalid' })),
  days_late_from: optional(days),
  days_late_to: optional(days),
  rest_from: optional(money),
  rest_to: optional(money),
  responsible_id: optional(v.idParam()),
  stage_id: optional(v.idParam()),
});
export type SmsRecipientFilter = z.infer<typeof smsRecipientFilterSchema>;

/** The count and a preview of a bulk send (the template fills the preview when given). */
export const smsRecipientQuerySchema = smsRecipientFilterSchema.extend({
  template_id: optional(v.idParam()),
});
export type SmsRecipientQuery = z.infer<typeof smsRecipientQuerySchema>;

/**
 * A bulk send: the template, the filter, and the send's own id made by the
 * screen once per send (a repeated request, a double click, queues nothing
 * new: each message's event is `bulk:<send_id>:<contract>`).
 */
export const smsBulkSchema = z.object({
  template_id: v.id(),
  send_id: z.uuid({ error: 'validation.invalid' }),
  filter: smsRecipientFilterSchema,
});
export type SmsBulkInput = z.infer<typeof smsBulkSchema>;

export const smsListQuerySchema = z.object({
  ...page,
  status: optional(z.enum(SMS_STATUSES, { error: 'validation.invalid' })),
  kind: optional(z.enum(SMS_KINDS, { error: 'validation.invalid' })),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  /** 9 digits or `998` and 9: matched whole (the `sms_messages_phone` index). */
  phone: optional(
    z
      .string()
      .trim()
      .regex(/^(998)?\d{9}$/, { error: 'validation.phone' }),
  ),
  client_id: optional(v.idParam()),
  contract_id: optional(v.idParam()),
});
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;

export interface SmsMessageRow {
  id: number;
  phone: string;
  text: string;
  kind: SmsKind;
  status: SmsStatus;
  template_name: string | null;
  client_id: number | null;
  client_name: string | null;
  contract_id: number | null;
  contract_number: string | null;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  finished_at: string | null;
  created_by_name: string | null;
}

export interface SmsPreview {
  phone: string | null;
  phones: string[];
  text: string;
}

export interface SmsRecipientPreview {
  count: number;
  /** Contracts in the count without a valid phone (they are skipped). */
  sample: {
    contract_id: number;
    contract_number: string;
    client_name: string;
    phone: string | null;
    days_late: number;
    rest: string;
    text: string | null;
  }[];
}
