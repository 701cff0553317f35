import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import { isRetryable, withTransactionRetry } from './retry.ts';

/** A stand-in database whose transactions fail with the given errors first. */
function flakyDb(failures: unknown[]): { db: Db; calls: () => number } {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return work({});
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe('withTransactionRetry', () => {
  it('runs again after a deadlock or a serialization failure, also when wrapped', async () => {
    const wrapped = new Error('query failed', { cause: { code: '40001' } });
    const { db, calls } = flakyDb([{ code: '40P01' }, wrapped]);
    await expect(withTransactionRetry(db, async () => 'posted')).resolves.toBe('posted');
    expect(calls()).toBe(3);
  });

  it('passes any other error at once, and gives up after the attempts', async () => {
    const other = flakyDb([{ code: '23505' }]);
    await expect(withTransactionRetry(other.db, async () => 'x')).rejects.toEqual({ code: '23505' });
    expect(other.calls()).toBe(1);
    const always = flakyDb(Array(10).fill({ code: '40P01' }));
    await expect(withTransactionRetry(always.db, async () => 'x', 3)).rejects.toEqual({ code: '40P01' });
    expect(always.calls()).toBe(3);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });
});
