/** Timing helpers: percentiles of repeated calls, printed as ratios to the first case (the baseline). */
export interface Case {
  name: string;
  p50: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function timeCase(name: string, fn: () => Promise<void>, samples: number): Promise<Case> {
  for (let i = 0; i < Math.min(20, samples); i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99) };
}

export function printCases(title: string, cases: Case[]): void {
  const base = cases[0];
  if (!base) return;
  console.log(`\n${title}`);
  console.log(
    `${'case'.padEnd(32)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'p50 ×bare'.padStart(12)}${'p99 ×bare'.padStart(12)}`,
  );
  for (const c of cases) {
    console.log(
      `${c.name.padEnd(32)}${c.p50.toFixed(2).padStart(10)}${c.p99.toFixed(2).padStart(10)}${(c.p50 / base.p50).toFixed(1).padStart(12)}${(c.p99 / base.p99).toFixed(1).padStart(12)}`,
    );
  }
}
