import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE, DISPLAY_MONTH, dayOf, WIRE_DATE, WIRE_MONTH } from './dates.ts';

/**
 * The date controls, a chunk of their own (the date picker is a sixth of a
 * screen's budget): loaded through `date-fields.tsx` when first shown.
 */

export interface DateInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
}

export function DateInput(props: DateInputProps) {
  return <PickerInput {...props} />;
}

/** A month (`YYYY-MM`) in the interface's language (the browser's own month input is not). */
export function MonthInput(props: DateInputProps) {
  return <PickerInput {...props} month />;
}

/** A day (`YYYY-MM-DD`) or, with `month`, a month (`YYYY-MM`) on the wire. */
function PickerInput({
  id,
  value,
  onChange,
  disabled,
  placeholder,
  allowClear,
  testId,
  month = false,
}: DateInputProps & { month?: boolean }) {
  return (
    <DatePicker
      id={id}
      picker={month ? 'month' : undefined}
      data-testid={testId}
      value={dayOf(month && value ? `${value}-01` : value)}
      format={month ? DISPLAY_MONTH : DISPLAY_DATE}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      onChange={(date) => onChange?.(date ? date.format(month ? WIRE_MONTH : WIRE_DATE) : undefined)}
      style={{ width: '100%' }}
    />
  );
}

export interface DateRangeProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  testId?: string;
}

/** A period filter (`date_from` / `date_to`); either end may stay open. */
export function DateRange({ from, to, onChange, testId }: DateRangeProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      value={[dayOf(from), dayOf(to)]}
      format={DISPLAY_DATE}
      allowEmpty={[true, true]}
      placeholder={[t('warehouse.filters.from'), t('warehouse.filters.to')]}
      onChange={(range) => onChange(range?.[0]?.format(WIRE_DATE), range?.[1]?.format(WIRE_DATE))}
    />
  );
}
