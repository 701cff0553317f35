import { documentNumber } from '@savdo/shared/documents';
import { formatDate } from '@savdo/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { bucketColumns, GradeTag } from '../../sales/clients/grade-tag.tsx';
import { type ClientDisciplineView, RATINGS_KEY, ratingsApi } from './api.ts';

const shown = (date: string | null) => (date ? formatDate(date) : '—');

/** One client's payment discipline computed now: the figures, each contract's, every instalment. */
export function DisciplineDetail({ clientId, onClose }: { clientId: number; onClose(): void }) {
  const { t } = useTranslation();
  const view = useQuery({
    queryKey: [RATINGS_KEY, 'client', clientId],
    queryFn: ({ signal }) => ratingsApi.client(clientId, signal),
  });
  const v = view.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={1000}
      title={v ? t('clientRatings.detail.title', { name: v.client_name }) : ''}
      data-testid="discipline-detail"
    >
      {view.isError && <Alert type="error" showIcon title={t('clientRatings.loadError')} />}
      {!v ? !view.isError && <Spin /> : <DetailBody view={v} />}
    </Drawer>
  );
}

function DetailBody({ view }: { view: ClientDisciplineView }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('clientRatings.detail.live', { date: shown(view.as_of) })}
      </Typography.Paragraph>
      <Descriptions size="small" bordered column={4} data-testid="discipline-figures">
        <Descriptions.Item label={f('grade')}>
          <GradeTag figures={view} testId="detail-grade" />
        </Descriptions.Item>
        <Descriptions.Item label={f('instalments')}>{view.instalments}</Descriptions.Item>
        <Descriptions.Item label={f('worst')}>
          <span data-testid="detail-worst">{view.worst_days_late}</span>
        </Descriptions.Item>
        <Descriptions.Item label={f('current')}>
          <span data-testid="detail-current">{view.current_days_late}</span>
        </Descriptions.Item>
        <Descriptions.Item label={f('onTime')}>{view.on_time}</Descriptions.Item>
        {(['D1_30', 'D31_60', 'D61_90', 'D91'] as const).map((b) => (
          <Descriptions.Item key={b} label={t(`clientRatings.buckets.${b}`)}>
            <span data-testid={`detail-${b}`}>
              {
                view[
                  (
                    {
                      D1_30: 'late_1_30',
                      D31_60: 'late_31_60',
                      D61_90: 'late_61_90',
                      D91: 'late_91',
                    } as const
                  )[b]
                ]
              }
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('clientRatings.detail.contracts')}
      </Typography.Title>
      <ListTable
        size="small"
        rowKey="contract_id"
        pagination={false}
        dataSource={view.contracts}
        locale={{ emptyText: t('clientRatings.empty.contracts') }}
        columns={[
          { key: 'n', title: f('contract'), render: (_, r) => documentNumber(r.branch_prefix, r.number) },
          { key: 'd', title: f('date'), render: (_, r) => shown(r.contract_date) },
          { key: 's', title: f('grade'), render: (_, r) => <GradeTag figures={r} /> },
          { key: 'skipped', title: f('skipped'), dataIndex: 'skipped', align: 'right' },
          ...bucketColumns(t),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('clientRatings.detail.history')}
      </Typography.Title>
      <ListTable
        size="small"
        data-testid="discipline-history"
        rowKey={(r) => `${r.contract_id}-${r.n}`}
        pagination={false}
        dataSource={view.history}
        locale={{ emptyText: t('clientRatings.empty.history') }}
        columns={[
          {
            key: 'c',
            title: f('contract'),
            render: (_, r) => documentNumber(r.contract_prefix, r.contract_number),
          },
          { key: 'n', title: f('n'), dataIndex: 'n' },
          { key: 'due', title: f('dueDate'), render: (_, r) => shown(r.due_date) },
          {
            key: 'amount',
            title: f('amount'),
            align: 'right',
            render: (_, r) => money(r.amount, r.currency === 'USD' ? 'USD' : 'UZS', lang),
          },
          {
            key: 'settled',
            title: f('settled'),
            align: 'right',
            render: (_, r) => money(r.settled, r.currency === 'USD' ? 'USD' : 'UZS', lang),
          },
          { key: 'on', title: f('settledOn'), render: (_, r) => shown(r.settled_on) },
          {
            key: 'late',
            title: f('daysLate'),
            align: 'right',
            render: (_, r) =>
              r.open ? (
                <Tag color="red">{`${r.days_late} · ${t('clientRatings.detail.open')}`}</Tag>
              ) : r.days_late > 0 ? (
                r.days_late
              ) : (
                <Tag color="green">{t('clientRatings.detail.onTime')}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}
