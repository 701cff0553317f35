import { CASH_TRADE_STATUSES } from '@savdo/shared/schemas/cash-trading';
import { Flex, Input, Select } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { normalizeDecimalText } from '../../../shared/decimal-input.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { ClientPicker } from './client-picker.tsx';
import { usePaymentPickers } from './use-pickers.ts';

// the date picker loads with a chunk of its own (the screens' size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

export interface TradeFilterValues {
  date_from?: string;
  date_to?: string;
  branch_id?: number;
  client_id?: number;
  fond_id?: number;
  status?: string;
  payment_type_id?: number;
  sum_from?: string;
  sum_to?: string;
}

/** A sum bound typed freely and sent once the typing pauses (a valid decimal only). */
function SumInput({
  placeholder,
  onChange,
  testId,
}: {
  placeholder: string;
  onChange(v?: string): void;
  testId: string;
}) {
  const [text, setText] = useState('');
  const value = useDebounced(text, 400);
  const changed = useRef(onChange);
  changed.current = onChange;
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    const clean = normalizeDecimalText(value);
    const next = /^\d+(\.\d{1,2})?$/.test(clean) ? clean : undefined;
    if (next === sent.current) return;
    sent.current = next;
    changed.current(next);
  }, [value]);
  return (
    <Input
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={placeholder}
      inputMode="decimal"
      style={{ width: 140 }}
      data-testid={testId}
    />
  );
}

/**
 * The filters of a trade list: period, branch, client, fund (fund sales),
 * status, payment type and a sum range; each is backed by an index on the
 * server.
 */
export function TradeFilters({
  value,
  fond,
  onChange,
}: {
  value: TradeFilterValues;
  fond: boolean;
  onChange(patch: Partial<TradeFilterValues>): void;
}) {
  const { t } = useTranslation();
  const { types } = usePaymentPickers();
  const f = (key: string) => t(`cashTrading.filters.${key}`);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Suspense fallback={<span style={{ width: 260 }} />}>
        <DateRangeFilter
          testId="trades-period"
          label={f('period')}
          from={value.date_from}
          to={value.date_to}
          onChange={(date_from, date_to) => onChange({ date_from, date_to })}
        />
      </Suspense>
      <OptionSelect
        source="branch"
        value={value.branch_id}
        onChange={(branch_id) => onChange({ branch_id })}
        placeholder={f('branch')}
        aria-label={f('branch')}
        style={{ width: 180 }}
        testId="trades-branch"
      />
      <ClientPicker
        value={value.client_id}
        onChange={(client_id) => onChange({ client_id })}
        style={{ width: 200 }}
        testId="trades-client"
      />
      {fond && (
        <OptionSelect
          source="fond"
          value={value.fond_id}
          onChange={(fond_id) => onChange({ fond_id })}
          placeholder={f('fond')}
          aria-label={f('fond')}
          style={{ width: 200 }}
          testId="trades-fond"
        />
      )}
      <Select
        allowClear
        value={value.status}
        onChange={(status?: string) => onChange({ status })}
        placeholder={f('status')}
        aria-label={f('status')}
        options={CASH_TRADE_STATUSES.map((v) => ({ value: v, label: t(`cashTrading.statuses.${v}`) }))}
        style={{ width: 170 }}
        data-testid="trades-status"
      />
      <Select
        allowClear
        value={value.payment_type_id}
        onChange={(payment_type_id?: number) => onChange({ payment_type_id })}
        placeholder={f('paymentType')}
        aria-label={f('paymentType')}
        options={types.map((p) => ({ value: p.id, label: p.name }))}
        style={{ width: 170 }}
        data-testid="trades-payment-type"
      />
      <SumInput
        placeholder={f('sumFrom')}
        onChange={(sum_from) => onChange({ sum_from })}
        testId="trades-sum-from"
      />
      <SumInput placeholder={f('sumTo')} onChange={(sum_to) => onChange({ sum_to })} testId="trades-sum-to" />
    </Flex>
  );
}
