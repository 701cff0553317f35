import { fromMinor } from '@savdo/shared/money';
import type { SmsBulkInput, SmsRecipientPreview, SmsRecipientQuery } from '@savdo/shared/schemas/sms';
import { fillTemplate } from '@savdo/shared/sms';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../../platform/http/errors.ts';
import { activeTemplate } from './auto.ts';
import { contractsForSms } from './fields.ts';
import { queueSms } from './queue.ts';
import { recipientWhere } from './send.ts';

/** The most contracts one bulk send may go to. */
export const BULK_LIMIT = 50_000;
const BATCH = 500;
const SAMPLE = 10;

/** How many contracts a filter picks (at most `BULK_LIMIT` + 1) and the first few, filled when a template is given. */
export async function previewRecipients(db: Db, q: SmsRecipientQuery): Promise<SmsRecipientPreview> {
  const today = await businessToday(db);
  const filter = recipientWhere(q, today);
  const [total, first] = await Promise.all([
    db.execute<{ n: string }>(
      sql`select count(*) as n from (select 1 from contracts c where ${filter} limit ${BULK_LIMIT + 1}) x`,
    ),
    db.execute<{ id: string }>(
      sql`select c.id from contracts c where ${filter} order by c.id limit ${SAMPLE}`,
    ),
  ]);
  const template = q.template_id ? await activeTemplate(db, q.template_id) : null;
  const found = await contractsForSms(
    db,
    first.rows.map((r) => Number(r.id)),
    today,
  );
  const sample = [...found.values()].map((c) => ({
    contract_id: c.contractId,
    contract_number: c.fields.contract_number ?? '',
    client_name: c.fields.client ?? '',
    phone: c.phone,
    days_late: c.daysLate,
    rest: fromMinor(c.rest),
    text: template ? fillTemplate(template.content, c.fields) : null,
  }));
  return { count: Number(total.rows[0]?.n ?? 0), sample };
}

/**
 * Queues the template to every contract the filter picks, in batches of
 * `BATCH` (one transaction each), each message's event `bulk:<send_id>:<contract>`:
 * the same send again (a double click, a retried request) queues nothing new.
 * Contracts without a valid phone are skipped and counted.
 */
export async function sendBulk(db: Db, input: SmsBulkInput, by: number) {
  const template = await activeTemplate(db, input.template_id);
  if (!template) throw new FieldErrors([{ field: 'template_id', key: 'validation.refMissing' }]);
  const today = await businessToday(db);
  const filter = recipientWhere(input.filter, today);
  const total = await db.execute<{ n: string }>(
    sql`select count(*) as n from (select 1 from contracts c where ${filter} limit ${BULK_LIMIT + 1}) x`,
  );
  if (Number(total.rows[0]?.n ?? 0) > BULK_LIMIT)
    throw new AppError(400, 'errors.smsBulkTooLarge', { n: BULK_LIMIT });
  const counts = { queued: 0, repeated: 0, no_phone: 0 };
  let after = 0;
  for (;;) {
    const page = await db.execute<{ id: string }>(
      sql`select c.id from contracts c where ${filter} and c.id > ${after} order by c.id limit ${BATCH}`,
    );
    if (page.rows.length === 0) break;
    after = Number(page.rows.at(-1)?.id);
    await db.transaction(async (tx) => {
      const found = await contractsForSms(
        tx,
        page.rows.map((r) => Number(r.id)),
        today,
      );
      for (const contract of found.values()) {
        if (!contract.phone) {
          counts.no_phone += 1;
          continue;
        }
        const id = await queueSms(tx, {
          eventKey: `bulk:${input.send_id}:${contract.contractId}`,
          phone: contract.phone,
          text: fillTemplate(template.content, contract.fields),
          kind: 'BULK',
          templateId: template.id,
          clientId: contract.clientId,
          contractId: contract.contractId,
          by,
        });
        if (id === null) counts.repeated += 1;
        else counts.queued += 1;
      }
    });
    if (page.rows.length < BATCH) break;
  }
  return counts;
}
