import { createHash, randomBytes } from 'node:crypto';

/**
 * The draw's random source: a seed recorded on the draw, sha256 of
 * `promotion id:secret` (32 random bytes, hex), expanded by sha256 in counter
 * mode. Winners follow from the seed and the ticket numbers alone, so anyone
 * re-running `pickWinners` with the recorded seed gets the same winners.
 */

/** A new secret (32 random bytes, hex) and the seed it gives for a promotion. */
export function newSeed(promotionId: number): { secret: string; seed: string } {
  const secret = randomBytes(32).toString('hex');
  return { secret, seed: seedOf(promotionId, secret) };
}

export const seedOf = (promotionId: number, secret: string): string =>
  createHash('sha256').update(`${promotionId}:${secret}`).digest('hex');

/** A deterministic stream of 32-bit integers from a seed. */
export function prng(seed: string): () => number {
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = createHash('sha256').update(`${seed}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}

/** A uniform integer in [0, n) without modulo bias (rejection sampling). */
export function below(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/**
 * Picks `prizes` distinct tickets (fewer when there are fewer tickets), one a
 * prize in place order: a partial Fisher–Yates shuffle of the numbers sorted
 * ascending, driven by the seed.
 */
export function pickWinners(seed: string, ticketNumbers: readonly number[], prizes: number): number[] {
  const pool = [...ticketNumbers].sort((a, b) => a - b);
  const next = prng(seed);
  const count = Math.min(prizes, pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + below(next, pool.length - i);
    const a = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = a;
  }
  return pool.slice(0, count);
}
