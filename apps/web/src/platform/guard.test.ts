import { DEV_RULE } from '@savdo/shared/rules';
import { describe, expect, it } from 'vitest';
import { decide, type GuardUser, PATHS } from './guard.ts';

const user = (rules: string[] = [], passwordExpired = false): GuardUser => ({
  rules: new Set(rules),
  passwordExpired,
});

const login = { path: '/auth/login', public: true };
const renew = { path: '/auth/renew-password' };
const home = { path: '/' };
const cashRegisters = { path: '/cashbox/cash-registers', rule: 'cashbox.show' };
const anyOf = {
  path: '/settings/warning-letter-editor',
  rule: ['warning_letter.edit', 'warning_letter.add'],
};

describe('guard decision', () => {
  it('opens a public route without a token', () => {
    expect(decide(login, { hasToken: false, me: undefined })).toEqual({});
  });

  it('sends a signed-in user away from a public route, before loading me', () => {
    expect(decide(login, { hasToken: true, me: undefined })).toEqual({ redirect: PATHS.home });
    expect(decide(login, { hasToken: true, me: user([], true) })).toEqual({ redirect: PATHS.home });
  });

  it('sends a user without token to the sign-in page', () => {
    expect(decide(home, { hasToken: false, me: undefined })).toEqual({ redirect: PATHS.login });
    expect(decide(renew, { hasToken: false, me: undefined })).toEqual({ redirect: PATHS.login });
    expect(decide(cashRegisters, { hasToken: false, me: user(['cashbox.show']) })).toEqual({
      redirect: PATHS.login,
    });
  });

  it('waits for the current user when a token exists', () => {
    expect(decide(home, { hasToken: true, me: undefined })).toEqual({ waitForMe: true });
  });

  it('forces an expired password to the renew page, before the rule check', () => {
    expect(decide(home, { hasToken: true, me: user([], true) })).toEqual({ redirect: PATHS.renewPassword });
    expect(decide(cashRegisters, { hasToken: true, me: user([], true) })).toEqual({
      redirect: PATHS.renewPassword,
    });
  });

  it('does not redirect the renew page to itself', () => {
    expect(decide(renew, { hasToken: true, me: user([], true) })).toEqual({});
  });

  it('sends a rights manager without a second factor to enrol first, after renewing a password', () => {
    const pending = { ...user(), enrolmentRequired: true };
    expect(decide(home, { hasToken: true, me: pending })).toEqual({ redirect: PATHS.twoFactor });
    expect(decide({ path: PATHS.twoFactor }, { hasToken: true, me: pending })).toEqual({});
    expect(decide(home, { hasToken: true, me: { ...pending, passwordExpired: true } })).toEqual({
      redirect: PATHS.renewPassword,
    });
  });

  it('keeps the renew page open with a valid password', () => {
    expect(decide(renew, { hasToken: true, me: user() })).toEqual({});
  });

  it('sends a user lacking the rule to /404', () => {
    expect(decide(cashRegisters, { hasToken: true, me: user(['contract.show']) })).toEqual({
      redirect: PATHS.notFound,
    });
  });

  it('opens a route whose rule is held, any alternative or the developer rule', () => {
    expect(decide(cashRegisters, { hasToken: true, me: user(['cashbox.show']) })).toEqual({});
    expect(decide(anyOf, { hasToken: true, me: user(['warning_letter.add']) })).toEqual({});
    expect(decide({ path: '/x', rule: 'a.show|b.show' }, { hasToken: true, me: user(['b.show']) })).toEqual(
      {},
    );
    expect(decide(cashRegisters, { hasToken: true, me: user([DEV_RULE]) })).toEqual({});
  });

  it('opens a route without rule to any signed-in user', () => {
    expect(decide(home, { hasToken: true, me: user() })).toEqual({});
  });
});
