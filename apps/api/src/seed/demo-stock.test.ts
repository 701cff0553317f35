import { isImei } from '@savdo/shared/validation';
import { describe, expect, it } from 'vitest';
import { demoImei } from './demo-stock.ts';

describe('demo IMEIs', () => {
  it('are 15 digits that pass the Luhn check, the type allocation code first', () => {
    for (let n = 0; n < 200; n++) {
      const imei = demoImei('35672911', 104_000 + n * 7);
      expect(imei).toMatch(/^35672911\d{7}$/);
      expect(isImei(imei)).toBe(true);
    }
  });
});
