import { describe, expect, it } from 'vitest';
import { groupDecimalText, normalizeDecimalText } from './decimal-input.tsx';

const S = '\u00a0';

describe('the amount box', () => {
  it('shows the wire amount grouped, without a fraction of zeros', () => {
    expect(groupDecimalText('4812500.00')).toBe(`4${S}812${S}500`);
    expect(groupDecimalText('796000.00')).toBe(`796${S}000`);
    expect(groupDecimalText('1250000.5')).toBe(`1${S}250${S}000,5`);
  });

  it('keeps what is being typed: a trailing comma, a first zero of the fraction', () => {
    expect(groupDecimalText('12345.')).toBe(`12${S}345,`);
    expect(groupDecimalText('5.0')).toBe('5,0');
    expect(groupDecimalText('2.00', true)).toBe('2,00');
    expect(groupDecimalText('')).toBe('');
    expect(groupDecimalText('12a')).toBe('12a');
  });

  it('gives the wire what was typed, grouped or not', () => {
    expect(normalizeDecimalText(`5${S}000${S}000,5`)).toBe('5000000.5');
    expect(normalizeDecimalText(groupDecimalText('4812500.25'))).toBe('4812500.25');
  });
});
