import { type ApiClient, mainClient, silentClient } from '../../../api/index.ts';
import type { AssignableSet, CatalogueModule } from './rule-helpers.ts';

/** Whose rule set a screen edits: a position's, a user's own, or what a user may assign. */
export type HolderKind = 'position' | 'user' | 'assignable';

export interface HolderOption {
  id: number;
  name: string;
}

/** The part of GET /user/m-users/:id these screens read. */
export interface UserCard {
  id: number;
  full_name: string;
  user_position_id: number | null;
  user_position_name?: string | null;
}

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
