import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PROMOTIONS_KEY, promotionsApi } from './api.ts';

/** A promotion's draw: its recorded secret and seed, the winning tickets, and whether a re-run gives them again. */
export function DrawCard({ promotionId, onClose }: { promotionId: number; onClose(): void }) {
  const { t } = useTranslation();
  const draw = useQuery({
    queryKey: [PROMOTIONS_KEY, 'draw', promotionId],
    queryFn: ({ signal }) => promotionsApi.drawDetail(promotionId, signal),
  });
  const f = (key: string) => t(`promotions.fields.${key}`);
  const d = draw.data;
  return (
    <Modal open footer={null} onCancel={onClose} title={t('promotions.actions.verify')} width={720}>
      {draw.isLoading && <Spin />}
      {draw.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {d && (
        <div data-testid="promotion-draw-card">
          <Alert
            type={d.reproduced ? 'success' : 'error'}
            showIcon
            title={t(d.reproduced ? 'promotions.messages.reproduced' : 'promotions.messages.notReproduced')}
            data-testid="promotion-draw-reproduced"
          />
          <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label={f('date')}>
              {dayjs(d.drawn_at).format('DD.MM.YYYY HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label={f('createdBy')}>{d.drawn_by_name}</Descriptions.Item>
            <Descriptions.Item label={f('tickets')}>{d.ticket_count}</Descriptions.Item>
            <Descriptions.Item label={f('secret')}>
              <Typography.Text code copyable>
                {d.secret}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={f('seed')}>
              <Typography.Text code copyable>
                {d.seed}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={f('ticket')}>
              <span data-testid="promotion-draw-winners">{d.winners.join(', ')}</span>
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
