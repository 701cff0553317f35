/**
 * Runs `work` over `items` in batches of `size`, `width` batches at a time
 * (each its own transaction and connection in the callers), and answers the
 * sum of what the batches answered. For close-of-day steps whose batches
 * are independent and take no lock a cashier waits on: the time goes to
 * round trips and reading, which overlap.
 */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  width: number,
  work: (batch: T[]) => Promise<number>,
): Promise<number> {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  let total = 0;
  let next = 0;
  const worker = async () => {
    for (let b = next++; b < batches.length; b = next++) {
      // awaited first: `total += await …` would read the total before the wait and lose the others' sums
      const answered = await work(batches[b] ?? []);
      total += answered;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
  return total;
}

/** What one batch of a locking step did: its counts, and the items a cashier held (not locked, not done). */
export interface LockingBatch<T> {
  counts: Record<string, number>;
  skipped: T[];
}

/** A locking step's run: the counts summed, what was still held after the last round, the longest batch. */
export interface LockingRun<T> {
  counts: Record<string, number>;
  skipped: T[];
  /**
   * The longest batch's wall time (its wait for a pooled connection and any read before it locks included):
   * an upper bound of what a cashier could have waited on the step.
   */
  longestMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For close-of-day steps that lock contracts with `for update skip locked`
 * in short transactions: runs `work` over `items` in batches of `size`,
 * `width` at a time (the batches hold disjoint rows and never wait on a
 * lock, so they cannot deadlock each other), then tries what a cashier held
 * again, round after round (at most `rounds`, pausing 50 ms more each round).
 */
export async function inLockingRounds<T>(
  items: readonly T[],
  shape: { size: number; width: number; rounds: number },
  work: (batch: T[]) => Promise<LockingBatch<T>>,
): Promise<LockingRun<T>> {
  const counts: Record<string, number> = {};
  let longestMs = 0;
  let left: readonly T[] = items;
  for (let round = 0; round < shape.rounds && left.length > 0; round++) {
    if (round > 0) await pause(50 * round);
    const skipped: T[] = [];
    await inBatches(left, shape.size, shape.width, async (batch) => {
      const started = performance.now();
      const done = await work(batch);
      longestMs = Math.max(longestMs, performance.now() - started);
      for (const [key, value] of Object.entries(done.counts)) counts[key] = (counts[key] ?? 0) + value;
      skipped.push(...done.skipped);
      return 0;
    });
    left = skipped;
  }
  return { counts, skipped: [...left], longestMs };
}
