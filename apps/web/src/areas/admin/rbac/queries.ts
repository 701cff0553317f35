import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rbacCalls } from './api.ts';
import { groupCatalogue, type RuleGroup } from './rule-helpers.ts';

export const RBAC_KEY = 'rbac';
const LONG = 5 * 60_000;

/** The rule catalogue, grouped and labelled in the current language (once per catalogue and language). */
export function useRuleGroups(): { groups: RuleGroup[] | undefined; isError: boolean } {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: [RBAC_KEY, 'catalogue'],
    queryFn: () => rbacCalls.catalogue(),
    staleTime: LONG,
  });
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels change with the language
  const groups = useMemo(
    () => (query.data ? groupCatalogue(query.data, (key, params) => t(key, params ?? {})) : undefined),
    [query.data, t, language],
  );
  return { groups, isError: query.isError };
}

/** What the acting user may hand out. */
export function useMyAssignable() {
  return useQuery({
    queryKey: [RBAC_KEY, 'my-assignable'],
    queryFn: () => rbacCalls.myAssignable(),
    staleTime: LONG,
  });
}
