import { describe, expect, it } from 'vitest';
import { formKeys } from './form-key.ts';

describe('formKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('answers the same key while the same values are sent again', () => {
    const keyOf = formKeys(counter());
    expect(keyOf({ amount: '100', currency: 'UZS' })).toBe('key-1');
    expect(keyOf({ amount: '100', currency: 'UZS' })).toBe('key-1');
  });

  it('answers a fresh key once the values change, and does not go back to an old one', () => {
    const keyOf = formKeys(counter());
    keyOf({ amount: '100' });
    expect(keyOf({ amount: '90' })).toBe('key-2');
    expect(keyOf({ amount: '100' })).toBe('key-3');
  });

  it('keeps keys apart between two forms', () => {
    const make = counter();
    expect(formKeys(make)({ amount: '1' })).not.toBe(formKeys(make)({ amount: '1' }));
  });
});
