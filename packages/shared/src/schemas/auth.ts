import { z } from 'zod';
import { check, v } from '../validation/schemas.ts';

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
