import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CloseStep } from './step.ts';

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The dates from `from` to `to`, both included (empty when `from` is later). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export interface CloseOptions {
  /** The last date to close (default: yesterday in Tashkent). */
  until?: string;
  /** Run every step of `until` again even when done (a re-run changes nothing: steps are idempotent). */
  force?: boolean;
  log?: (message: string) => void;
}

export interface ClosedDay {
  date: string;
  steps: { step: string; millis: number; result: Record<string, number>; skipped: boolean }[];
}

/** The last date whose close finished, or null before the first close. */
export async function lastClosedDate(db: Db): Promise<string | null> {
  const rows = await db.execute<{ d: string | null }>(
    sql`select max(business_date)::text as d from business_days where finished_at is not null`,
  );
  return rows.rows[0]?.d ?? null;
}

async function yesterdayInTashkent(db: Db): Promise<string> {
  const rows = await db.execute<{ d: string }>(
    sql`select (((now() at time zone 'Asia/Tashkent')::date) - 1)::text as d`,
  );
  return rows.rows[0]?.d ?? '';
}

async function closeOne(
  db: Db,
  steps: readonly CloseStep[],
  date: string,
  force: boolean,
  log: (m: string) => void,
) {
  await db.execute(sql`insert into business_days (business_date) values (${date}) on conflict do nothing`);
  const done = await db.execute<{ step: string }>(
    sql`select step from business_day_steps where business_date = ${date}`,
  );
  const finished = new Set(done.rows.map((r) => r.step));
  const out: ClosedDay = { date, steps: [] };
  const today = addDays(date, 1);
  for (const step of steps) {
    if (finished.has(step.name) && !force) {
      out.steps.push({ step: step.name, millis: 0, result: {}, skipped: true });
      continue;
    }
    const started = performance.now();
    const result = await step.run({ db, date, today, log });
    const millis = Math.round(performance.now() - started);
    await db.execute(sql`insert into business_day_steps (business_date, step, millis, result)
      values (${date}, ${step.name}, ${millis}, ${JSON.stringify(result)}::jsonb)
      on conflict (business_date, step) do update set millis = excluded.millis,
        result = excluded.result, finished_at = now()`);
    log(`close of day ${date}: ${step.name} ${millis} ms ${JSON.stringify(result)}`);
    out.steps.push({ step: step.name, millis, result, skipped: false });
  }
  await db.execute(sql`update business_days set finished_at = now() where business_date = ${date}`);
  return out;
}

/**
 * Closes every business date from the day after the last closed one up to
 * `until`, one date at a time in order (a server that was down catches up
 * day by day); before the first close only `until` itself is closed. Steps
 * done for a date are not run again unless `force`. One run at a time (an
 * advisory lock); a second caller gets `null`.
 */
export async function closeDays(
  db: Db,
  steps: readonly CloseStep[],
  options: CloseOptions = {},
): Promise<ClosedDay[] | null> {
  const log = options.log ?? (() => undefined);
  // The lock lives in a transaction of its own that does nothing else (no
  // row locks, no snapshot between statements); the steps use other connections.
  return db.transaction(async (lock) => {
    const got = await lock.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('close-of-day')) as ok`,
    );
    if (!got.rows[0]?.ok) return null;
    const until = options.until ?? (await yesterdayInTashkent(db));
    const last = await lastClosedDate(db);
    if (last !== null && last >= until && !options.force) return [];
    const from = last === null || last >= until ? until : addDays(last, 1);
    const out: ClosedDay[] = [];
    for (const date of datesBetween(from, until))
      out.push(await closeOne(db, steps, date, Boolean(options.force), log));
    return out;
  });
}
