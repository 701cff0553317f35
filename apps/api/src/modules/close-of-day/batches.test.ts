import { describe, expect, it } from 'vitest';
import { inBatches } from './batches.ts';

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
