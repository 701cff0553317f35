import { describe, expect, it } from 'vitest';
import { stableJson } from './idempotency.ts';

describe('stableJson', () => {
  it('gives the same text for the same body whatever the key order, and another for another body', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(stableJson({ amount: '10' })).not.toBe(stableJson({ amount: '10.00' }));
    expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(stableJson(undefined)).toBe('null');
  });
});
