import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiEnvelope } from '../../../api/index.ts';
import { TotalTable } from '../../../controls/total-table.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PER_PAGE } from '../warehouse/list-query.ts';
import { ASSETS_KEY, type AssetUnitRow } from './api.ts';

type Query = Record<string, string | number | undefined>;

/** A page of a list from the server, kept while the next one loads. */
export function usePagedList<T>(
  name: string,
  fetch: (query: Query, signal?: AbortSignal) => Promise<ApiEnvelope<T[]>>,
  query: Query,
) {
  const full = { per_page: PER_PAGE, ...query };
  return useQuery({
    queryKey: [ASSETS_KEY, name, full],
    queryFn: ({ signal }) => fetch(full, signal),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every fixed-assets list (and the warehouse residues) after a write. */
export function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

interface TableProps<T> {
  testId: string;
  columns: TableColumnsType<T>;
  list: ReturnType<typeof usePagedList<T>>;
  page: number;
  onPage: (page: number) => void;
}

/** A server-paged table with its total, loading and error state. */
export function PagedTable<T extends { id: number }>(props: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <TotalTable<T>
      {...props}
      perPage={PER_PAGE}
      loadErrorText={t('basicTools.list.loadFailed')}
      emptyText={t('basicTools.list.nothing')}
      showTotal={(n) => t('basicTools.list.total', { n })}
      markLoading
    />
  );
}

/** The screen's title with its toolbar on the right. */
export function ScreenHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8}>{children}</Flex>
    </Flex>
  );
}

export function StatusTag({ status }: { status: AssetUnitRow['status'] }) {
  const { t } = useTranslation();
  const color = status === 'IN_USE' ? 'green' : status === 'CANCELED' ? 'orange' : 'default';
  return <Tag color={color}>{t(`basicTools.status.${status}`)}</Tag>;
}
