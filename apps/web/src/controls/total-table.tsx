import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { ApiEnvelope } from '../api/index.ts';
import type { ListColumn } from '../shared/list-columns.ts';
import { ListTable } from '../shared/list-table.tsx';

interface Props<T> {
  testId: string;
  columns: readonly ListColumn<T>[];
  /** The page's query, answered with the list's total in `meta`. */
  list: UseQueryResult<ApiEnvelope<T[]>>;
  page: number;
  perPage: number;
  onPage(page: number): void;
  loadErrorText: string;
  emptyText: string;
  /** The total's text beside the page numbers; none without it. */
  showTotal?: (total: number) => string;
  /** Marks the table `data-loading` while a page loads (browser tests wait on it). */
  markLoading?: boolean;
}

/** A server-paged list answered with its total: its load error, the table and the page numbers. */
export function TotalTable<T extends { id: number }>({
  testId,
  columns,
  list,
  page,
  perPage,
  onPage,
  loadErrorText,
  emptyText,
  showTotal,
  markLoading,
}: Props<T>) {
  return (
    <>
      {list.isError && <Alert type="error" showIcon title={loadErrorText} style={{ marginBottom: 16 }} />}
      <ListTable<T>
        data-testid={testId}
        data-loading={(markLoading && list.isFetching) || undefined}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isLoading}
        locale={{ emptyText }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: list.data?.meta?.total ?? 0,
          showSizeChanger: false,
          showTotal,
          onChange: onPage,
        }}
      />
    </>
  );
}
