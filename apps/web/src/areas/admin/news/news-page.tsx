import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { NEWS_KEY, newsApi } from './api.ts';
import { NewsItem } from './news-item.tsx';

const PER_PAGE = 10;

/** `/news`: the staff news, newest first, unread ones marked until their reader says "read". */
export function NewsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const feed = useQuery({
    queryKey: [NEWS_KEY, 'feed', page],
    queryFn: ({ signal }) => newsApi.page(page, PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
  const read = useMutation({
    mutationFn: newsApi.markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: [NEWS_KEY] }),
  });
  const items = feed.data?.data ?? [];
  const meta = feed.data?.meta;
  return (
    <section data-testid="news-page">
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
        {meta && meta.unread > 0 ? (
          <Typography.Text data-testid="news-unread">
            {t('news.unreadCount', { n: meta.unread })}
          </Typography.Text>
        ) : null}
      </Flex>
      {feed.isError ? <Alert type="error" showIcon message={t('news.loadError')} /> : null}
      {feed.isLoading ? <Spin /> : null}
      {!feed.isLoading && !feed.isError && items.length === 0 ? (
        <Empty description={t('news.empty')} />
      ) : null}
      <Flex vertical gap={16}>
        {items.map((item) => (
          <NewsItem
            key={item.id}
            item={item}
            marking={read.isPending && read.variables === item.id}
            onRead={(id) => read.mutate(id)}
          />
        ))}
      </Flex>
      {meta && meta.total > PER_PAGE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={PER_PAGE}
          total={meta.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
