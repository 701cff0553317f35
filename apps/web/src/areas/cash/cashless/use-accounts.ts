import { useQuery } from '@tanstack/react-query';
import { CASHLESS_KEY, cashlessApi } from './api.ts';

/** The company's accounts as select options: "name · number (currency)". */
export function useAccountOptions() {
  const accounts = useQuery({
    queryKey: [CASHLESS_KEY, 'accounts'],
    queryFn: ({ signal }) => cashlessApi.accounts(signal),
    staleTime: 60_000,
  });
  return (accounts.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.firm_name ? `${a.firm_name} · ` : ''}${a.name} · ${a.account} (${a.currency})`,
  }));
}
