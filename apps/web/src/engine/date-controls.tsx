import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * The engine's date and time controls, a chunk of their own (the date
 * picker is a third of a list screen's weight): loaded only by screens whose
 * resource has a date or time field. Values stay in the wire's format.
 */

const DISPLAY_DATE = 'DD.MM.YYYY';
const WIRE_DATE = 'YYYY-MM-DD';

interface ValueProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const dayOf = (value: unknown) => {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return parsed?.isValid() ? parsed : null;
};

/** A date kept as `YYYY-MM-DD` in the form, picked and shown as DD.MM.YYYY. */
export function DateInput({ id, value, onChange }: ValueProps) {
  return (
    <DatePicker
      id={id}
      value={dayOf(value)}
      format={DISPLAY_DATE}
      onChange={(date) => onChange?.(date ? date.format(WIRE_DATE) : undefined)}
      style={{ width: '100%' }}
    />
  );
}

/** A time kept as `HH:mm`. */
export function TimeInput({ id, value, onChange }: ValueProps) {
  return (
    <TimePicker
      id={id}
      value={typeof value === 'string' && value ? dayOf(`2000-01-01T${value}`) : null}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      onChange={(time) => onChange?.(time ? time.format('HH:mm') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

export interface DateRangeFilterProps {
  testId: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/** A date range filter (`<field>_from` / `<field>_to`). */
export function DateRangeFilter({ testId, label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      value={[dayOf(from), dayOf(to)]}
      format={DISPLAY_DATE}
      allowEmpty={[true, true]}
      placeholder={[`${label}: ${t('engine.from')}`, t('engine.to')]}
      onChange={(range) => onChange(range?.[0]?.format(WIRE_DATE), range?.[1]?.format(WIRE_DATE))}
    />
  );
}
