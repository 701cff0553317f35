import { sql } from 'drizzle-orm';
import { inBatches } from '../../../../platform/close-of-day/batches.ts';
import type { CloseStep } from '../../../../platform/close-of-day/step.ts';
import type { Db } from '../../../../platform/db/client.ts';
import { changeWindow } from '../close-step.ts';
import type { KatmForm } from './provider.ts';
import { queueSubmissions } from './submissions.ts';

/** Submissions queued per transaction. */
const BATCH = 200;
/** Batches queued at once (each its own transaction and connection): the forms are round trips, not locks. */
const PARALLEL = 3;

/** The payments a repayment form reports (and their reversals). */
const PAYMENT_KINDS = sql`('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT')`;

/**
 * `ratings.katm`: queues the bureau's forms for what the closed date
 * changed (sending is the `client-ratings.katm` job's): an application for
 * each order entered that day and a decline for each refused; the contract
 * and its schedule for each contract signed (or changed: a new version of
 * their content) in the date's window of changes (`changeWindow`); a
 * repayment for each payment and reversal in it; and the status as of the
 * new day of each contract a change touched or that fell late that day.
 * Each form is entered once per subject and version, so a re-run queues
 * nothing new.
 */
export const ratingsKatmStep: CloseStep = {
  name: 'ratings.katm',
  run: async ({ db, date, today }) => {
    const w = await changeWindow(db, date);
    const ids = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ id: string }>(query)).rows.map((r) => Number(r.id));
    const dayStart = sql`(${date}::date::timestamp at time zone 'Asia/Tashkent')`;
    const dayEnd = sql`(${today}::date::timestamp at time zone 'Asia/Tashkent')`;
    const work: [KatmForm, number[]][] = [
      [
        'APPLICATION',
        await ids(
          sql`select id from client_orders where created_at >= ${dayStart} and created_at < ${dayEnd}`,
        ),
      ],
      [
        'DECLINE',
        await ids(sql`select id from client_orders where status = 'REJECTED'
        and decided_at >= ${dayStart} and decided_at < ${dayEnd}`),
      ],
    ];
    // only what was made from the closed date on: the first close (an empty previous window) does not
    // report the whole history again, one form at a time (docs/DECISIONS.md "The credit bureau")
    const recent = sql`created_at >= ${dayStart}`;
    const signed = await ids(sql`select distinct contract_id as id from contract_events
      where id > ${w.fromEvent} and id <= ${w.toEvent} and event = 'SIGN' and ${recent}`);
    work.push(['CONTRACT', signed], ['SCHEDULE', signed]);
    work.push([
      'REPAYMENT',
      await ids(sql`select id from contract_settlements where id > ${w.fromSettlement} and id <= ${w.toSettlement}
        and kind in ${PAYMENT_KINDS} and ${recent}`),
    ]);
    work.push([
      'STATUS',
      await ids(sql`select contract_id as id from contract_settlements
          where id > ${w.fromSettlement} and id <= ${w.toSettlement} and ${recent}
        union select contract_id from contract_events where id > ${w.fromEvent} and id <= ${w.toEvent} and ${recent}
        union select id from contracts where status = 'ACTIVE' and next_due_date = ${date}
        order by 1`),
    ]);
    const counts: Record<string, number> = {};
    for (const [form, subjects] of work)
      counts[form.toLowerCase()] = await queueAll(db, form, subjects, today);
    return counts;
  },
};

/** One batch in one transaction: its forms read in a few queries and written in one. */
const queueBatch = (db: Db, form: KatmForm, batch: number[], date: string): Promise<number> =>
  db.transaction((tx) => queueSubmissions(tx, form, batch, { date, source: 'AUTO' }));

/** Queues a form for every subject, `PARALLEL` batches at a time; answers how many were new. */
const queueAll = (db: Db, form: KatmForm, subjects: number[], date: string): Promise<number> =>
  inBatches(subjects, BATCH, PARALLEL, (batch) => queueBatch(db, form, batch, date));
