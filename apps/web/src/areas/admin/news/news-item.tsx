import { formatDate } from '@savdo/shared/format';
import type { NewsFeedItem } from '@savdo/shared/schemas/news';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/html.ts';

interface Props {
  item: NewsFeedItem;
  marking: boolean;
  onRead(id: number): void;
}

/** One news item of the feed: its title, date, text, and the unread mark with "read". */
export function NewsItem({ item, marking, onRead }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      id={`news-${item.id}`}
      data-testid={`news-item-${item.id}`}
      data-read={item.read}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            {item.name}
          </Typography.Title>
          {item.read ? null : <Tag color="blue">{t('news.new')}</Tag>}
        </Flex>
      }
      extra={
        item.read ? (
          <Typography.Text type="secondary">{t('news.read')}</Typography.Text>
        ) : (
          <Button data-testid={`news-read-${item.id}`} loading={marking} onClick={() => onRead(item.id)}>
            {t('news.markRead')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t('news.published', { date: formatDate(item.published_at) })}
      </Typography.Paragraph>
      {/* Stored sanitised by the news editor's allow-list, and sanitised again here. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed HTML from the shared sanitiser */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body) }} />
    </Card>
  );
}
