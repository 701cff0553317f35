import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string | undefined;
  onChange(month: string | undefined): void;
  testId: string;
  allowClear?: boolean;
}

/** A month (`YYYY-MM`) picker. */
export function MonthPicker({ value, onChange, testId, allowClear = false }: Props) {
  const { t } = useTranslation();
  return (
    <DatePicker
      picker="month"
      data-testid={testId}
      allowClear={allowClear}
      placeholder={t('payroll.fields.month')}
      value={value ? dayjs(`${value}-01`) : null}
      format="MM.YYYY"
      onChange={(d) => onChange(d ? d.format('YYYY-MM') : undefined)}
    />
  );
}

/** The month before this one: the last full month, what payroll usually works on. */
export const lastMonth = (): string => dayjs().subtract(1, 'month').format('YYYY-MM');
