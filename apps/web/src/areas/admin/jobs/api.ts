import type { JobQueue, JobQueues, JobRow } from '@savdo/shared/schemas';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { JobQueue };

type Query = Record<string, string | number | undefined>;

export const jobsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<JobRow[]>('/jobs', { query, signal }),
  queues: () => silentClient.get<JobQueues>('/jobs/queues'),
  retry: (queue: string, id: string) => mainClient.post<{ state: string }>(`/jobs/${queue}/${id}/retry`, {}),
};

export const JOBS_KEY = 'jobs';
