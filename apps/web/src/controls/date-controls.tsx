import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * The product's date, month, time and period controls: one chunk of their
 * own (the picker is a good part of a screen's weight), loaded through
 * `date-fields.tsx` when first shown. Values stay in the wire's form
 * (`YYYY-MM-DD`, `YYYY-MM`, `HH:mm`); people see and type DD.MM.YYYY (also
 * DDMMYYYY, D.M.YYYY) and months as MM.YYYY (the panel names them; a field
 * must stay typeable, which a month name would not be), whatever the
 * browser's own locale, which the browser's native date input follows.
 * Headings, cards and tables write months by name (`formatMonth`).
 */

/** Shown first; the others are also read when typed. */
export const DATE_FORMATS = ['DD.MM.YYYY', 'D.M.YYYY', 'DDMMYYYY', 'YYYY-MM-DD'];
export const MONTH_FORMATS = ['MM.YYYY', 'M.YYYY', 'MMYYYY', 'YYYY-MM'];
const WIRE_DATE = 'YYYY-MM-DD';
const WIRE_MONTH = 'YYYY-MM';

export const dayOf = (value: unknown): Dayjs | null => {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return parsed?.isValid() ? parsed : null;
};

export interface DateInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  /** Days before this one (`YYYY-MM-DD`) are greyed in the calendar; a typed one is left to the form's rule. */
  min?: string;
  /** Days after this one (`YYYY-MM-DD`) are greyed in the calendar. */
  max?: string;
  /** The control's width; the whole field by default. */
  width?: number | string;
}

/** A day (`YYYY-MM-DD`) picked or typed as DD.MM.YYYY. */
export function DateInput(props: DateInputProps) {
  return <PickerInput {...props} />;
}

/** A month (`YYYY-MM`), shown and typed as MM.YYYY, picked from the month names. */
export function MonthInput(props: DateInputProps) {
  return <PickerInput {...props} month />;
}

function PickerInput({
  id,
  value,
  onChange,
  disabled,
  placeholder,
  allowClear,
  testId,
  min,
  max,
  width = '100%',
  month = false,
}: DateInputProps & { month?: boolean }) {
  const { t } = useTranslation();
  const wire = month ? WIRE_MONTH : WIRE_DATE;
  const floor = dayOf(min);
  const ceiling = dayOf(max);
  return (
    <DatePicker
      id={id}
      picker={month ? 'month' : undefined}
      data-testid={testId}
      value={dayOf(month && typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value)}
      format={month ? MONTH_FORMATS : DATE_FORMATS}
      disabled={disabled}
      placeholder={placeholder ?? t(month ? 'common.dates.monthPlaceholder' : 'common.dates.placeholder')}
      allowClear={allowClear}
      disabledDate={
        floor || ceiling
          ? (d) => Boolean((floor && d.isBefore(floor, 'day')) || (ceiling && d.isAfter(ceiling, 'day')))
          : undefined
      }
      onChange={(date) => onChange?.(date ? date.format(wire) : undefined)}
      style={{ width }}
    />
  );
}

export interface TimeInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  testId?: string;
}

/** A time kept as `HH:mm` on the 24-hour clock. */
export function TimeInput({ id, value, onChange, disabled, testId }: TimeInputProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      id={id}
      data-testid={testId}
      value={typeof value === 'string' && value ? dayOf(`2000-01-01T${value}`) : null}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      disabled={disabled}
      placeholder={t('common.dates.timePlaceholder')}
      onChange={(time) => onChange?.(time ? time.format('HH:mm') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

export interface DateRangeProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  testId?: string;
  /** Names the period in the first end's placeholder ("Sana: dan"). */
  label?: string;
  /** Either end may stay open (the default) or both are needed. */
  allowEmpty?: boolean;
  allowClear?: boolean;
}

/** A period (`from` / `to`, `YYYY-MM-DD`); either end may stay open unless `allowEmpty` is false. */
export function DateRange({
  from,
  to,
  onChange,
  testId,
  label,
  allowEmpty = true,
  allowClear,
}: DateRangeProps) {
  const { t } = useTranslation();
  const start = t('common.dates.from');
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      value={[dayOf(from), dayOf(to)]}
      format={DATE_FORMATS}
      allowEmpty={[allowEmpty, allowEmpty]}
      allowClear={allowClear}
      placeholder={[label ? `${label}: ${start}` : start, t('common.dates.to')]}
      onChange={(range) => onChange(range?.[0]?.format(WIRE_DATE), range?.[1]?.format(WIRE_DATE))}
    />
  );
}

export interface DateRangeInputProps {
  id?: string;
  /** `[from, to]` as `YYYY-MM-DD`, the form's value. */
  value?: unknown;
  onChange?: (value: [string, string] | undefined) => void;
  testId?: string;
}

const rangeOf = (value: unknown): [Dayjs | null, Dayjs | null] | null =>
  Array.isArray(value) ? [dayOf(value[0]), dayOf(value[1])] : null;

/** A period as a form's field: `[from, to]` (`YYYY-MM-DD`), both ends needed. */
export function DateRangeInput({ id, value, onChange, testId }: DateRangeInputProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      id={id}
      data-testid={testId}
      value={rangeOf(value)}
      format={DATE_FORMATS}
      placeholder={[t('common.dates.placeholder'), t('common.dates.placeholder')]}
      onChange={(range) =>
        onChange?.(
          range?.[0] && range[1] ? [range[0].format(WIRE_DATE), range[1].format(WIRE_DATE)] : undefined,
        )
      }
      style={{ width: '100%' }}
    />
  );
}
