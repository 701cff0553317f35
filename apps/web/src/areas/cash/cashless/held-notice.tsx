import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { CASHLESS_KEY, cashlessApi } from './api.ts';

const KEY_OF = { suspense: 'cashless.held.suspense', bank_transit: 'cashless.held.transit' } as const;

/** What the suspense account holds (wrongly received, not yet returned) or what is in transit between our accounts. */
export function HeldNotice({ kinds }: { kinds: readonly (keyof typeof KEY_OF)[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const balances = useQuery({
    queryKey: [CASHLESS_KEY, 'balances'],
    queryFn: ({ signal }) => cashlessApi.balances(signal),
    retry: false,
  });
  const held = balances.data?.held ?? {};
  const lines = kinds.flatMap((kind) =>
    (['UZS', 'USD'] as const)
      .filter((currency) => {
        const value = held[`${kind}_${currency}`];
        return value !== undefined && Number(value) !== 0;
      })
      .map((currency) => ({ kind, currency, amount: held[`${kind}_${currency}`] ?? '0' })),
  );
  if (lines.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="bank-held"
      title={lines.map((l) => t(KEY_OF[l.kind], { amount: money(l.amount, l.currency, lang) })).join(' · ')}
    />
  );
}
