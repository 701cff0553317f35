import { describe, expect, it } from 'vitest';
import { runAct } from './acts.ts';

describe('runAct', () => {
  it('runs the balance exactly through debits and credits', () => {
    const act = runAct({ currency: 'UZS', date_from: '2026-11-01', date_to: '2026-11-30' }, 10_000n, [
      { date: '2026-11-02', kind: 'SUPPLIER_INPUT', number: '1', amount: 2_500_055n },
      { date: '2026-11-03', kind: 'BONUS', number: '4', amount: -10_001n },
    ]);
    expect(act.opening).toBe('100.00');
    expect(act.entries.map((e) => [e.debit, e.credit, e.balance])).toEqual([
      ['25000.55', '0.00', '25100.55'],
      ['0.00', '100.01', '25000.54'],
    ]);
    expect([act.debit, act.credit, act.closing]).toEqual(['25000.55', '100.01', '25000.54']);
  });
});
