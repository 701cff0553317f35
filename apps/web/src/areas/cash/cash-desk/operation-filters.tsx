import {
  CASH_OPERATION_STATUSES,
  CASH_OPERATION_TYPES,
  type MoneyAccountKind,
} from '@savdo/shared/schemas/money';
import { Flex, Select } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { COUNTERPART_SOURCES } from './counterparts.ts';
import type { OperationScreen } from './operation-screens.ts';

// the date picker loads with a chunk of its own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

export interface Filters {
  type?: string;
  branch_id?: number;
  cashbox_id?: number;
  status?: string;
  date_from?: string;
  date_to?: string;
  counterpart_id?: number;
}

interface Props {
  screen: OperationScreen;
  /** The types a screen of several kinds offers to filter by (the journal offers every type). */
  typeOptions?: readonly string[] | undefined;
  /** A type's screen filters by its counterpart (supplier, bank account, cost item, employee). */
  counterpartKind?: MoneyAccountKind | undefined;
  cashboxes: { value: number; label: string }[];
  filters: Filters;
  onChange(patch: Filters): void;
}

/** The filters of an operations list: period, type and branch (journal), counterpart (a type's screen), cashbox, status. */
export function OperationFilters({
  screen,
  typeOptions,
  counterpartKind,
  cashboxes,
  filters,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const types = screen.type ? typeOptions : CASH_OPERATION_TYPES;
  const source = counterpartKind ? COUNTERPART_SOURCES[counterpartKind] : undefined;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Suspense fallback={<span style={{ width: 260 }} />}>
        <DateRangeFilter
          testId="cash-operations-period"
          label={t('money.operations.date')}
          from={filters.date_from}
          to={filters.date_to}
          onChange={(date_from, date_to) => onChange({ date_from, date_to })}
        />
      </Suspense>
      {types && (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.type}
          onChange={(type?: string) => onChange({ type })}
          placeholder={t('money.operations.type')}
          aria-label={t('money.operations.type')}
          options={types.map((v) => ({ value: v, label: t(`money.types.${v}`) }))}
          style={{ width: 240 }}
          data-testid="cash-operations-type"
        />
      )}
      {!screen.type && (
        <OptionSelect
          source="branch"
          allowClear
          value={filters.branch_id}
          onChange={(branch_id) => onChange({ branch_id })}
          placeholder={t('money.operations.branch')}
          aria-label={t('money.operations.branch')}
          style={{ width: 200 }}
          testId="cash-operations-branch"
        />
      )}
      {counterpartKind && source && (
        <OptionSelect
          source={source}
          allowClear
          value={filters.counterpart_id}
          onChange={(counterpart_id) => onChange({ counterpart_id })}
          placeholder={t(`money.operations.counterparts.${counterpartKind}`)}
          aria-label={t(`money.operations.counterparts.${counterpartKind}`)}
          style={{ width: 240 }}
          testId="cash-operations-counterpart"
        />
      )}
      <Select
        allowClear
        value={filters.cashbox_id}
        onChange={(cashbox_id?: number) => onChange({ cashbox_id })}
        placeholder={t('money.operations.cashbox')}
        aria-label={t('money.operations.cashbox')}
        options={cashboxes}
        style={{ width: 200 }}
        data-testid="cash-operations-cashbox"
      />
      {!screen.receipts && (
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => onChange({ status })}
          placeholder={t('money.operations.status')}
          aria-label={t('money.operations.status')}
          options={CASH_OPERATION_STATUSES.map((v) => ({ value: v, label: t(`money.statuses.${v}`) }))}
          style={{ width: 180 }}
          data-testid="cash-operations-status"
        />
      )}
    </Flex>
  );
}
