import { type JobQueues, type JobRow, jobListQuerySchema } from '@savdo/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { deadLetterOf } from './registry.ts';
import { JOB_SCHEMA, type JobRunner } from './runner.ts';

const JOB_TABLE = sql.raw(`${JOB_SCHEMA}.job`);
/** A job: its queue and its id. */
const jobParams = z.object({ queue: z.string().min(1).max(100), id: z.uuid() });

/** pg-boss creates its schema on its first start; before that there are no jobs to list. */
async function installed(db: Db): Promise<boolean> {
  const found = await db.execute<{ t: string | null }>(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`})::text as t`,
  );
  return Boolean(found.rows[0]?.t);
}

/** The developers' view of the background jobs (rule is_dev.show): the list, the queues, and a retry of a failure. */
export async function jobRoutes(
  app: FastifyInstance,
  { db, jobs }: { db: Db; jobs?: JobRunner | undefined },
): Promise<void> {
  const access = { rule: 'is_dev.show' } as const;

  app.get(
    '/api/jobs',
    { config: { access }, schema: { querystring: jobListQuerySchema } },
    async (request) => {
      const q = parse(jobListQuerySchema, request.query);
      if (!(await installed(db))) return { data: [], meta: { page: q.page, per_page: q.per_page, total: 0 } };
      const where: SQL[] = [sql`true`];
      if (q.queue) where.push(sql`name = ${q.queue}`);
      if (q.state) where.push(sql`state = ${q.state}::${sql.raw(JOB_SCHEMA)}.job_state`);
      const filter = sql.join(where, sql` and `);
      const [rows, total] = await Promise.all([
        db.execute<
          JobRow & Record<string, unknown>
        >(sql`select id::text, name as queue, state::text, created_on, started_on, completed_on,
          retry_count, retry_limit, dead_letter,
          case when state = 'failed' or retry_count > 0
            then coalesce(output->>'message', output::text) end as last_error
        from ${JOB_TABLE} where ${filter}
        order by created_on desc, id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from ${JOB_TABLE} where ${filter}`),
      ]);
      return { data: rows.rows, meta: { page: q.page, per_page: q.per_page, total: total.rows[0]?.n ?? 0 } };
    },
  );

  // The registered queues and their dead-letter queues, with how many jobs each holds per state.
  app.get('/api/jobs/queues', { config: { access } }, async (): Promise<{ data: JobQueues }> => {
    const names = (jobs?.names ?? []).flatMap((name) => [name, deadLetterOf(name)]);
    const counts = (await installed(db))
      ? (
          await db.execute<{ queue: string; state: string; n: number }>(
            sql`select name as queue, state::text, count(*)::int as n from ${JOB_TABLE} group by name, state`,
          )
        ).rows
      : [];
    const all = [...new Set([...names, ...counts.map((c) => c.queue)])].sort();
    const queues = all.map((queue) => ({
      queue,
      dead_letter: queue.endsWith('.dead'),
      counts: Object.fromEntries(counts.filter((c) => c.queue === queue).map((c) => [c.state, c.n])),
    }));
    return { data: { running: Boolean(jobs), queues } };
  });

  // Another attempt for a failed job (its retry limit grows by one).
  app.post(
    '/api/jobs/:queue/:id/retry',
    { config: { access }, schema: { params: jobParams } },
    async (request) => {
      const { queue, id } = parse(jobParams, request.params);
      if (!jobs) throw conflict('errors.jobsOff');
      if (!jobs.names.includes(queue)) throw notFound();
      if (!(await jobs.retry(queue, id))) throw conflict('errors.jobNotFailed');
      return { data: { id, queue, state: 'retry' } };
    },
  );
}
