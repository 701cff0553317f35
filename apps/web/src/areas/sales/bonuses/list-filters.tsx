import { DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import type { Query } from './api.ts';

interface Props {
  filters: Query;
  onChange(patch: Query): void;
  children?: ReactNode;
}

/** The bonus lists' filters: a client and a period (each on an index of the server's lists). */
export function ListFilters({ filters, onChange, children }: Props) {
  const { t } = useTranslation();
  const day = (v: string | number | undefined) => (typeof v === 'string' ? dayjs(v) : null);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <OptionSelect
        source="client"
        value={typeof filters.client_id === 'number' ? filters.client_id : undefined}
        placeholder={t('bonuses.fields.client')}
        aria-label={t('bonuses.fields.client')}
        style={{ minWidth: 240 }}
        onChange={(v) => onChange({ client_id: v })}
        testId="bonus-filter-client"
      />
      <DatePicker
        value={day(filters.from)}
        placeholder={t('bonuses.fields.dateFrom')}
        format="DD.MM.YYYY"
        onChange={(d) => onChange({ from: d ? d.format('YYYY-MM-DD') : undefined })}
      />
      <DatePicker
        value={day(filters.to)}
        placeholder={t('bonuses.fields.dateTo')}
        format="DD.MM.YYYY"
        onChange={(d) => onChange({ to: d ? d.format('YYYY-MM-DD') : undefined })}
      />
      {children}
    </Flex>
  );
}
