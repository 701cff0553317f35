import { DEV_RULE, toRuleSet } from '@savdo/shared/rules';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type Me } from '../api/index.ts';
import { tokenStore } from '../shared/storage.ts';
import type { GuardUser } from './guard.ts';

export const ME_QUERY_KEY = ['me'] as const;
const EMPTY_RULES: ReadonlySet<string> = new Set();
const ruleSets = new WeakMap<Me, ReadonlySet<string>>();

/** The user's rules as `object.action` names, built once per `me` answer; `is_dev` adds `is_dev.show`. */
export function rulesOf(me: Me | undefined): ReadonlySet<string> {
  if (!me) return EMPTY_RULES;
  let rules = ruleSets.get(me);
  if (!rules) {
    const set = new Set(toRuleSet(me.rules));
    if (me.user.is_dev) set.add(DEV_RULE);
    rules = set;
    ruleSets.set(me, rules);
  }
  return rules;
}

export function isPasswordExpired(me: Me): boolean {
  return Boolean(me.password_is_expire || me.user.password_is_expire);
}

export function hasToken(): boolean {
  return tokenStore.get() !== null;
}

/** The current user (`['me']`), fetched once per page load unless invalidated. */
export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api.user.me(),
    enabled: hasToken(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Forces `me` to load again (after the user's rights or profile changed). */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** The rule set of the current user, computed once per `me`. */
export function useRules(): ReadonlySet<string> {
  const { data } = useMe();
  return useMemo(() => rulesOf(data), [data]);
}

export function useGuardUser(): GuardUser | undefined {
  const { data } = useMe();
  return useMemo(
    () =>
      data
        ? {
            passwordExpired: isPasswordExpired(data),
            enrolmentRequired: Boolean(data.two_factor_enrolment_required),
            rules: rulesOf(data),
          }
        : undefined,
    [data],
  );
}
