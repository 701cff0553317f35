import { describe, expect, it } from 'vitest';
import { assertBalanced } from '../../../ledgers/money/lines.ts';
import { stepLines } from './orders.ts';

const order = { source_cashbox_id: 1, target_cashbox_id: 2, currency: 'UZS' as const };

describe('the postings of a cash order step', () => {
  it('sends from the source into in-transit (kept per target), a MOVE_OUTPUT of the source', () => {
    const out = stepLines('out', order, 500n);
    expect(out?.type).toBe('MOVE_OUTPUT');
    expect(out?.cashbox).toBe(1);
    expect(out?.lines).toEqual([
      { kind: 'cashbox', ref: 1, currency: 'UZS', amount: -500n },
      { kind: 'in_transit', ref: 2, currency: 'UZS', amount: 500n },
    ]);
  });

  it('receives into the target, or returns to the source, by a MOVE_INPUT; cancel posts nothing', () => {
    expect(stepLines('in', order, 500n)).toMatchObject({ type: 'MOVE_INPUT', cashbox: 2, counterpart: 1 });
    expect(stepLines('back', order, 500n)).toMatchObject({ type: 'MOVE_INPUT', cashbox: 1, counterpart: 2 });
    expect(stepLines('back', order, 500n)?.lines).toContainEqual({
      kind: 'cashbox',
      ref: 1,
      currency: 'UZS',
      amount: 500n,
    });
    for (const posts of ['out', 'in', 'back'] as const) {
      expect(() => assertBalanced(stepLines(posts, order, 500n)?.lines ?? [])).not.toThrow();
    }
    expect(stepLines('none', order, 500n)).toBeNull();
  });
});
