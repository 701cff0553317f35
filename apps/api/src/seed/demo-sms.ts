import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { updateSetting } from '../areas/admin/general-settings/service.ts';
import { smsQueueStep } from '../areas/collections/sms/auto.ts';
import { sendBulk } from '../areas/collections/sms/bulk.ts';
import { LocalSmsGateway } from '../areas/collections/sms/fake-gateway.ts';
import { sendOne } from '../areas/collections/sms/send.ts';
import { runSmsSender } from '../areas/collections/sms/sender.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

/** The reference templates (reference-data.ts) each automatic message uses. */
const AUTO = [
  ['reminder', 'Toʻlov eslatmasi'],
  ['missed', 'Muddati oʻtgan qarz'],
  ['receipt', 'Toʻlov qabul qilindi'],
] as const;

/**
 * Demo SMS (issue 11), after the contract payments: the automatic messages
 * switched on with their templates (a reminder 3 days before the payment
 * day, a notice the day after a missed one, a receipt after each payment
 * from now on); a few messages to clients by hand, a send to the branch's
 * contracts 1–30 days late, and today's reminders and notices, all sent
 * through the local fake provider (one refused, to show a resend).
 */
export async function seedDemoSms(db: Db): Promise<string> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'admin'`);
  const by = admin.rows[0]?.id ?? 1;
  const templates = await db.execute<{ id: number; name: string }>(sql`select id, name from sms_templates`);
  const idOf = (name: string) => templates.rows.find((t) => t.name === name)?.id;
  for (const [what, name] of AUTO) {
    const id = idOf(name);
    if (!id) continue;
    await updateSetting(db, `sms_${what}_template`, id, by);
    await updateSetting(db, `sms_${what}_enabled`, true, by);
  }
  await updateSetting(db, 'sms_reminder_days', 3, by);

  const gateway = new LocalSmsGateway();
  const callbackUrl = async () => null;
  const reminder = idOf('Toʻlov eslatmasi') ?? templates.rows[0]?.id;
  const overdue = idOf('Muddati oʻtgan qarz') ?? reminder;
  if (!reminder || !overdue) return 'no SMS templates';

  // by hand: a few clients with an active contract and a valid phone
  const picked = await db.execute<{ client_id: number; contract_id: number; branch_id: number }>(sql`
    select distinct on (c.client_id) c.client_id::int as client_id, c.id::int as contract_id, c.branch_id
    from contracts c join clients cl on cl.id = c.client_id
    where c.status = 'ACTIVE' and exists (select 1 from unnest(cl.phones) p where p ~ '^998[0-9]{9}$')
    order by c.client_id limit 6`);
  let manual = 0;
  for (const [i, row] of picked.rows.entries()) {
    if (i === 2) gateway.failNext(1, 'refuse');
    await sendOne(
      db,
      { template_id: i % 2 ? overdue : reminder, client_id: row.client_id, contract_id: row.contract_id },
      by,
      `demo-sms-${row.contract_id}`,
    );
    manual += 1;
    await runSmsSender(db, gateway, { callbackUrl });
  }

  // a send to one branch's contracts 1–30 days late
  const branch = picked.rows[0]?.branch_id;
  const bulk = branch
    ? await sendBulk(
        db,
        {
          template_id: overdue,
          send_id: '00000000-0000-4000-8000-000000000511',
          filter: { branch_id: branch, days_late_from: 1, days_late_to: 30 },
        },
        by,
      )
    : { queued: 0 };

  // today's automatic messages, as the close of day queues them
  const today = tashkentToday();
  const auto = await smsQueueStep.run({ db, date: addDays(today, -1), today, log: () => undefined });
  const sent = await runSmsSender(db, gateway, { callbackUrl, batch: 1000 });
  return `${manual} by hand, ${bulk.queued} to late contracts, ${auto.reminders} reminders, ${auto.missed} notices; ${sent.sent} more sent`;
}
