import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import type { Query } from './api.ts';

interface Props {
  filters: Query;
  onChange(patch: Query): void;
  /** Which dates to ask: one day, a period, or none. */
  dates: 'day' | 'period' | 'none';
  children?: ReactNode;
}

/** The attendance lists' filters: a day or a period, a branch, a name or number (each on an index). */
export function AttendanceFilters({ filters, onChange, dates, children }: Props) {
  const { t } = useTranslation();
  const picker = (key: string, label: string) => (
    <DateField
      value={filters[key]}
      placeholder={label}
      allowClear={false}
      width={150}
      testId={`attendance-filter-${key}`}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      {dates === 'day' && picker('date', t('attendance.fields.date'))}
      {dates === 'period' && picker('from', t('attendance.fields.from'))}
      {dates === 'period' && picker('to', t('attendance.fields.to'))}
      <OptionSelect
        source="branch"
        value={typeof filters.branch_id === 'number' ? filters.branch_id : undefined}
        placeholder={t('attendance.fields.branch')}
        aria-label={t('attendance.fields.branch')}
        style={{ minWidth: 220 }}
        onChange={(v) => onChange({ branch_id: v })}
        testId="attendance-filter-branch"
      />
      <Input.Search
        allowClear
        placeholder={t('attendance.fields.search')}
        style={{ width: 240 }}
        data-testid="attendance-filter-search"
        onSearch={(v) => onChange({ search: v.trim() || undefined })}
      />
      {children}
    </Flex>
  );
}
