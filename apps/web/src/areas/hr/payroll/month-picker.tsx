import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../controls/date-fields.tsx';

interface Props {
  value: string | undefined;
  onChange(month: string | undefined): void;
  testId: string;
  allowClear?: boolean;
}

/** A payroll month (`YYYY-MM`): the product's month field, shown by name, 180 px wide. */
export function MonthPicker({ value, onChange, testId, allowClear = false }: Props) {
  const { t } = useTranslation();
  return (
    <MonthField
      testId={testId}
      allowClear={allowClear}
      placeholder={t('payroll.fields.month')}
      value={value}
      width={180}
      onChange={onChange}
    />
  );
}

/** The month before this one: the last full month, what payroll usually works on. */
export const lastMonth = (): string => dayjs().subtract(1, 'month').format('YYYY-MM');
