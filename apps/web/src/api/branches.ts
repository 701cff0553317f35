import type { BranchOption } from '@savdo/shared/schemas';
import type { ApiClient } from './http.ts';

export type { BranchOption };

export function branchesApi(client: ApiClient) {
  return {
    /** Sorted by id ascending. */
    forAutocomplete: () => client.get<BranchOption[]>('/warehouse/branches/get-branches-for-autocomplete'),
  };
}
