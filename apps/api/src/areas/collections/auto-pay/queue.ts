import { sql } from 'drizzle-orm';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db } from '../../../platform/db/client.ts';

/** Connected contracts read per transaction of the queue step. */
const QUEUE_BATCH = 300;

/**
 * Queues the debits due on `today`: for every contract connected to
 * auto-payment (its card ACTIVE, the contract ACTIVE, in UZS or USD), one
 * row per instalment due on or before `today` and not fully settled, for the
 * amount left on it in the contract's currency (a USD row is charged in soʻm
 * at the rate of the day it is paid: debits.ts). Idempotent: a row per
 * (contract, instalment, date) at the ladder's first rung (`step` 0; the
 * smaller ones are the job's: ladder.ts), and no second while one is open (the unique
 * indexes; conflicts do nothing), so a re-run, a replay or a concurrent run
 * queues nothing more.
 * Batches of a few hundred links in short transactions; locks no contract.
 * Answers how many rows it queued.
 */
export async function queueDebits(db: Db, today: string): Promise<{ queued: number; contracts: number }> {
  let after = 0;
  let queued = 0;
  let contracts = 0;
  for (;;) {
    const links = await db.execute<{ id: string }>(sql`select id from contract_card_links
      where active and auto_pay and id > ${after} order by id limit ${QUEUE_BATCH}`);
    const ids = links.rows.map((r) => Number(r.id));
    if (ids.length === 0) break;
    after = ids[ids.length - 1] ?? after;
    contracts += ids.length;
    const inserted = await db.execute(sql`insert into auto_pay_debits
        (contract_id, n, card_id, branch_id, business_date, due_date, amount, created_by)
      select c.id, s.n, l.card_id, c.branch_id, ${today}, s.due_date, s.amount - s.paid - s.forgiven, l.auto_pay_by
      from contract_card_links l
      join contract_cards k on k.id = l.card_id and k.status = 'ACTIVE'
      join contracts c on c.id = l.contract_id and c.status = 'ACTIVE'
      join contract_schedule s on s.contract_id = c.id and s.n > 0 and s.due_date <= ${today}
        and s.amount - s.paid - s.forgiven > 0
      where l.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and l.active and l.auto_pay and l.auto_pay_by is not null
      on conflict do nothing`);
    queued += inserted.rowCount ?? 0;
  }
  return { queued, contracts };
}

/** `autopay.queue`: the close-of-day step queueing the card debits due on the new business date. */
export const autoPayQueueStep: CloseStep = {
  name: 'autopay.queue',
  run: async ({ db, today, log }) => {
    const result = await queueDebits(db, today);
    log(`auto-pay: ${result.queued} debits queued for ${today}`);
    return result;
  },
};
