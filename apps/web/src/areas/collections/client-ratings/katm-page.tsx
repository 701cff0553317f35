import { KATM_FORM_NAMES, KATM_STATUSES } from '@savdo/shared/schemas/client-ratings-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, InputNumber, Modal, Select, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type KatmSubmissionRow, type Query, RATINGS_KEY, ratingsApi } from './api.ts';
import { StatusTag } from './status-tag.tsx';

const KatmView = lazy(() => import('./katm-view.tsx').then((m) => ({ default: m.KatmView })));
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

/**
 * `/client-ratings/report-shapes`: the credit bureau (KATM) forms sent —
 * application, decline, contract, schedule, repayment, status — queued by
 * the close of day or by hand, with their status and the bureau's answer;
 * a failed or refused one is re-sent from its view.
 */
export function KatmPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState<number | null>(null);
  const [queueing, setQueueing] = useState(false);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([RATINGS_KEY, 'submissions'], ratingsApi.submissions, filters);
  const f = (key: string) => t(`clientRatings.fields.${key}`);
  const columns: TableColumnsType<KatmSubmissionRow> = [
    {
      key: 'id',
      title: '#',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`katm-open-${r.id}`}>
          {r.id}
        </Button>
      ),
    },
    { key: 'date', title: f('date'), dataIndex: 'business_date' },
    { key: 'form', title: f('form'), render: (_, r) => t(`clientRatings.forms.${r.form}`) },
    { key: 'subject', title: f('subject'), render: (_, r) => `${r.subject_kind} #${r.subject_id}` },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'claim', title: f('claimId'), dataIndex: 'claim_id' },
    { key: 'status', title: f('status'), render: (_, r) => <StatusTag status={r.status} /> },
    { key: 'attempts', title: f('attempts'), dataIndex: 'attempts', align: 'right' },
    { key: 'report', title: f('reportId'), dataIndex: 'report_id' },
    { key: 'source', title: f('source'), render: (_, r) => t(`clientRatings.sources.${r.source}`) },
    { key: 'message', title: f('message'), dataIndex: 'message', ellipsis: true },
  ];
  return (
    <section data-testid="report-shapes-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('katm_report.add') && (
          <Button type="primary" onClick={() => setQueueing(true)} data-testid="katm-queue">
            {t('clientRatings.actions.queue')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('clientRatings.filters.form')}
          aria-label={t('clientRatings.filters.form')}
          style={{ width: 180 }}
          options={KATM_FORM_NAMES.map((v) => ({ value: v, label: t(`clientRatings.forms.${v}`) }))}
          onChange={(form?: string) => set({ form })}
        />
        <Select
          allowClear
          placeholder={t('clientRatings.filters.status')}
          aria-label={t('clientRatings.filters.status')}
          style={{ width: 200 }}
          options={KATM_STATUSES.map((v) => ({ value: v, label: t(`clientRatings.statuses.${v}`) }))}
          onChange={(status?: string) => set({ status })}
          data-testid="katm-status-filter"
        />
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="katm-period"
            label={f('date')}
            from={filters.date_from as string | undefined}
            to={filters.date_to as string | undefined}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
      </Flex>
      <PagedTable<KatmSubmissionRow>
        testId="katm-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('clientRatings.empty.submissions') }}
        {...table}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <KatmView id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {queueing && <QueueDialog onClose={() => setQueueing(false)} onQueued={setOpen} />}
    </section>
  );
}

/** Queues a form about an order, a contract or a payment by its id; sent at once. */
function QueueDialog({ onClose, onQueued }: { onClose(): void; onQueued(id: number): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<{ form: (typeof KATM_FORM_NAMES)[number]; subject_id: number }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const queued = await ratingsApi.queue(values);
      await client.invalidateQueries({ queryKey: [RATINGS_KEY] });
      onClose();
      onQueued(queued.id);
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
      title={t('clientRatings.submission.queueTitle')}
      okText={t('clientRatings.actions.send')}
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="form"
          label={t('clientRatings.fields.form')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            data-testid="katm-form"
            options={KATM_FORM_NAMES.map((v) => ({ value: v, label: t(`clientRatings.forms.${v}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="subject_id"
          label={t('clientRatings.fields.subjectId')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="katm-subject" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
