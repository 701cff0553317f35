import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { monthOptions, shownMonth } from './api.ts';

export interface MonthFilters {
  branch_id?: number;
  cost_item_id?: number;
  month_from?: string;
  month_to?: string;
}

/** The month range, branch and cost item filters the estimate screens share. */
export function MonthFilterBar({
  value,
  onChange,
}: {
  value: MonthFilters;
  onChange(patch: MonthFilters): void;
}) {
  const { t } = useTranslation();
  const months = monthOptions().map((m) => ({ value: m, label: shownMonth(m) }));
  return (
    <>
      <Select
        allowClear
        value={value.month_from}
        onChange={(month_from?: string) => onChange({ month_from })}
        placeholder={t('expenses.fields.monthFrom')}
        aria-label={t('expenses.fields.monthFrom')}
        options={months}
        style={{ width: 140 }}
        data-testid="filter-month-from"
      />
      <Select
        allowClear
        value={value.month_to}
        onChange={(month_to?: string) => onChange({ month_to })}
        placeholder={t('expenses.fields.monthTo')}
        aria-label={t('expenses.fields.monthTo')}
        options={months}
        style={{ width: 140 }}
        data-testid="filter-month-to"
      />
      <OptionSelect
        source="branch"
        value={value.branch_id}
        onChange={(branch_id) => onChange({ branch_id })}
        placeholder={t('expenses.fields.branch')}
        aria-label={t('expenses.fields.branch')}
        style={{ width: 200 }}
        testId="filter-branch"
      />
      <OptionSelect
        source="cost_item"
        value={value.cost_item_id}
        onChange={(cost_item_id) => onChange({ cost_item_id })}
        placeholder={t('expenses.fields.costItem')}
        aria-label={t('expenses.fields.costItem')}
        style={{ width: 220 }}
        testId="filter-cost-item"
      />
    </>
  );
}
