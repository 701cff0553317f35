import { describe, expect, it } from 'vitest';
import { makeRecoveryCode, recoveryCodeHash } from './two-factor.ts';

describe('recovery codes', () => {
  it('are three groups of four unambiguous characters, different each time', () => {
    const codes = Array.from({ length: 200 }, makeRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-km-z2-9]{4}-[a-km-z2-9]{4}-[a-km-z2-9]{4}$/);
    expect(codes.join('')).not.toMatch(/[01lo]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('hash the same whatever the case, spaces and dashes typed', () => {
    expect(recoveryCodeHash('abcd-efgh-ijkm')).toBe(recoveryCodeHash(' ABCD EFGH-ijkm '));
    expect(recoveryCodeHash('abcd-efgh-ijkm')).not.toBe(recoveryCodeHash('abcd-efgh-ijkn'));
  });
});
