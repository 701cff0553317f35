import { JOB_STATES, type JobRow, type JobState } from '@savdo/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { JOBS_KEY, jobsApi } from './api.ts';

const COLORS: Record<JobState, string> = {
  created: 'blue',
  retry: 'gold',
  active: 'processing',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
};
const when = (at: string | null) => (at ? dayjs(at).format('DD.MM.YYYY HH:mm:ss') : '—');

/**
 * Background jobs for developers (is_dev.show): every job by queue and state,
 * a page at a time, with its times, retries and last error; the failures
 * (state "failed", and the dead-letter queues `<queue>.dead`) and a retry of a
 * failed job.
 */
/** States a job leaves by itself: while the page shows one, it asks again every few seconds. */
const MOVING: ReadonlySet<string> = new Set(['created', 'retry', 'active']);
const refreshWhileRunning = (rows: JobRow[]) => (rows.some((r) => MOVING.has(r.state)) ? 3000 : false);

export function JobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<string>();
  const [state, setState] = useState<JobState>();
  const [busy, setBusy] = useState<string>();
  const queues = useQuery({ queryKey: [JOBS_KEY, 'queues'], queryFn: jobsApi.queues });
  const paged = usePagedQuery([JOBS_KEY, 'list'], jobsApi.list, { queue, state }, 20, refreshWhileRunning);
  const deadLetters = new Set((queues.data?.queues ?? []).filter((q) => q.dead_letter).map((q) => q.queue));

  const retry = async (row: JobRow) => {
    setBusy(row.id);
    try {
      await jobsApi.retry(row.queue, row.id);
      message.success(t('settings.jobs.retried'));
    } catch {
      // the main client has shown the error
    } finally {
      setBusy(undefined);
      await queryClient.invalidateQueries({ queryKey: [JOBS_KEY] });
    }
  };

  const columns: TableColumnsType<JobRow> = [
    {
      key: 'queue',
      title: t('settings.jobs.queue'),
      render: (_, r) => (
        <Flex gap={4} align="center">
          <Typography.Text code>{r.queue}</Typography.Text>
          {deadLetters.has(r.queue) && <Tag color="red">{t('settings.jobs.deadLetter')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('settings.jobs.state'),
      render: (_, r) => (
        <Tag color={COLORS[r.state]} data-testid={`job-state-${r.id}`}>
          {t(`settings.jobs.states.${r.state}`)}
        </Tag>
      ),
    },
    { key: 'created', title: t('settings.jobs.created'), render: (_, r) => when(r.created_on) },
    { key: 'started', title: t('settings.jobs.started'), render: (_, r) => when(r.started_on) },
    { key: 'completed', title: t('settings.jobs.completed'), render: (_, r) => when(r.completed_on) },
    {
      key: 'retries',
      title: t('settings.jobs.retries'),
      align: 'right',
      render: (_, r) => `${r.retry_count} / ${r.retry_limit}`,
    },
    {
      key: 'error',
      title: t('settings.jobs.lastError'),
      render: (_, r) =>
        r.last_error && (
          <Typography.Text type="danger" ellipsis={{ tooltip: r.last_error }} style={{ maxWidth: 320 }}>
            {r.last_error}
          </Typography.Text>
        ),
    },
    {
      key: 'action',
      title: '',
      render: (_, r) =>
        r.state === 'failed' &&
        !deadLetters.has(r.queue) && (
          <Button
            size="small"
            loading={busy === r.id}
            data-testid={`job-retry-${r.id}`}
            onClick={() => retry(r)}
          >
            {t('settings.jobs.retry')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="jobs">
      {queues.data?.running === false && <Alert type="info" showIcon title={t('settings.jobs.notRunning')} />}
      <Flex gap={12} wrap>
        <Select<string>
          data-testid="jobs-queue-filter"
          allowClear
          showSearch
          placeholder={t('settings.jobs.allQueues')}
          value={queue}
          onChange={setQueue}
          options={(queues.data?.queues ?? []).map((q) => ({ value: q.queue, label: q.queue }))}
          style={{ width: 320 }}
        />
        <Select<JobState>
          data-testid="jobs-state-filter"
          allowClear
          placeholder={t('settings.jobs.allStates')}
          value={state}
          onChange={setState}
          options={JOB_STATES.map((s) => ({ value: s, label: t(`settings.jobs.states.${s}`) }))}
          style={{ width: 220 }}
        />
      </Flex>
      <PagedTable<JobRow> testId="jobs-table" rowKey="id" columns={columns} {...paged.table} />
    </Flex>
  );
}
