import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEWS_KEY, newsApi } from './api.ts';

/**
 * The newest unread news item, on the landing page after sign-in, until its
 * reader opens it or closes it (either marks it read, so it shows once).
 */
export function NewsBanner() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const unread = useQuery({
    queryKey: [NEWS_KEY, 'unread'],
    queryFn: ({ signal }) => newsApi.unread(signal),
  });
  const read = useMutation({
    mutationFn: newsApi.markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: [NEWS_KEY] }),
  });
  const latest = unread.data?.latest;
  if (!latest) return null;
  const more = (unread.data?.unread ?? 1) - 1;
  return (
    <Alert
      data-testid="news-banner"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={`${t('dashboard.news.title')}: ${latest.name}`}
      description={more > 0 ? t('dashboard.news.more', { n: more }) : undefined}
      action={
        <Flex gap={8} wrap>
          <Link to={`/news#news-${latest.id}`} onClick={() => read.mutate(latest.id)}>
            {t('dashboard.news.open')}
          </Link>
          <Button size="small" data-testid="news-banner-dismiss" onClick={() => read.mutate(latest.id)}>
            {t('dashboard.news.dismiss')}
          </Button>
        </Flex>
      }
    />
  );
}
