import { useQuery } from '@tanstack/react-query';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';

/** The payment types a sale takes and the user's cashboxes: short lists, fetched once per screen. */
export function usePaymentPickers() {
  const types = useQuery({
    queryKey: [CASH_TRADING_KEY, 'payment-types'],
    queryFn: ({ signal }) => cashTradingApi.paymentTypes(signal),
    staleTime: 60_000,
  });
  const cashboxes = useQuery({
    queryKey: [CASH_TRADING_KEY, 'cashboxes'],
    queryFn: ({ signal }) => cashTradingApi.cashboxes(signal),
    staleTime: 60_000,
  });
  return { types: types.data ?? [], cashboxes: cashboxes.data ?? [] };
}
