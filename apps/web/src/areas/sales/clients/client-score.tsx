import type { ClientDisciplineView, DisciplineFigures } from '@savdo/shared/schemas/client-ratings';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { silentClient } from '../../../api/index.ts';
import { CLIENT_SCORE_KEY } from './api.ts';
import { GradeTag } from './grade-tag.tsx';

/** A client's payment discipline in a line of figures (the client card, the order approval). */
export function ScoreFigures({ figures }: { figures: DisciplineFigures }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  if (figures.instalments === 0)
    return (
      <Typography.Text type="secondary" data-testid="score-none">
        {t('clientRatings.card.noHistory')}
      </Typography.Text>
    );
  return (
    <Descriptions size="small" column={4} bordered data-testid="client-score">
      <Descriptions.Item label={f('grade')}>
        <GradeTag figures={figures} testId="score-grade" />
      </Descriptions.Item>
      <Descriptions.Item label={f('onTime')}>{figures.on_time}</Descriptions.Item>
      <Descriptions.Item label={f('worst')}>
        <span data-testid="score-worst">{figures.worst_days_late}</span>
      </Descriptions.Item>
      <Descriptions.Item label={f('current')}>
        <span data-testid="score-current">{figures.current_days_late}</span>
      </Descriptions.Item>
      {(
        [
          ['D1_30', figures.late_1_30],
          ['D31_60', figures.late_31_60],
          ['D61_90', figures.late_61_90],
          ['D91', figures.late_91],
        ] as const
      ).map(([b, n]) => (
        <Descriptions.Item key={b} label={t(`clientRatings.buckets.${b}`)}>
          <span data-testid={`score-${b}`}>{n}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The client card's block: the score computed now (a payment made a minute ago counts). */
export function ClientScore({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const score = useQuery({
    queryKey: [CLIENT_SCORE_KEY, 'client', clientId],
    queryFn: ({ signal }) =>
      silentClient.get<ClientDisciplineView>(`/client-ratings/payment-discipline/${clientId}`, { signal }),
  });
  if (!score.data) return null;
  return (
    <section style={{ marginBottom: 12 }} data-testid="card-score">
      <Typography.Text strong>{t('clientRatings.card.title')}</Typography.Text>
      <ScoreFigures figures={score.data} />
    </section>
  );
}
