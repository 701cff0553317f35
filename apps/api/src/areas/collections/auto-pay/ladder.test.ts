import { describe, expect, it } from 'vitest';
import { type LadderRules, nextRung } from './ladder.ts';

/** The defaults: 50 000 soʻm least, four debits a day. */
const RULES: LadderRules = { least: 5_000_000n, attempts: 4 };

/** The sums a card refusing everything is asked for, from `amount` (a soʻm contract). */
function ladderOf(amount: bigint, rules = RULES): bigint[] {
  const sums = [amount];
  for (let step = 0; ; step++) {
    const tried = sums[step] ?? 0n;
    const next = nextRung({ step, amount: tried, charged: tried, currency: 'UZS' }, rules);
    if (next === null) return sums;
    sums.push(next);
  }
}

describe('the ladder of smaller debits', () => {
  it('halves the refused sum down to the least, four debits at most', () => {
    expect(ladderOf(40_000_000n)).toEqual([40_000_000n, 20_000_000n, 10_000_000n, 5_000_000n]);
    expect(ladderOf(28_000_000n)).toEqual([28_000_000n, 14_000_000n, 7_000_000n, 5_000_000n]);
    expect(ladderOf(400_000_000n)).toEqual([400_000_000n, 200_000_000n, 100_000_000n, 50_000_000n]);
  });

  it('asks the least once when half would ask less, and nothing under it', () => {
    expect(ladderOf(8_000_000n)).toEqual([8_000_000n, 5_000_000n]);
    expect(ladderOf(5_000_000n)).toEqual([5_000_000n]);
    expect(ladderOf(3_000_000n)).toEqual([3_000_000n]);
  });

  it('rounds a soʻm debit down to whole soʻm, and takes the settings', () => {
    expect(ladderOf(28_000_150n, { least: 100_000n, attempts: 3 })).toEqual([
      28_000_150n,
      14_000_000n,
      7_000_000n,
    ]);
    expect(ladderOf(28_000_000n, { least: 5_000_000n, attempts: 1 })).toEqual([28_000_000n]);
  });

  it('halves a dollar debit in cents, its least the cents that ask the least soʻm at its rate', () => {
    // $30.00 charged 390 000 soʻm (13 000 a dollar): $15.00, then $7.50 would ask 97 500 < 100 000 soʻm
    const rules = { least: 10_000_000n, attempts: 4 };
    expect(nextRung({ step: 0, amount: 3_000n, charged: 39_000_000n, currency: 'USD' }, rules)).toBe(1_500n);
    // 100 000 soʻm at 13 000: 7.6923… dollars, so 7.70 (asks at least the least)
    expect(nextRung({ step: 1, amount: 1_500n, charged: 19_500_000n, currency: 'USD' }, rules)).toBe(770n);
  });
});
