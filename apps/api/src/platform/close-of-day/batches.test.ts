import { describe, expect, it } from 'vitest';
import { inBatches, inLockingRounds } from './batches.ts';

describe('inBatches', () => {
  it('hands every item to exactly one batch of at most the size, and sums the answers', async () => {
    const seen: number[][] = [];
    let running = 0;
    let most = 0;
    const items = Array.from({ length: 23 }, (_, i) => i);
    const total = await inBatches(items, 5, 3, async (batch) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(batch);
      running -= 1;
      return batch.length;
    });
    expect(total).toBe(23);
    expect(seen.flat().sort((a, b) => a - b)).toEqual(items);
    expect(Math.max(...seen.map((b) => b.length))).toBe(5);
    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    expect(await inBatches([], 5, 3, async () => 1)).toBe(0);
  });
});

describe('inLockingRounds', () => {
  it('tries what a batch skipped again in the next round, and sums the counts of every round', async () => {
    const held = new Set([3, 7]);
    const tries = new Map<number, number>();
    const run = await inLockingRounds(
      Array.from({ length: 10 }, (_, i) => i),
      { size: 4, width: 2, rounds: 3 },
      async (batch) => {
        for (const i of batch) tries.set(i, (tries.get(i) ?? 0) + 1);
        const skipped = batch.filter((i) => held.has(i));
        // the cashier lets 3 go after the first round; 7 stays held
        held.delete(3);
        return { counts: { done: batch.length - skipped.length }, skipped };
      },
    );
    expect(run.counts.done).toBe(9);
    expect(run.skipped).toEqual([7]);
    expect(tries.get(7)).toBe(3);
    expect(tries.get(3)).toBe(2);
    expect(tries.get(0)).toBe(1);
  });

  it('stops after the rounds it was given and answers what is still held', async () => {
    const run = await inLockingRounds([1, 2], { size: 5, width: 1, rounds: 1 }, async (batch) => ({
      counts: { done: 0 },
      skipped: batch,
    }));
    expect(run.skipped).toEqual([1, 2]);
    expect(run.counts.done).toBe(0);
  });
});
