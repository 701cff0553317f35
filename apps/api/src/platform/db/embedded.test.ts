import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import './embedded.ts';

describe('the embedded PostgreSQL module', () => {
  it('leaves no process-wide exit hooks behind, so exit codes and signals stay ours', () => {
    expect(exitHook.hookedEvents()).toEqual([]);
    expect(process.listeners('beforeExit').length).toBe(0);
  });
});
