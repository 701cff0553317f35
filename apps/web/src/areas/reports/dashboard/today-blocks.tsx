import type { HomeBlock, HomeLine } from '@savdo/shared/schemas/home';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n.ts';
import { HOME_KEY, homeApi } from './api.ts';
import { lineFigure, lineHref, showsLine } from './today-lines.ts';

/**
 * The reader's work for today under the greeting: a card per block their
 * rules allow (the server answers only those), each line a link opening its
 * screen with its figure; a block with nothing waiting says so. Cards sit
 * two abreast on a wide screen and stack on a phone.
 */
export function TodayBlocks() {
  const { t } = useTranslation();
  const today = useQuery({ queryKey: [HOME_KEY], queryFn: ({ signal }) => homeApi.today(signal) });
  if (today.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('home.loadFailed')}
        action={<Button onClick={() => void today.refetch()}>{t('home.retry')}</Button>}
      />
    );
  }
  const blocks = today.data?.blocks ?? [];
  if (blocks.length === 0) return null;
  return (
    <section data-testid="home-today" aria-labelledby="home-today-title">
      <Typography.Title level={2} id="home-today-title">
        {t('home.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {blocks.map((block) => (
          <Col key={block.key} xs={24} md={12}>
            <BlockCard block={block} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

function BlockCard({ block }: { block: HomeBlock }) {
  const { t } = useTranslation();
  const lines = block.lines.filter(showsLine);
  return (
    <Card data-testid={`home-block-${block.key}`} title={t(`home.blocks.${block.key}`)} size="small">
      {lines.length === 0 ? (
        <Typography.Text type="secondary" data-testid={`home-block-${block.key}-empty`}>
          {t('home.empty')}
        </Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <LineItem key={`${line.key}:${line.name ?? ''}`} line={line} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LineItem({ line }: { line: HomeLine }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li
      data-testid={`home-line-${line.key}`}
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, padding: '6px 0' }}
    >
      <Link to={lineHref(line)}>{t(`home.lines.${line.key}`, { name: line.name ?? '' })}</Link>
      <Typography.Text strong data-testid={`home-figure-${line.key}`}>
        {lineFigure(line, lang)}
      </Typography.Text>
    </li>
  );
}
