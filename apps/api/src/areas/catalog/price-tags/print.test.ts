import { describe, expect, it } from 'vitest';
import { isEan13 } from './print.ts';

describe('barcodes on price tags', () => {
  it('print EAN-13 only for a barcode with a valid check digit', () => {
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
  });
});
