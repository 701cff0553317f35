import type {
  AssignableSet,
  CatalogueModule,
  HolderKind,
  HolderOption,
  UserCard,
} from '@savdo/shared/schemas';
import { type ApiClient, mainClient, silentClient } from '../../../api/index.ts';

export type { HolderKind, HolderOption, UserCard };

const SET_PATHS: Record<HolderKind, (id: number) => string> = {
  position: (id) => `/user/user-positions/${id}/rules`,
  user: (id) => `/user/m-users/${id}/rules`,
  assignable: (id) => `/user/m-users/${id}/assignable-rules`,
};

/** Where the holder select searches: positions for position rules, users otherwise. */
export const OPTIONS_PATHS: Record<HolderKind, string> = {
  position: '/user/user-positions/options',
  user: '/user/m-users/options',
  assignable: '/user/m-users/options',
};

export function rbacApi(client: ApiClient) {
  return {
    catalogue: () => client.get<CatalogueModule[]>('/user/rules'),
    myAssignable: () => client.get<AssignableSet>('/user/my-assignable-rules'),
    ruleSet: (kind: HolderKind, id: number) => client.get<string[]>(SET_PATHS[kind](id)),
    saveRuleSet: (kind: HolderKind, id: number, rules: string[]) =>
      client.put<string[]>(SET_PATHS[kind](id), { rules }, { notifySuccess: true }),
    options: (kind: HolderKind, search: string) =>
      client.get<HolderOption[]>(OPTIONS_PATHS[kind], { query: { search } }),
    user: (id: number) => client.get<UserCard>(`/user/m-users/${id}`),
  };
}

/** Main client: overlay and toasts (loads that matter, saves). */
export const rbacCalls = rbacApi(mainClient);
/** Silent client: searches and the side panel. */
export const rbacSilent = rbacApi(silentClient);
