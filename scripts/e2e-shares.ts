import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A browser test file and its weight (its size in bytes: a fair proxy of its time). */
export interface WeightedFile {
  name: string;
  weight: number;
}

/**
 * The files in two shares: largest first, each to the share further below its target weight
 * (`secondShare` of the whole for the second). Every file lands in exactly one share.
 */
export function splitFiles(files: readonly WeightedFile[], secondShare: number): [string[], string[]] {
  const total = files.reduce((sum, f) => sum + f.weight, 0);
  const targets = [total * (1 - secondShare), total * secondShare];
  const shares: [string[], string[]] = [[], []];
  const loads = [0, 0];
  const ordered = [...files].sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  for (const file of ordered) {
    const room = targets.map((target, i) => (target > 0 ? (target - (loads[i] ?? 0)) / target : -1));
    const pick = (room[1] ?? -1) > (room[0] ?? -1) ? 1 : 0;
    shares[pick].push(file.name);
    loads[pick] = (loads[pick] ?? 0) + file.weight;
  }
  return shares;
}

/**
 * `npm test`'s two shares of `e2e/*.test.ts` (scripts/test.ts): the second runs in the API lane once its
 * own tests are done. `E2E_SECOND_SHARE` (0–1, default 0.15) is the second share's part of the weight.
 */
export function e2eShares(dir = path.resolve(import.meta.dirname, '../e2e')): [string[], string[]] {
  const share = Number(process.env.E2E_SECOND_SHARE ?? 0.15);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ name: `e2e/${name}`, weight: statSync(path.join(dir, name)).size }));
  return splitFiles(files, Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) : 0.15);
}
