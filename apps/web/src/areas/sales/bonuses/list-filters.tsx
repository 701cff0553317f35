import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
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
      <DateField
        value={filters.from}
        placeholder={t('bonuses.fields.dateFrom')}
        allowClear
        width={150}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        value={filters.to}
        placeholder={t('bonuses.fields.dateTo')}
        allowClear
        width={150}
        onChange={(to) => onChange({ to })}
      />
      {children}
    </Flex>
  );
}
