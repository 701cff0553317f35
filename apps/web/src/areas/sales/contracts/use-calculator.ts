import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTRACTS_KEY, contractsApi } from './api.ts';
import type { GoodsLine } from './terms.ts';

/** The calculator's data (prices of the chosen goods, tariffs, settings), refetched as the goods change. */
export function useCalculator(lines: readonly GoodsLine[] | undefined) {
  const ids = [...new Set((lines ?? []).map((l) => l.product_id).filter((id): id is number => !!id))].sort(
    (a, b) => a - b,
  );
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'calculator', ids],
    queryFn: ({ signal }) => contractsApi.calculator(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
