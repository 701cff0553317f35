import { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { deadLetterOf, JOB_TIME_ZONE, type JobDefinition } from './registry.ts';

/** pg-boss keeps its tables in this schema of the application's own database. */
export const JOB_SCHEMA = 'pgboss';

export interface JobRunnerOptions {
  /** The same database the application uses. */
  url: string;
  db: Db;
  jobs: readonly JobDefinition[];
  /** Take jobs from the queues (off: only queue them, e.g. a second web process). Default on. */
  work?: boolean;
  /** Seconds between polls of an idle queue (default 2). */
  pollSeconds?: number;
  log?: (message: string) => void;
}

export interface JobRunner {
  readonly boss: PgBoss;
  readonly names: readonly string[];
  /** Queues one job now; answers its id (null when a singleton policy refused it). */
  send: (name: string, data?: object) => Promise<string | null>;
  /** Puts a failed job back in the queue for another attempt; false if it is not failed. */
  retry: (name: string, id: string) => Promise<boolean>;
  stop: () => Promise<void>;
}

function queueOptions(job: JobDefinition) {
  return {
    policy: job.singleton ? 'singleton' : 'standard',
    retryLimit: job.retry.limit,
    retryDelay: job.retry.delaySeconds,
    retryBackoff: job.retry.backoff,
    ...(job.retry.maxDelaySeconds ? { retryDelayMax: job.retry.maxDelaySeconds } : {}),
    expireInSeconds: job.expireInSeconds ?? 900,
    deadLetter: deadLetterOf(job.name),
  } as const;
}

/**
 * Starts pg-boss on the application's database (schema `pgboss`, created and
 * migrated by pg-boss itself), creates or updates one queue per registered
 * job with its dead-letter queue, puts the cron schedules in place (removing
 * those no longer declared) and starts a worker per queue.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const log = options.log ?? (() => {});
  const boss = new PgBoss({ connectionString: options.url, schema: JOB_SCHEMA, max: 4 });
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  await boss.start();
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const declared = new Set<string>();
  for (const job of options.jobs) {
    await boss.createQueue(deadLetterOf(job.name));
    const settings = queueOptions(job);
    if (await boss.getQueue(job.name)) {
      const { policy: _policy, deadLetter: _deadLetter, ...changeable } = settings;
      await boss.updateQueue(job.name, changeable);
    } else await boss.createQueue(job.name, settings);
    if (job.cron) {
      await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
      declared.add(job.name);
    }
  }
  for (const schedule of await boss.getSchedules())
    if (!declared.has(schedule.name)) await boss.unschedule(schedule.name);

  if (options.work !== false) {
    for (const job of options.jobs) {
      await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 1 },
        async ([next]) => {
          if (!next) return undefined;
          return job.run(next.data ?? {}, { db: options.db, log });
        },
      );
    }
  }

  return {
    boss,
    names: options.jobs.map((job) => job.name),
    send: async (name, data = {}) => {
      if (!byName.has(name)) throw new Error(`unknown job ${name}`);
      return boss.send(name, data);
    },
    retry: async (name, id) => {
      const job = await boss.getJobById(name, id);
      if (job?.state !== 'failed') return false;
      await boss.retry(name, id);
      return true;
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
