import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiEnvelope } from '../../api/index.ts';
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
export function ListTable<T extends { id: number }>({
  testId,
  columns,
  list,
  emptyKey,
  page,
  onPage,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('supplierCalculations.list.loadFailed')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<T>
        data-testid={testId}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(emptyKey) }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: list.data?.meta?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
        }}
      />
    </>
  );
}
