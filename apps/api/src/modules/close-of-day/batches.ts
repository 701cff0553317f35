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
