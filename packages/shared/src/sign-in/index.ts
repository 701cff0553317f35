/**
 * The kinds of sign-in event the log records (GET /api/user/sign-in-events),
 * apart from the zod schemas so the log's screen does not carry them.
 */
export const SIGN_IN_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'two_factor_success',
  'two_factor_failed',
  'recovery_code_used',
  'two_factor_enabled',
  'two_factor_disabled',
  'sign_out',
  'session_revoked',
] as const;
export type SignInEvent = (typeof SIGN_IN_EVENTS)[number];
