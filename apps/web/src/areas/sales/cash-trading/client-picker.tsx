import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../shared/format.ts';
import { SearchSelect } from '../../../shared/search-select.tsx';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';

/** A client found by name (either script) or phone, from the second letter typed. */
export function ClientPicker({
  value,
  onChange,
  style,
  testId = 'sale-client',
}: {
  value?: number;
  onChange?: (v?: number) => void;
  style?: CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      value={value}
      onChange={onChange}
      placeholder={t('cashTrading.form.findClient')}
      aria-label={t('cashTrading.form.findClient')}
      style={style}
      testId={testId}
      minSearch={2}
      queryKey={[CASH_TRADING_KEY, 'clients']}
      search={cashTradingApi.clients}
      optionOf={(c) => ({
        value: c.id,
        label: c.phone ? `${c.full_name} · ${formatPhone(c.phone)}` : c.full_name,
      })}
    />
  );
}
