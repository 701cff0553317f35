import { randomUUID } from 'node:crypto';
import { toMinor } from '@savdo/shared/money';
import type { SmsOneInput, SmsPreview, SmsRecipientFilter } from '@savdo/shared/schemas/sms';
import { fillTemplate, type SmsFields, smsDate } from '@savdo/shared/sms';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { activeTemplate } from './auto.ts';
import { contractsForSms } from './fields.ts';
import { getMessage } from './queries.ts';
import { normalizePhone, queueSms } from './queue.ts';
import { smsMessages } from './schema.ts';

async function templateOf(db: DbOrTx, id: number) {
  const template = await activeTemplate(db, id);
  if (!template) throw new FieldErrors([{ field: 'template_id', key: 'validation.refMissing' }]);
  return template;
}

/** The client's valid phones and the fields of the client (and of the contract, when given, which must be theirs). */
async function recipientOf(db: DbOrTx, input: Pick<SmsOneInput, 'client_id' | 'contract_id'>, today: string) {
  const found = await db.execute<{
    full_name: string;
    phones: string[];
    branch: string | null;
    company: string | null;
  }>(
    sql`select c.full_name, c.phones, b.name as branch,
        (select value #>> '{}' from general_settings where alias = 'company_name') as company
      from clients c left join branches b on b.id = c.branch_id where c.id = ${input.client_id}`,
  );
  const client = found.rows[0];
  if (!client) throw new FieldErrors([{ field: 'client_id', key: 'validation.refMissing' }]);
  const phones = [...new Set(client.phones.map(normalizePhone).filter((p): p is string => p !== null))];
  let fields: SmsFields = {
    client: client.full_name,
    branch: client.branch ?? '',
    company: client.company ?? '',
    date: smsDate(today),
  };
  if (input.contract_id) {
    const contract = (await contractsForSms(db, [input.contract_id], today)).get(input.contract_id);
    if (!contract || contract.clientId !== input.client_id)
      throw new FieldErrors([{ field: 'contract_id', key: 'validation.refMismatch' }]);
    fields = contract.fields;
  }
  return { phones, fields };
}

/** What one client's message would say and where it would go. */
export async function previewOne(db: Db, input: SmsOneInput): Promise<SmsPreview> {
  const template = await templateOf(db, input.template_id);
  const { phones, fields } = await recipientOf(db, input, await businessToday(db));
  return { phone: input.phone ?? phones[0] ?? null, phones, text: fillTemplate(template.content, fields) };
}

/**
 * Queues one client's message (MANUAL). The phone must be one of the
 * client's; the event is the request's idempotency key when it has one, so
 * the same request again queues nothing.
 */
export async function sendOne(db: Db, input: SmsOneInput, by: number, idempotencyKey: string | undefined) {
  const preview = await previewOne(db, input);
  if (!preview.phone) throw new FieldErrors([{ field: 'phone', key: 'validation.phone' }]);
  if (!preview.phones.includes(preview.phone))
    throw new FieldErrors([{ field: 'phone', key: 'validation.refMismatch' }]);
  const eventKey = `manual:${idempotencyKey ? `${by}:${idempotencyKey}` : randomUUID()}`;
  const id = await db.transaction(async (tx) => {
    await queueSms(tx, {
      eventKey,
      phone: preview.phone ?? '',
      text: preview.text,
      kind: 'MANUAL',
      templateId: input.template_id,
      clientId: input.client_id,
      contractId: input.contract_id ?? null,
      by,
    });
    const [row] = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(eq(smsMessages.event_key, eventKey));
    return row?.id;
  });
  if (!id) throw notFound();
  return getMessage(db, id);
}

/** A REFUSED message is queued again as it was (WAITING, attempts from zero); any other status: 409. */
export async function resend(db: Db, id: number) {
  const rows = await db
    .update(smsMessages)
    .set({
      status: 'WAITING',
      attempts: 0,
      provider_id: null,
      provider_status: null,
      finished_at: null,
      next_attempt_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'REFUSED')))
    .returning({ id: smsMessages.id });
  if (rows.length === 0) {
    await getMessage(db, id);
    throw conflict('errors.smsNotRefused');
  }
  return getMessage(db, id);
}

/** The contracts a bulk filter picks, as a condition on `c` (contracts) for `today`. */
export function recipientWhere(f: SmsRecipientFilter, today: string): SQL {
  const c: SQL[] = [sql`true`];
  if (f.branch_id) c.push(sql`c.branch_id = ${f.branch_id}`);
  if (f.status) c.push(sql`c.status = ${f.status}`);
  if (f.currency) c.push(sql`c.currency = ${f.currency}`);
  if (f.responsible_id) c.push(sql`c.responsible_id = ${f.responsible_id}`);
  if (f.stage_id) c.push(sql`c.stage_id = ${f.stage_id}`);
  if (f.days_late_from !== undefined || f.days_late_to !== undefined) {
    // days late = today − next_due_date, for ACTIVE contracts (the contracts_next_due index)
    c.push(sql`c.status = 'ACTIVE' and c.next_due_date is not null`);
    if (f.days_late_from !== undefined)
      c.push(sql`c.next_due_date <= ${today}::date - ${f.days_late_from}::int`);
    if (f.days_late_to !== undefined) c.push(sql`c.next_due_date >= ${today}::date - ${f.days_late_to}::int`);
  }
  if (f.rest_from) c.push(sql`c.rest >= ${toMinor(f.rest_from)}`);
  if (f.rest_to) c.push(sql`c.rest <= ${toMinor(f.rest_to)}`);
  return sql.join(c, sql` and `);
}
