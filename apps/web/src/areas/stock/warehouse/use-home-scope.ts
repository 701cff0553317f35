import { useQuery } from '@tanstack/react-query';
import { silentClient } from '../../../api/index.ts';
import { OPTION_SOURCES, type Option } from '../../../controls/option-select.tsx';
import { useMe } from '../../../platform/session.ts';
import { homeScope } from './home-scope.ts';

/**
 * Where the residues screen looks while the address names no scope: the
 * user's own branch on the branch tab, that branch's first warehouse (by
 * name) on the others. Derived, never written into the address: writing it
 * once the warehouses arrive could land after the user has moved on to
 * another screen and take them back here.
 */
export function useHomeScope(needWarehouse: boolean): { branch_id?: string; warehouse_id?: string } {
  const branch = useMe().data?.user.branch?.id;
  const warehouses = useQuery({
    queryKey: ['options', 'warehouse', 'branch', branch],
    queryFn: ({ signal }) =>
      silentClient.get<Option[]>(OPTION_SOURCES.warehouse, { query: { branch_id: branch }, signal }),
    enabled: needWarehouse && branch !== undefined,
    staleTime: 60_000,
  });
  return homeScope(branch, warehouses.data);
}
