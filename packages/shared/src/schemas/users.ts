import { z } from 'zod';
import { check, optional, v } from '../validation/schemas.ts';

const username = v
  .required()
  .check(check.min(3), check.max(50))
  .check(z.refine((s: string) => /^[a-zA-Z0-9_.]+$/.test(s), { error: 'validation.username' }));

/** An administrator's edit of a user (no password here). */
export const userUpdateSchema = z.object({
  username,
  full_name: v.required().check(check.max(150)),
  phone_number: optional(v.phone()).transform((x) => x ?? null),
  branch_id: v.id(),
  user_position_id: v.id(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** A new user: their data and a first password, which expires at once (renewed at first sign-in). */
export const userCreateSchema = userUpdateSchema.extend({ password: v.password() });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** An administrator resets a user's password; it starts expired. */
export const resetPasswordSchema = z.object({ password: v.password() });

/** A set of rules (object.action names) to hold: of a position, of a user, or assignable by a user. */
export const ruleSetSchema = z.object({
  rules: z.array(z.string().max(100)).max(5000),
});
export type RuleSetInput = z.infer<typeof ruleSetSchema>;

/** One rule of `GET /user/rules`. */
export interface CatalogueRule {
  id: number;
  name: string;
  object: string;
  action: string;
}

/** One module (menu section id) of `GET /user/rules` with its rules. */
export interface CatalogueModule {
  module: string;
  rules: CatalogueRule[];
}

/** `GET /user/my-assignable-rules`: what the acting user may hand out (`all`, or these rules, sorted). */
export interface AssignableSet {
  all: boolean;
  rules: readonly string[];
}

/** Whose rule set a screen edits: a position's, a user's own, or what a user may assign. */
export type HolderKind = 'position' | 'user' | 'assignable';

/** A position or a user as their `/options` answer them. */
export interface HolderOption {
  id: number;
  name: string;
}

/** The part of `GET /user/m-users/:id` the rights screens read. */
export interface UserCard {
  id: number;
  full_name: string;
  user_position_id: number | null;
  user_position_name?: string | null;
}
