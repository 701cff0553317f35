import { z } from 'zod';
import { check, optional, v } from '../validation/schemas.ts';

/** POST /api/user/sign-in-web */
export const signInWebSchema = z.object({
  username: v.required().check(check.max(100)),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  key: z.string().max(100).optional().nullable(),
  captcha: z.string().max(20).optional().nullable(),
  app: z.literal('WEB', { error: 'errors.wrongApp' }),
  device_id: z.string().max(100).optional().nullable(),
});
export type SignInWebInput = z.infer<typeof signInWebSchema>;

/**
 * POST /api/user/m-users/change-my-password. The renew flow sends the
 * current password as `old_password` and the new one as `password`; the same
 * call is also made with the two the other way round, so the server accepts
 * either order and tells them apart by which one is the current password.
 */
export const changeMyPasswordSchema = z.object({
  old_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export type ChangeMyPasswordInput = z.infer<typeof changeMyPasswordSchema>;

/** The new password, checked by the password rule of product.md section 5. */
export const newPasswordSchema = z.object({ password: v.password() });

/** The renew-password form: current, new, and the new once more. */
export const renewPasswordFormSchema = z
  .object({ old_password: v.required(), password: v.password(), password_repeat: v.required() })
  .refine((f) => f.password === f.password_repeat, {
    error: 'validation.passwordRepeat',
    path: ['password_repeat'],
  });

/** GET /api/user/general-settings/get-by-alias */
export const getByAliasQuerySchema = z.object({ alias: v.required().check(check.max(100)) });

/** A six-digit code of an authenticator app (spaces typed between groups are dropped). */
const totpCode = z
  .string({ error: 'validation.required' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.totpCode' }));

/** A recovery code as shown (`abcd-efgh-ijkl`), case and dashes ignored. */
const recoveryCode = z
  .string({ error: 'validation.required' })
  .transform((s) => s.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{12}$/, { error: 'validation.recoveryCode' }));

/**
 * POST /api/user/sign-in-2fa: the challenge token the password step answered,
 * and either a code of the authenticator app or one of the recovery codes.
 */
export const signInTwoFactorSchema = z
  .object({
    challenge_token: z.string({ error: 'validation.required' }).min(1).max(200),
    code: optional(totpCode),
    recovery_code: optional(recoveryCode),
  })
  .refine((f) => (f.code === undefined) !== (f.recovery_code === undefined), {
    error: 'validation.required',
    path: ['code'],
  });
export type SignInTwoFactorInput = z.infer<typeof signInTwoFactorSchema>;

/** POST /api/user/two-factor/confirm and /disable, /recovery-codes: a current code of the app. */
export const twoFactorCodeSchema = z.object({ code: totpCode });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** The kinds of sign-in event the log records (GET /api/user/sign-in-events). */
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

/** Filters of the sign-in event list: user, event kind, a period of days (Tashkent). */
export const signInEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20).default(20),
  user_id: optional(z.coerce.number().int().positive({ error: 'validation.invalid' })),
  event: optional(z.enum(SIGN_IN_EVENTS, { error: 'validation.invalid' })),
  from: optional(v.date()),
  to: optional(v.date()),
});
export type SignInEventsQuery = z.infer<typeof signInEventsQuerySchema>;
