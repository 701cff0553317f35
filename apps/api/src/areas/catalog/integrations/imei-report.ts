import type { ImeiReportAnswer } from '@savdo/shared/schemas/pricing';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { defineJob } from '../../../platform/jobs/registry.ts';
import type { ImeiRegistry } from './imei-registry.ts';

/** A serial is an IMEI when it is 15 digits. */
export const IMEI = sql`s.serial ~ '^[0-9]{15}$'`;
/** Reports of one unit the nightly retry gives up on (a person can still press "register"). */
export const IMEI_REPORT_MAX_ATTEMPTS = 10;

export type ReportResult =
  | { outcome: 'not-found' }
  | { outcome: 'busy' }
  | { outcome: 'REGISTERED' | 'FAILED'; imei: string; reference: string | null };

/**
 * Reports one sold unit to the registry. The unit is claimed first, so two
 * callers (a click and the background retry) never report it twice; a claim
 * left by a crash expires after five minutes.
 */
export async function reportSoldUnit(db: Db, registry: ImeiRegistry, id: number): Promise<ReportResult> {
  const unit = await db.execute<{ serial: string }>(
    sql`select s.serial from stock_serials s where s.id = ${id} and s.status = 'OUT' and ${IMEI}`,
  );
  const imei = unit.rows[0]?.serial;
  if (!imei) return { outcome: 'not-found' };
  const claimed = await db.execute(sql`insert into imei_registrations (serial_id, status, attempts)
    values (${id}, 'SENDING', 0)
    on conflict (serial_id) do update set status = 'SENDING', updated_at = now()
      where imei_registrations.status in ('PENDING', 'FAILED')
        or (imei_registrations.status = 'SENDING' and imei_registrations.updated_at < now() - interval '5 minutes')
    returning serial_id`);
  if (claimed.rows.length === 0) return { outcome: 'busy' };
  const answer = await registry
    .register(imei)
    .catch((error: unknown) => ({ ok: false as const, message: String(error) }));
  const status = answer.ok ? 'REGISTERED' : 'FAILED';
  await db.execute(sql`update imei_registrations set status = ${status},
      reference = ${answer.ok ? answer.reference : null}, message = ${answer.ok ? null : answer.message},
      attempts = attempts + 1, updated_at = now()
    where serial_id = ${id}`);
  return { outcome: status, imei, reference: answer.ok ? answer.reference : null };
}

/** A person's (re)report of one sold unit: an unknown unit is 404, one reported or being reported 409. */
export async function registerSoldUnit(
  db: Db,
  registry: ImeiRegistry,
  id: number,
): Promise<ImeiReportAnswer> {
  const result = await reportSoldUnit(db, registry, id);
  if (result.outcome === 'not-found') throw notFound();
  if (result.outcome === 'busy') throw conflict('errors.imeiRegistered');
  return { id, imei: result.imei, registry_status: result.outcome, reference: result.reference };
}

/**
 * `integrations.uzimei-report`: every 15 minutes, reports the sold IMEI units
 * not yet in the registry (never reported, failed, or a claim left by a
 * crash), up to 100 a run. Should any report fail the job fails, so pg-boss
 * retries it with backoff and, after the last retry, keeps it in the dead letter.
 */
export function imeiReportJob(registry: ImeiRegistry) {
  return defineJob({
    name: 'integrations.uzimei-report',
    singleton: true,
    cron: '*/15 * * * *',
    retry: { limit: 4, delaySeconds: 30, backoff: true, maxDelaySeconds: 1800 },
    run: async (_data, { db }) => {
      const due = await db.execute<{ id: number }>(sql`select s.id from stock_serials s
        left join imei_registrations r on r.serial_id = s.id
        where s.status = 'OUT' and ${IMEI} and (r.serial_id is null or r.status in ('PENDING', 'FAILED')
          or (r.status = 'SENDING' and r.updated_at < now() - interval '5 minutes'))
          and coalesce(r.attempts, 0) < ${IMEI_REPORT_MAX_ATTEMPTS}
        order by s.id limit 100`);
      let reported = 0;
      const failed: string[] = [];
      for (const { id } of due.rows) {
        const result = await reportSoldUnit(db, registry, id);
        if (result.outcome === 'REGISTERED') reported += 1;
        if (result.outcome === 'FAILED') failed.push(result.imei);
      }
      if (failed.length > 0)
        throw new Error(
          `registry refused ${failed.length} of ${due.rows.length}: ${failed.slice(0, 5).join(', ')}`,
        );
      return { reported };
    },
  });
}
