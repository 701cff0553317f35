import { documentNumber } from '@savdo/shared/documents';
import { APPEAL_FROM, type AppealStatus } from '@savdo/shared/schemas/appeals-constants';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { formatPhone } from '../../../shared/format.ts';
import type { AppealAction } from './action-dialog.tsx';
import { APPEALS_KEY, type AppealDetail, appealsApi } from './api.ts';
import { STATUS_COLORS } from './status-colors.ts';

const ACTIONS: [AppealAction, keyof typeof APPEAL_FROM][] = [
  ['assign', 'ASSIGN'],
  ['answer', 'ANSWER'],
  ['close', 'CLOSE'],
  ['reject', 'REJECT'],
  ['reopen', 'REOPEN'],
];

const when = (iso: string) => dayjs(iso).format('DD.MM.YYYY HH:mm');

interface Props {
  id: number;
  onClose(): void;
  onAction(appeal: AppealDetail, action: AppealAction): void;
  onEdit(appeal: AppealDetail): void;
}

/** An appeal's card: its details, the buttons of the changes its state allows, and its history. */
export function AppealDrawer({ id, onClose, onAction, onEdit }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const detail = useQuery({
    queryKey: [APPEALS_KEY, 'appeal', id],
    queryFn: ({ signal }) => appealsApi.get(id, signal),
  });
  const a = detail.data;
  const f = (key: string) => t(`appeals.fields.${key}`);
  const status = (s: AppealStatus) => t(`appeals.statuses.${s}`);
  const mayEdit = rules.has('appeals.edit');
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={t('appeals.view.title', { id })}
      data-testid="appeal-drawer"
      extra={
        a &&
        mayEdit && (
          <Space wrap>
            {APPEAL_FROM.EDIT.includes(a.status) && (
              <Button onClick={() => onEdit(a)} data-testid="appeal-edit">
                {t('appeals.view.edit')}
              </Button>
            )}
            {ACTIONS.filter(([, key]) => APPEAL_FROM[key].includes(a.status)).map(([action]) => (
              <Button
                key={action}
                type={action === 'reject' ? 'default' : 'primary'}
                danger={action === 'reject'}
                onClick={() => onAction(a, action)}
                data-testid={`appeal-${action}`}
              >
                {t(`appeals.view.${action}`)}
              </Button>
            ))}
          </Space>
        )
      }
    >
      {detail.isError && <Alert type="error" showIcon title={t('appeals.list.loadError')} />}
      {a && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={f('status')}>
              <Tag color={STATUS_COLORS[a.status]} data-testid="appeal-status">
                {status(a.status)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={f('date')}>{when(a.created_at)}</Descriptions.Item>
            <Descriptions.Item label={f('client')}>{a.client_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('phone')}>{a.phone ? formatPhone(a.phone) : '—'}</Descriptions.Item>
            <Descriptions.Item label={f('contract')}>
              {a.contract_number === null ? '—' : `№ ${documentNumber(a.contract_prefix, a.contract_number)}`}
            </Descriptions.Item>
            <Descriptions.Item label={f('branch')}>{a.branch_name}</Descriptions.Item>
            <Descriptions.Item label={f('type')}>{a.type_name}</Descriptions.Item>
            <Descriptions.Item label={f('source')}>{a.source_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('group')}>{a.group_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('form')}>{a.form_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('direction')}>{a.direction_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('assignee')}>{a.assignee_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('text')} span={2}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{a.text}</Typography.Text>
            </Descriptions.Item>
            {a.answer && (
              <Descriptions.Item label={f('answer')} span={2}>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-answer">
                  {a.answer}
                </Typography.Text>
              </Descriptions.Item>
            )}
            {a.reject_reason && (
              <Descriptions.Item label={f('rejectReason')} span={2}>
                {a.reject_reason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('appeals.view.history')}
          </Typography.Title>
          {a.history.length === 0 ? (
            <Empty description={t('appeals.view.noHistory')} />
          ) : (
            <Timeline
              data-testid="appeal-history"
              items={a.history.map((h) => ({
                key: h.id,
                color: STATUS_COLORS[h.to_status],
                children: (
                  <div data-testid="appeal-history-row">
                    <b>{t(`appeals.actions.${h.action}`)}</b>
                    {' · '}
                    {h.from_status
                      ? t('appeals.view.transition', { from: status(h.from_status), to: status(h.to_status) })
                      : status(h.to_status)}
                    <br />
                    <Typography.Text type="secondary">
                      {when(h.created_at)} · {h.created_by_name}
                      {h.assignee_name && h.action === 'ASSIGN' ? ` → ${h.assignee_name}` : ''}
                    </Typography.Text>
                    {h.comment && <div style={{ whiteSpace: 'pre-wrap' }}>{h.comment}</div>}
                  </div>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
