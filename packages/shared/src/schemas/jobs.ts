import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';

/** The states of a background job (pg-boss's own names). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The developers' job list: by queue and state, a page at a time (with the total). */
export const jobListQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
  queue: optional(z.string().trim().max(100)),
  state: optional(z.enum(JOB_STATES, { error: 'validation.invalid' })),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** One job as the list shows it; times are ISO strings. */
export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  /** The queue that took its payload after the last failure, if any. */
  dead_letter: string | null;
}

/** A queue with how many jobs it holds per state. */
export interface JobQueue {
  queue: string;
  dead_letter: boolean;
  counts: Record<string, number>;
}

/** The registered queues and their dead-letter queues (`GET /jobs/queues`); `running`: the runner is on. */
export interface JobQueues {
  running: boolean;
  queues: JobQueue[];
}
