import { isReportCode, REPORT_CATALOGUE, type ReportRightHolder } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import type { AuthContext } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';

const ALL_CODES = REPORT_CATALOGUE.map(([code]) => code);

/**
 * The report codes a user may open: all for a developer; else those granted
 * to their position and to them (`report.show` is checked by the route).
 */
export async function grantedReports(db: DbOrTx, auth: AuthContext): Promise<ReadonlySet<string>> {
  if (auth.isDev) return new Set(ALL_CODES);
  const rows = await db.execute<{ code: string }>(sql`
    select code from report_user_rights where user_id = ${auth.userId}
    union select r.code from report_position_rights r join users u on u.user_position_id = r.position_id
      where u.id = ${auth.userId}`);
  return new Set(rows.rows.map((r) => r.code));
}

const HOLDERS = {
  position: {
    table: 'report_position_rights',
    key: 'position_id',
    owner: 'user_positions',
    resource: 'user_position',
  },
  user: { table: 'report_user_rights', key: 'user_id', owner: 'users', resource: 'user' },
} as const;

/** A position's or a user's granted codes; for a user also those their position gives. */
export async function reportRightsOf(db: DbOrTx, holder: ReportRightHolder, id: number) {
  const h = HOLDERS[holder];
  const owner = await db.execute(sql`select 1 from ${sql.identifier(h.owner)} where id = ${id}`);
  if (owner.rows.length === 0) throw notFound();
  const own = await db.execute<{ code: string }>(sql`select code from ${sql.identifier(h.table)}
    where ${sql.identifier(h.key)} = ${id} order by code`);
  const fromPosition =
    holder === 'user'
      ? await db.execute<{ code: string }>(sql`select r.code from report_position_rights r
          join users u on u.user_position_id = r.position_id where u.id = ${id} order by r.code`)
      : { rows: [] };
  return { codes: own.rows.map((r) => r.code), from_position: fromPosition.rows.map((r) => r.code) };
}

/** Replaces a holder's granted reports (unknown codes are bad input), audited on the holder's record. */
export async function replaceReportRights(
  db: Db,
  auth: AuthContext,
  holder: ReportRightHolder,
  id: number,
  wanted: readonly string[],
) {
  const unknown = wanted.filter((code) => !isReportCode(code));
  if (unknown.length) throw new AppError(400, 'errors.badRequest', {}, unknown);
  const next = [...new Set(wanted)].sort();
  const h = HOLDERS[holder];
  return db.transaction(async (tx) => {
    const before = await reportRightsOf(tx, holder, id);
    await tx.execute(sql`delete from ${sql.identifier(h.table)} where ${sql.identifier(h.key)} = ${id}`);
    if (next.length)
      await tx.execute(sql`insert into ${sql.identifier(h.table)} (${sql.identifier(h.key)}, code)
        select ${id}, unnest(${`{${next.join(',')}}`}::text[])`);
    if (before.codes.join() !== next.join())
      await audit(tx, h.resource, id, 'rules', auth.userId, { reports: before.codes }, { reports: next });
    return { codes: next, from_position: before.from_position };
  });
}

/** Notes that the user opened a report (the catalogue lists recent ones first). */
export async function noteUse(db: DbOrTx, userId: number, code: string): Promise<void> {
  await db.execute(sql`insert into report_recent (user_id, code) values (${userId}, ${code})
    on conflict (user_id, code) do update set used_at = now()`);
}

/** The user's recently opened reports, latest first, with when. */
export async function recentReports(db: DbOrTx, userId: number, limit = 8) {
  const rows = await db.execute<{ code: string; used_at: string }>(sql`select code, used_at::text as used_at
    from report_recent where user_id = ${userId} order by used_at desc limit ${limit}`);
  return rows.rows;
}
