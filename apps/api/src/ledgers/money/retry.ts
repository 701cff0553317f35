import type { Db, Tx } from '../../platform/db/client.ts';

/** PostgreSQL's serialization failure and deadlock: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isRetryable = (error: unknown): boolean => RETRYABLE.has(sqlState(error) ?? '');

/**
 * Runs `work` in a transaction, again (up to `attempts` times, after a short
 * random pause) when PostgreSQL answers a serialization failure or a
 * deadlock, so neither ever reaches the user.
 */
export async function withTransactionRetry<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 8,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
