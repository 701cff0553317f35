import { describe, expect, it } from 'vitest';
import { converted } from './exchange.ts';

describe('a sum taken in the other currency', () => {
  it('counts as the server counts it: soʻm divided by the rate, dollars multiplied, half up', () => {
    expect(converted('1250000', 'UZS', '12500')).toBe('100.00');
    expect(converted('1250001', 'UZS', '12500.00')).toBe('100.00');
    expect(converted('1250063', 'UZS', '12500')).toBe('100.01');
    expect(converted('10.5', 'USD', '12750.5')).toBe('133880.25');
  });

  it('answers null for what it cannot read', () => {
    expect(converted(undefined, 'UZS', '12500')).toBeNull();
    expect(converted('abc', 'UZS', '12500')).toBeNull();
    expect(converted('100', 'UZS', '0')).toBeNull();
  });
});
