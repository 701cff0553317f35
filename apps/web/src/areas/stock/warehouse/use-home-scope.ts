import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { silentClient } from '../../../api/index.ts';
import { OPTION_SOURCES, type Option } from '../../../controls/option-select.tsx';
import { useMe } from '../../../platform/session.ts';

/**
 * The residues screen opens on the user's own branch: the branch tab on it,
 * the warehouse tabs on its first warehouse (by name), once, while the
 * address names none; the user may pick any other.
 */
export function useHomeScope(
  by: 'branch' | 'warehouse' | 'fifo',
  chosen: { branch_id?: string; warehouse_id?: string },
  choose: (change: { branch_id?: number; warehouse_id?: number }) => void,
): void {
  const branch = useMe().data?.user.branch?.id;
  const needWarehouse = by !== 'branch' && !chosen.warehouse_id && branch !== undefined;
  const warehouses = useQuery({
    queryKey: ['options', 'warehouse', 'branch', branch],
    queryFn: ({ signal }) =>
      silentClient.get<Option[]>(OPTION_SOURCES.warehouse, { query: { branch_id: branch }, signal }),
    enabled: needWarehouse,
    staleTime: 60_000,
  });
  const first = warehouses.data?.[0]?.id;
  // each tab once: a scope the user cleared stays cleared
  const done = useRef(new Set<string>());
  useEffect(() => {
    if (done.current.has(by)) return;
    if (by === 'branch' && branch !== undefined) {
      done.current.add(by);
      if (!chosen.branch_id) choose({ branch_id: branch });
    } else if (by !== 'branch' && (chosen.warehouse_id || first !== undefined)) {
      done.current.add(by);
      if (!chosen.warehouse_id && first !== undefined) choose({ warehouse_id: first });
    }
  }, [by, chosen.branch_id, chosen.warehouse_id, branch, first, choose]);
}
