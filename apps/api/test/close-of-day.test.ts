import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, closeDays, datesBetween, lastClosedDate } from '../src/platform/close-of-day/close.ts';
import type { CloseStep } from '../src/platform/close-of-day/step.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** A step that records each date it ran for and what `today` it was given. */
function recording(name: string) {
  const seen: { date: string; today: string }[] = [];
  const step: CloseStep = {
    name,
    run: async ({ date, today }) => {
      seen.push({ date, today });
      return { runs: seen.length };
    },
  };
  return { step, seen };
}

describe('close of day', () => {
  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('closes the first date only, then catches up missed dates one by one in order', async () => {
    const a = recording('test.a');
    const b = recording('test.b');
    const first = await closeDays(ctx.db, [a.step, b.step], { until: '2026-03-10' });
    expect(first?.map((d) => d.date)).toEqual(['2026-03-10']);
    expect(a.seen).toEqual([{ date: '2026-03-10', today: '2026-03-11' }]);
    expect(await lastClosedDate(ctx.db)).toBe('2026-03-10');

    // The server was down for three nights: each date is closed, a before b every time.
    const order: string[] = [];
    const ordered = (name: string): CloseStep => ({
      name,
      run: async ({ date }) => {
        order.push(`${date} ${name}`);
        return {};
      },
    });
    const caught = await closeDays(ctx.db, [ordered('test.a'), ordered('test.b')], { until: '2026-03-13' });
    expect(caught?.map((d) => d.date)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    expect(order).toEqual([
      '2026-03-11 test.a',
      '2026-03-11 test.b',
      '2026-03-12 test.a',
      '2026-03-12 test.b',
      '2026-03-13 test.a',
      '2026-03-13 test.b',
    ]);
    expect(await lastClosedDate(ctx.db)).toBe('2026-03-13');
  });

  it('does nothing for a date already closed unless forced, and resumes a close cut short', async () => {
    const a = recording('test.a');
    expect(await closeDays(ctx.db, [a.step], { until: '2026-03-13' })).toEqual([]);
    expect(a.seen).toHaveLength(0);
    const forced = await closeDays(ctx.db, [a.step], { until: '2026-03-13', force: true });
    expect(forced?.[0]?.steps[0]?.skipped).toBe(false);
    expect(a.seen).toEqual([{ date: '2026-03-13', today: '2026-03-14' }]);

    // A close that failed half-way: step one is done, step two threw.
    const one = recording('test.one');
    const failing: CloseStep = {
      name: 'test.two',
      run: async () => {
        throw new Error('provider down');
      },
    };
    await expect(closeDays(ctx.db, [one.step, failing], { until: '2026-03-14' })).rejects.toThrow(
      'provider down',
    );
    expect(await lastClosedDate(ctx.db)).toBe('2026-03-13');
    const two = recording('test.two');
    const resumed = await closeDays(ctx.db, [one.step, two.step], { until: '2026-03-14' });
    expect(resumed?.[0]?.steps.map((s) => s.skipped)).toEqual([true, false]);
    expect(one.seen).toHaveLength(1);
    expect(two.seen).toHaveLength(1);
    const kept = await ctx.db.execute<{ step: string }>(
      sql`select step from business_day_steps where business_date = '2026-03-14' order by step`,
    );
    expect(kept.rows.map((r) => r.step)).toEqual(['test.one', 'test.two']);
  });

  it('lets one close run at a time', async () => {
    let release: () => void = () => undefined;
    const slow: CloseStep = {
      name: 'test.slow',
      run: () =>
        new Promise((resolve) => {
          release = () => resolve({});
        }),
    };
    const running = closeDays(ctx.db, [slow], { until: '2026-03-15' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await closeDays(ctx.db, [slow], { until: '2026-03-15' })).toBeNull();
    release();
    expect((await running)?.map((d) => d.date)).toEqual(['2026-03-15']);
  });
});
