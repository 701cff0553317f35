import { z } from 'zod';
import { SIGN_IN_EVENTS } from '../sign-in/index.ts';
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

export { SIGN_IN_EVENTS, type SignInEvent } from '../sign-in/index.ts';

/** Filters of the sign-in event list: user, event kind, a period of days (Tashkent). */
export const signInEventsQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
  user_id: optional(v.idParam()),
  event: optional(z.enum(SIGN_IN_EVENTS, { error: 'validation.invalid' })),
  from: optional(v.date()),
  to: optional(v.date()),
});
export type SignInEventsQuery = z.infer<typeof signInEventsQuerySchema>;
