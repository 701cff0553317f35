import type { RouteDef } from '@savdo/shared/routes';
import { checkRule } from '@savdo/shared/rules';

/** Paths of product.md section 2 that the guard sends people to. */
export const PATHS = {
  home: '/',
  login: '/auth/login',
  renewPassword: '/auth/renew-password',
  twoFactor: '/auth/two-factor',
  notFound: '/404',
} as const;

/** What the guard needs to know of the current user. */
export interface GuardUser {
  passwordExpired: boolean;
  /** Holds a rights-management rule without a second factor: must enrol before anything else. */
  enrolmentRequired?: boolean;
  /** The user's rules as `object.action` names, built once per `me`. */
  rules: ReadonlySet<string>;
}

export interface GuardState {
  hasToken: boolean;
  /** Undefined while the current user is not loaded yet. */
  me: GuardUser | undefined;
}

export interface GuardDecision {
  /** Where to send the user instead; absent means the route may render. */
  redirect?: string;
  /** The current user must be loaded before deciding. */
  waitForMe?: boolean;
}

type GuardedRoute = Pick<RouteDef, 'path' | 'rule' | 'public'>;

/**
 * The route guard of product.md section 2, in its order:
 * 1. a public route is open, but a signed-in user is sent to `/`;
 * 2. no token: `/auth/login`;
 * 3. with a token the current user is loaded;
 * 4. an expired password: `/auth/renew-password` (unless already there);
 * 5. a second factor to enrol (a rights manager without one): `/auth/two-factor`;
 * 6. a rule the user lacks: `/404`.
 */
export function decide(route: GuardedRoute, { hasToken, me }: GuardState): GuardDecision {
  if (route.public) return hasToken ? { redirect: PATHS.home } : {};
  if (!hasToken) return { redirect: PATHS.login };
  if (!me) return { waitForMe: true };
  if (me.passwordExpired && route.path !== PATHS.renewPassword) return { redirect: PATHS.renewPassword };
  if (me.enrolmentRequired && !me.passwordExpired && route.path !== PATHS.twoFactor) {
    return { redirect: PATHS.twoFactor };
  }
  if (!checkRule(route.rule, me.rules)) return { redirect: PATHS.notFound };
  return {};
}
