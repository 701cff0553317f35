import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';

/**
 * Whether a client may be given a contract: not while their PINFL or
 * passport is on the blacklist (`client_blacklist`, active entries, put there
 * by an approved blacklist request). Read in the caller's transaction.
 */
export async function blacklistStatus(
  tx: DbOrTx,
  clientId: number,
): Promise<{ listed: boolean; reason: string | null }> {
  const found = await tx.execute<{ pinfl: string | null; passport: string | null; reason: string | null }>(
    sql`select c.pinfl, c.passport, (
        select b.reason from client_blacklist b
        where b.active and ((c.pinfl is not null and b.pinfl = c.pinfl)
                         or (c.passport is not null and b.passport = c.passport))
        order by b.id desc limit 1) as reason
      from clients c where c.id = ${clientId}`,
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  return { listed: row.reason !== null, reason: row.reason };
}

/** 409 `errors.clientBlacklisted` (naming the reason) when the client is blacklisted; 404 when there is no such client. */
export async function assertMayContract(tx: DbOrTx, clientId: number): Promise<void> {
  const status = await blacklistStatus(tx, clientId);
  if (status.listed) throw new AppError(409, 'errors.clientBlacklisted', { reason: status.reason ?? '' });
}
