import { fillTemplate, smsMoney } from '@savdo/shared/sms';
import { sql } from 'drizzle-orm';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { contractsForSms } from './fields.ts';
import { queueSms, type SmsKind } from './queue.ts';

/** An automatic message's switch and template (general settings `sms_<what>_enabled`, `sms_<what>_template`). */
async function autoTemplate(db: DbOrTx, what: 'reminder' | 'missed' | 'receipt') {
  if (!(await settingValue<boolean>(db, `sms_${what}_enabled`))) return null;
  const id = await settingValue<number>(db, `sms_${what}_template`);
  if (!id) return null;
  return activeTemplate(db, id);
}

/** An active SMS template's id and text, or null. */
export async function activeTemplate(db: DbOrTx, id: number) {
  const found = await db.execute<{ id: number; content: string }>(
    sql`select id, content from sms_templates where id = ${id} and active`,
  );
  const template = found.rows[0];
  return template ? { id: Number(template.id), content: template.content } : null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const BATCH = 500;

/**
 * Queues one kind of automatic message for the ACTIVE contracts whose oldest
 * unpaid instalment falls due on `dueDate` (the `contracts_next_due` index),
 * in batches of `BATCH`, each batch one short transaction that only reads
 * contracts (no lock a cashier waits on). The event key names the contract
 * and the instalment, so a re-run of the date queues nothing new.
 */
async function queueFor(
  db: Db,
  kind: Extract<SmsKind, 'REMINDER' | 'MISSED'>,
  template: { id: number; content: string },
  dueDate: string,
  today: string,
) {
  const prefix = kind === 'REMINDER' ? 'reminder' : 'missed';
  const counts = { queued: 0, skipped: 0 };
  let after = 0;
  for (;;) {
    const page = await db.execute<{ id: string; n: number; left: string }>(sql`
      select c.id, s.n, greatest(s.amount - s.paid - s.forgiven, 0) as left
      from contracts c
      join contract_schedule s on s.contract_id = c.id and s.due_date = c.next_due_date
      where c.status = 'ACTIVE' and c.next_due_date = ${dueDate} and c.id > ${after}
      order by c.id limit ${BATCH}`);
    if (page.rows.length === 0) break;
    after = Number(page.rows.at(-1)?.id);
    await db.transaction(async (tx) => {
      const found = await contractsForSms(
        tx,
        page.rows.map((r) => Number(r.id)),
        today,
      );
      for (const row of page.rows) {
        const contract = found.get(Number(row.id));
        if (!contract?.phone) {
          counts.skipped += 1;
          continue;
        }
        const sum = kind === 'REMINDER' ? BigInt(row.left) : contract.overdue;
        const id = await queueSms(tx, {
          eventKey: `${prefix}:${contract.contractId}:${row.n}`,
          phone: contract.phone,
          text: fillTemplate(template.content, { ...contract.fields, sum: smsMoney(sum, contract.currency) }),
          kind,
          templateId: template.id,
          clientId: contract.clientId,
          contractId: contract.contractId,
        });
        if (id !== null) counts.queued += 1;
      }
    });
    if (page.rows.length < BATCH) break;
  }
  return counts;
}

/**
 * The close-of-day step `sms.queue`: for the new business date, a reminder
 * to contracts whose next instalment is due in `sms_reminder_days` days, and
 * a notice to contracts whose oldest unpaid instalment fell due
 * `sms_missed_days` days ago and is still unpaid; each only when switched
 * on with a template. The `sms.send` job sends them.
 */
export const smsQueueStep: CloseStep = {
  name: 'sms.queue',
  run: async ({ db, today }) => {
    const result = { reminders: 0, missed: 0, noPhone: 0 };
    const reminder = await autoTemplate(db, 'reminder');
    if (reminder) {
      const days = await settingValue<number>(db, 'sms_reminder_days');
      const c = await queueFor(db, 'REMINDER', reminder, addDays(today, days), today);
      result.reminders = c.queued;
      result.noPhone += c.skipped;
    }
    const missed = await autoTemplate(db, 'missed');
    if (missed) {
      const days = await settingValue<number>(db, 'sms_missed_days');
      const c = await queueFor(db, 'MISSED', missed, addDays(today, -days), today);
      result.missed = c.queued;
      result.noPhone += c.skipped;
    }
    return result;
  },
};

/**
 * A receipt after a payment, queued in the payment's own transaction (so it
 * exists exactly when the payment does), once per settlement, when the
 * setting `sms_receipt_enabled` is on with a template.
 */
export async function queueReceiptSms(
  tx: DbOrTx,
  payment: { settlementId: number; contractId: number; amount: bigint; date: string; by: number | null },
): Promise<number | null> {
  const template = await autoTemplate(tx, 'receipt');
  if (!template) return null;
  const contract = (await contractsForSms(tx, [payment.contractId], payment.date)).get(payment.contractId);
  if (!contract?.phone) return null;
  const paid = smsMoney(payment.amount, contract.currency);
  return queueSms(tx, {
    eventKey: `receipt:${payment.settlementId}`,
    phone: contract.phone,
    text: fillTemplate(template.content, { ...contract.fields, sum: paid, payment: paid }),
    kind: 'RECEIPT',
    templateId: template.id,
    clientId: contract.clientId,
    contractId: contract.contractId,
    by: payment.by,
  });
}
