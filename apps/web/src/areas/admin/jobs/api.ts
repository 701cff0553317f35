import type { JobRow } from '@savdo/shared/schemas';
import { mainClient, silentClient } from '../../../api/index.ts';

/** A queue with how many jobs it holds per state. */
export interface JobQueue {
  queue: string;
  dead_letter: boolean;
  counts: Record<string, number>;
}

type Query = Record<string, string | number | undefined>;

export const jobsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<JobRow[]>('/jobs', { query, signal }),
  queues: () => silentClient.get<{ running: boolean; queues: JobQueue[] }>('/jobs/queues'),
  retry: (queue: string, id: string) => mainClient.post<{ state: string }>(`/jobs/${queue}/${id}/retry`, {}),
};

export const JOBS_KEY = 'jobs';
