import type { SmsKind } from '@savdo/shared/schemas/sms';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { smsMessages } from './schema.ts';

export type { SmsKind, SmsStatus } from '@savdo/shared/schemas/sms';

const PHONE = /^998\d{9}$/;

/** `+998 (90) 123-45-67`, `901234567` → `998901234567`; null when it is not an Uzbek mobile number. */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  const full = digits.length === 9 ? `998${digits}` : digits;
  return PHONE.test(full) ? full : null;
}

export interface QueueSmsInput {
  /** What caused the message; the same key again queues nothing (`receipt:<settlement>`, `reminder:<contract>:<n>`, …). */
  eventKey: string;
  phone: string;
  text: string;
  kind: SmsKind;
  templateId?: number | null | undefined;
  clientId?: number | null | undefined;
  contractId?: number | null | undefined;
  /** The user who sent it; null for the automatic ones. */
  by?: number | null | undefined;
}

/**
 * Queues one SMS inside the caller's transaction (an outbox row): it is sent
 * only if that transaction commits, by the `sms.send` job. The same
 * `eventKey` again does nothing (`on conflict (event_key) do nothing`), so
 * one event never sends two messages. Answers the new message's id, or null
 * when the event had already queued one or the phone is not a valid
 * `998` + 9 digits number (nothing can be sent to it).
 */
export async function queueSms(tx: DbOrTx, input: QueueSmsInput): Promise<number | null> {
  const phone = normalizePhone(input.phone);
  const text = input.text.trim();
  if (!phone || text === '') return null;
  const rows = await tx
    .insert(smsMessages)
    .values({
      phone,
      text,
      kind: input.kind,
      event_key: input.eventKey,
      template_id: input.templateId ?? null,
      client_id: input.clientId ?? null,
      contract_id: input.contractId ?? null,
      created_by: input.by ?? null,
    })
    .onConflictDoNothing({ target: smsMessages.event_key })
    .returning({ id: smsMessages.id });
  return rows[0]?.id ?? null;
}

/** Number of rows inserted by a batch `queueSms` (for the close-of-day counts). */
export const queuedCount = (ids: (number | null)[]) => ids.filter((id) => id !== null).length;
