import { sql } from 'drizzle-orm';
import { ratingsScoresStep } from '../areas/collections/client-ratings/close-step.ts';
import { LocalKatm } from '../areas/collections/client-ratings/katm/provider.ts';
import { queueSubmission, sendSubmission } from '../areas/collections/client-ratings/katm/submissions.ts';
import { businessToday } from '../platform/clock/business-today.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo client ratings (issue 11 item 2), after the demo payments: every
 * client's payment discipline stored as the close of day does
 * (`ratings.scores` for yesterday), and credit bureau submissions sent
 * through the local fake: the contract, schedule and status of a few
 * contracts, their payments, applications and declines of orders — one
 * left FAILED (the bureau timed out) for the job to re-send, one REJECTED
 * (an application the bureau refused).
 */
export async function seedDemoRatings(db: Db): Promise<string> {
  const today = await businessToday(db);
  const scores = await ratingsScoresStep.run({ db, date: addDays(today, -1), today, log: () => {} });
  const katm = new LocalKatm();
  const ids = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: string }>(query)).rows.map((r) => Number(r.id));
  const contracts = await ids(
    sql`select id from contracts where status in ('ACTIVE', 'CLOSED') order by id limit 8`,
  );
  const work: [Parameters<typeof queueSubmission>[1], number][] = [];
  for (const id of contracts) work.push(['CONTRACT', id], ['SCHEDULE', id], ['STATUS', id]);
  const payments = await ids(sql`select id from contract_settlements where kind = 'PAYMENT'
    and contract_id in (${sql.join(
      contracts.map((c) => sql`${c}`),
      sql`, `,
    )}) order by id limit 10`);
  for (const id of payments) work.push(['REPAYMENT', id]);
  for (const id of await ids(sql`select id from client_orders where status = 'REJECTED' order by id limit 3`))
    work.push(['DECLINE', id]);
  for (const id of await ids(sql`select id from client_orders order by id desc limit 4`))
    work.push(['APPLICATION', id]);
  const counts: Record<string, number> = {};
  for (const [index, [form, subject]] of work.entries()) {
    const queued = await db.transaction((tx) =>
      queueSubmission(tx, form, subject, { date: today, source: 'AUTO' }),
    );
    if (!queued?.created) continue;
    if (index === 1) katm.failNext('timeout');
    const outcome = await sendSubmission(db, katm, queued.id);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  // an application the bureau refuses: a client card without a valid PINFL
  const noPinfl = await ids(sql`select o.id from client_orders o join clients c on c.id = o.client_id
    where c.pinfl is null or length(c.pinfl) <> 14 order by o.id limit 1`);
  for (const id of noPinfl) {
    const queued = await db.transaction((tx) =>
      queueSubmission(tx, 'APPLICATION', id, { date: today, source: 'AUTO' }),
    );
    if (queued?.created) {
      const outcome = await sendSubmission(db, katm, queued.id);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
  }
  return `${scores.clients} clients rated; KATM ${Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`;
}
