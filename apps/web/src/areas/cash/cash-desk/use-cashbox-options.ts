import { useQuery } from '@tanstack/react-query';
import { CASHBOX_KEY, cashboxApi } from './api.ts';

/** The signed-in cashier's cashboxes (every one with `cashbox.all`) as select options. */
export function useCashboxOptions() {
  const mine = useQuery({
    queryKey: [CASHBOX_KEY, 'mine'],
    queryFn: ({ signal }) => cashboxApi.myCashboxes(signal),
  });
  return (mine.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}
