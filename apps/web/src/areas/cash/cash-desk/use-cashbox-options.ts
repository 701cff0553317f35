import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../platform/session.ts';
import { CASHBOX_KEY, cashboxApi, type MyCashbox } from './api.ts';

function useMyCashboxes() {
  return useQuery({
    queryKey: [CASHBOX_KEY, 'mine'],
    queryFn: ({ signal }) => cashboxApi.myCashboxes(signal),
  });
}

/** The signed-in cashier's cashboxes (every one with `cashbox.all`) as select options. */
export function useCashboxOptions() {
  const mine = useMyCashboxes();
  return (mine.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/**
 * The cashbox a form that takes or pays money starts with: the first one the
 * user is the cashier of (responsible for), else the only one offered; none
 * when the user may pick among several that are not theirs.
 */
export function defaultCashbox(
  cashboxes: readonly Pick<MyCashbox, 'id' | 'responsible_id'>[],
  userId: number | undefined,
): number | undefined {
  const own = cashboxes.find((c) => userId !== undefined && c.responsible_id === userId);
  return own?.id ?? (cashboxes.length === 1 ? cashboxes[0]?.id : undefined);
}

/** `defaultCashbox` of the signed-in user, once both lists are loaded. */
export function useDefaultCashbox(): number | undefined {
  const mine = useMyCashboxes();
  const me = useMe();
  return mine.data ? defaultCashbox(mine.data, me.data?.user.id) : undefined;
}
