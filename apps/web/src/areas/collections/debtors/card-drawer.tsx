import { documentNumber } from '@savdo/shared/documents';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { COLLECTIONS_KEY, collectionsApi } from './api.ts';
import { stamp } from './contract-columns.tsx';

/** A sum never wraps digit by digit. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  contractId: number;
  onClose(): void;
}

/**
 * A contract's collection card: its lateness, stage and responsible, its contacts and its stage moves.
 * On a phone the drawer takes the screen's width (`styles.css`), the fields stand in one column and the
 * tables scroll sideways inside it.
 */
export function CardDrawer({ contractId, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const card = useQuery({
    queryKey: [COLLECTIONS_KEY, 'card', contractId],
    queryFn: ({ signal }) => collectionsApi.card(contractId, signal),
  });
  const f = (key: string) => t(`collections.fields.${key}`);
  const c = card.data?.contract;
  return (
    <Drawer
      open
      width={720}
      onClose={onClose}
      title={c ? t('collections.card.title', { number: documentNumber(c.branch_prefix, c.number) }) : ''}
      data-testid="collection-card"
    >
      {card.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {card.isLoading && <Spin />}
      {c && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} bordered>
            <Descriptions.Item label={f('client')}>{c.client_name}</Descriptions.Item>
            <Descriptions.Item label={f('phone')}>{formatPhone(c.phone)}</Descriptions.Item>
            <Descriptions.Item label={f('daysLate')}>{c.days_late}</Descriptions.Item>
            <Descriptions.Item label={f('lateMonths')}>{c.late_months}</Descriptions.Item>
            <Descriptions.Item label={f('overdue')}>
              <span style={NOWRAP}>{money(c.overdue, c.currency, lang)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={f('rest')}>
              <span style={NOWRAP}>{money(c.rest, c.currency, lang)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={f('nextDue')}>
              {c.next_due_date ? formatDate(c.next_due_date) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={f('stage')}>{c.stage_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('responsible')}>{c.responsible_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('lastContact')}>
              <span data-testid="card-last-contact">{stamp(c.last_contact_at, lang)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('collections.card.comments')}</Typography.Title>
          <ListTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="card-comments"
            dataSource={card.data?.comments ?? []}
            locale={{ emptyText: <Empty description={t('collections.card.noComments')} /> }}
            columns={[
              { key: 'at', title: f('createdAt'), render: (_, r) => stamp(r.created_at, lang) },
              {
                key: 'kind',
                title: f('contact'),
                render: (_, r) => <Tag>{t(`collections.contacts.${r.contact}`)}</Tag>,
              },
              { key: 'type', title: f('commentType'), dataIndex: 'comment_type_name' },
              { key: 'text', title: f('text'), dataIndex: 'text' },
              {
                key: 'promise',
                title: f('promisedDate'),
                render: (_, r) =>
                  r.promised_date
                    ? `${formatDate(r.promised_date)}${r.promised_sum ? ` · ${money(r.promised_sum, c.currency, lang)}` : ''}`
                    : '',
              },
              { key: 'by', title: f('createdBy'), dataIndex: 'created_by_name' },
            ]}
          />
          <Typography.Title level={5}>{t('collections.card.moves')}</Typography.Title>
          <ListTable
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={card.data?.moves ?? []}
            locale={{ emptyText: <Empty description={t('collections.card.noMoves')} /> }}
            columns={[
              { key: 'date', title: f('date'), render: (_, r) => formatDate(r.business_date) },
              { key: 'from', title: f('fromStage'), dataIndex: 'from_stage_name' },
              { key: 'to', title: f('toStage'), dataIndex: 'to_stage_name' },
              { key: 'days', title: f('daysLate'), dataIndex: 'days_late' },
              {
                key: 'source',
                title: f('source'),
                render: (_, r) => t(`collections.sources.${r.source === 'JOB' ? 'JOB' : 'MANUAL'}`),
              },
              { key: 'reason', title: f('reason'), dataIndex: 'reason' },
              { key: 'by', title: f('createdBy'), dataIndex: 'created_by_name' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
