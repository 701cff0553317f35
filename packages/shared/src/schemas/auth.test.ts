import { describe, expect, it } from 'vitest';
import { signInEventsQuerySchema, signInTwoFactorSchema } from './auth.ts';

describe('second sign-in step', () => {
  it('takes a six-digit code typed with spaces, or a recovery code in any case with dashes', () => {
    expect(signInTwoFactorSchema.parse({ challenge_token: 't', code: '123 456' })).toMatchObject({
      code: '123456',
    });
    expect(
      signInTwoFactorSchema.parse({ challenge_token: 't', recovery_code: 'ABCD-efgh-2345' }),
    ).toMatchObject({
      recovery_code: 'abcdefgh2345',
    });
  });

  it('refuses a short code, neither or both kinds', () => {
    expect(signInTwoFactorSchema.safeParse({ challenge_token: 't', code: '12345' }).success).toBe(false);
    expect(signInTwoFactorSchema.safeParse({ challenge_token: 't' }).success).toBe(false);
    const both = { challenge_token: 't', code: '123456', recovery_code: 'abcd-efgh-2345' };
    expect(signInTwoFactorSchema.safeParse(both).success).toBe(false);
  });
});

describe('sign-in event filters', () => {
  it('keeps known kinds and dates, and refuses an unknown kind', () => {
    expect(
      signInEventsQuerySchema.parse({ event: 'sign_out', from: '01.11.2026', user_id: '3' }),
    ).toMatchObject({
      event: 'sign_out',
      from: '2026-11-01',
      user_id: 3,
      page: 1,
    });
    expect(signInEventsQuerySchema.safeParse({ event: 'hack' }).success).toBe(false);
  });
});
