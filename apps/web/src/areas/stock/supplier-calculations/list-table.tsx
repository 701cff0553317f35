import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiEnvelope } from '../../../api/index.ts';
import { TotalTable } from '../../../controls/total-table.tsx';
import { PER_PAGE } from '../warehouse/list-query.ts';

interface Props<T> {
  testId: string;
  columns: TableColumnsType<T>;
  list: UseQueryResult<ApiEnvelope<T[]>>;
  /** The i18n key of the empty list's text. */
  emptyKey: string;
  page: number;
  onPage(page: number): void;
}

/** A server-paged settlements list with its total, its load error and its empty text. */
export function ListTable<T extends { id: number }>({ emptyKey, ...table }: Props<T>) {
  const { t } = useTranslation();
  return (
    <TotalTable<T>
      {...table}
      perPage={PER_PAGE}
      loadErrorText={t('supplierCalculations.list.loadFailed')}
      emptyText={t(emptyKey)}
    />
  );
}
