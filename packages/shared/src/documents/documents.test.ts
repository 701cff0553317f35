import { describe, expect, it } from 'vitest';
import { documentNumber } from './index.ts';

describe('documentNumber', () => {
  it("puts the branch's prefix before the number", () => {
    expect(documentNumber('TSH', '3')).toBe('TSH-3');
    expect(documentNumber('F2', 14)).toBe('F2-14');
  });

  it('shows the bare number when the branch has no prefix', () => {
    expect(documentNumber(null, '3')).toBe('3');
  });
});
