import type { Db } from '../db/client.ts';

/** Cron schedules are read in the shops' time zone. */
export const JOB_TIME_ZONE = 'Asia/Tashkent';

export interface JobContext {
  db: Db;
  log: (message: string) => void;
}

/**
 * One background job: its queue name, what it does, how it is retried, whether
 * it may run twice at once, and when it runs by itself. A handler that throws
 * fails the attempt; after `retry.limit` retries the job is `failed` and its
 * payload is copied to the dead-letter queue `<name>.dead` (see `deadLetterOf`).
 */
export interface JobDefinition<Data extends object = object> {
  /** Queue name: `module.action`, letters, digits, `.`, `-`, `_`. */
  name: string;
  run: (data: Data, context: JobContext) => Promise<object | undefined>;
  retry: {
    /** Retries after the first attempt. */
    limit: number;
    /** Seconds before the first retry; doubled (with jitter) for each next one when `backoff`. */
    delaySeconds: number;
    backoff: boolean;
    maxDelaySeconds?: number;
  };
  /** At most one job of this queue runs at a time, across every server process. */
  singleton: boolean;
  /** A cron expression in `JOB_TIME_ZONE`: the job is queued by itself at those times. */
  cron?: string;
  /** An attempt running longer than this is failed (and retried). Default 15 minutes. */
  expireInSeconds?: number;
}

/** The queue that keeps the payloads of a job's failures after its last retry. */
export const deadLetterOf = (name: string) => `${name}.dead`;

/** Declares a job with its payload type checked (the registry itself holds them untyped). */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return definition as unknown as JobDefinition;
}
