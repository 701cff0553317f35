import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { RATINGS_KEY, ratingsApi } from './api.ts';
import { StatusTag } from './status-tag.tsx';

/** One submission: what was sent, what the bureau answered, and re-sending it. */
export function KatmView({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const view = useQuery({
    queryKey: [RATINGS_KEY, 'submission', id],
    queryFn: ({ signal }) => ratingsApi.submission(id, signal),
  });
  const v = view.data;
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  const resend = async () => {
    setBusy(true);
    try {
      await ratingsApi.resend(id);
      await client.invalidateQueries({ queryKey: [RATINGS_KEY] });
    } catch {
      // the main client showed the refusal
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onCancel={onClose}
      width={900}
      title={t('clientRatings.submission.title', { id })}
      footer={
        v && v.status !== 'ACCEPTED' && v.status !== 'SENDING' && rules.has('katm_report.edit') ? (
          <Button type="primary" loading={busy} onClick={() => void resend()} data-testid="katm-resend">
            {t('clientRatings.actions.resend')}
          </Button>
        ) : null
      }
    >
      {view.isError && <Alert type="error" showIcon title={t('clientRatings.loadError')} />}
      {!v ? (
        !view.isError && <Spin />
      ) : (
        <>
          <Descriptions size="small" bordered column={2} data-testid="katm-view">
            <Descriptions.Item label={f('form')}>{t(`clientRatings.forms.${v.form}`)}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <StatusTag status={v.status} />
            </Descriptions.Item>
            <Descriptions.Item label={f('claimId')}>{v.claim_id}</Descriptions.Item>
            <Descriptions.Item label={f('reportId')}>{v.report_id ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('subject')}>{`${v.subject_kind} #${v.subject_id}`}</Descriptions.Item>
            <Descriptions.Item label={f('version')}>{v.subject_version}</Descriptions.Item>
            <Descriptions.Item label={f('attempts')}>{v.attempts}</Descriptions.Item>
            <Descriptions.Item label={f('provider')}>{v.provider ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('message')} span={2}>
              {v.message ?? '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{f('payload')}</Typography.Title>
          <pre data-testid="katm-payload" style={{ maxHeight: 260, overflow: 'auto', fontSize: 12 }}>
            {JSON.stringify(v.payload, null, 2)}
          </pre>
          <Typography.Title level={5}>{f('answer')}</Typography.Title>
          <pre data-testid="katm-answer" style={{ maxHeight: 160, overflow: 'auto', fontSize: 12 }}>
            {v.answer === null ? '—' : JSON.stringify(v.answer, null, 2)}
          </pre>
        </>
      )}
    </Modal>
  );
}
