import { fromMinor } from '@savdo/shared/money';
import { RULES } from '@savdo/shared/rules';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { makeLetter } from '../areas/collections/collection-process/letters.ts';
import { runOffBalanceStep, setOffBalance } from '../areas/collections/collection-process/off-balance.ts';
import { createPlan } from '../areas/collections/collection-process/plans.ts';
import { createSeparatePlan } from '../areas/collections/collection-process/separate.ts';
import { runStageStep } from '../areas/collections/collection-process/stage-step.ts';
import { changeResponsible } from '../areas/sales/contracts/lifecycle.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { AppError } from '../platform/http/errors.ts';

/**
 * Demo collection process (issue 11 item 1), after the demo payments: the
 * five default stages (when the reference data has none), the late
 * contracts of the busiest branch given to the demo collector (`undiruvchi`),
 * the close of day's stage and off-balance steps run for today, the
 * collector's plans for this month and the last, a separate reimbursement
 * plan, two warning letters and one contract moved off balance by hand, all
 * through the module's services.
 */

const DEFAULT_STAGES = [
  ['Qoʻngʻiroq', 1, true],
  ['Ogohlantirish xati', 31, true],
  ['Notarius', 61, true],
  ['Majburiy ijro byurosi (MIB)', 91, true],
  ['Nazorat', 181, false],
] as const;

const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};

async function quietly<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 400)) return null;
    throw error;
  }
}

async function ensureStages(db: Db): Promise<void> {
  const found = await db.execute(sql`select 1 from process_stages limit 1`);
  if (found.rows.length > 0) return;
  for (const [i, [name, from, auto]] of DEFAULT_STAGES.entries())
    await db.execute(sql`insert into process_stages (name, sort_order, days_late_from, auto)
      values (${name}, ${i + 1}, ${from}, ${auto})`);
}

/** Answers what it made, for the log and the demo test. */
export async function seedDemoCollectionProcess(db: Db): Promise<string[]> {
  const users = await db.execute<{ id: number; username: string }>(
    sql`select id, username from users where username in ('admin', 'undiruvchi')`,
  );
  const admin = users.rows.find((u) => u.username === 'admin')?.id;
  const collector = users.rows.find((u) => u.username === 'undiruvchi')?.id;
  if (admin === undefined || collector === undefined) return [];
  const actor: Actor = { userId: Number(admin), rules: new Set<string>(RULES) };
  const today = tashkentToday();
  const made: string[] = [];
  await ensureStages(db);

  // the collector answers for the late contracts of the branch with most of them
  const late = await db.execute<{ id: string; branch_id: number; rest: string }>(sql`
    with b as (select branch_id from contracts where status = 'ACTIVE' and next_due_date < ${today}
      group by branch_id order by count(*) desc limit 1)
    select c.id, c.branch_id, c.rest::text as rest from contracts c join b using (branch_id)
    where c.status = 'ACTIVE' and c.next_due_date < ${today} and c.currency = 'UZS'
    order by c.next_due_date, c.id limit 40`);
  for (const c of late.rows)
    await quietly(changeResponsible(db, Number(c.id), Number(collector), Number(admin)));
  made.push(`${late.rows.length} late contracts given to the collector`);

  const stages = await runStageStep({ db, today });
  const off = await runOffBalanceStep({ db, today });
  made.push(`stages: ${stages.moved} moved, off balance: ${off.marked}`);

  const month = today.slice(0, 7);
  for (const [m, amount] of [
    [addMonths(month, -1), '30000000'],
    [month, '35000000'],
  ] as const) {
    if (await quietly(createPlan(db, { collector_id: Number(collector), month: m, amount }, actor)))
      made.push(`plan ${m}`);
  }

  const first = late.rows[0];
  if (first) {
    const part = BigInt(first.rest) / 4n;
    const plan = await quietly(
      createSeparatePlan(
        db,
        {
          contract_id: Number(first.id),
          start_date: today,
          rows: [1, 2].map((k) => ({
            due_date: new Date(Date.parse(today) + k * 14 * 86_400_000).toISOString().slice(0, 10),
            amount: fromMinor(part - (part % 100_000n)),
          })),
          comment: 'Mijoz ikki haftada bir toʻlashga kelishdi',
        },
        actor,
      ),
    );
    if (plan) made.push('separate plan');
  }

  const template = await db.execute<{ id: number }>(
    sql`select id from warning_letter_templates where active order by id limit 1`,
  );
  const templateId = template.rows[0]?.id;
  if (templateId !== undefined) {
    for (const c of late.rows.slice(0, 2)) {
      const letter = await quietly(
        makeLetter(db, { contract_id: Number(c.id), template_id: Number(templateId) }, actor),
      );
      if (letter) made.push(`letter ${letter.number}`);
    }
  }

  // the latest of them moved off balance by hand (the off-balance report shows it)
  const last = late.rows.at(-1);
  if (last && last.id !== first?.id) {
    const reason = 'Mijoz bilan aloqa yoʻq, qarz balansdan tashqariga oʻtkazildi';
    if (await quietly(setOffBalance(db, { contract_id: Number(last.id), reason }, true, actor)))
      made.push('off balance by hand');
  }
  return made;
}
