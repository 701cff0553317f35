import type { ApiClient } from './http.ts';

export interface BranchOption {
  id: number;
  name: string;
  is_office: boolean;
}

export function branchesApi(client: ApiClient) {
  return {
    /** Sorted by id ascending. */
    forAutocomplete: () => client.get<BranchOption[]>('/warehouse/branches/get-branches-for-autocomplete'),
  };
}
