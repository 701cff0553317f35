import type { ContractStatus } from '@savdo/shared/contracts';
import { parseDocumentNumber } from '@savdo/shared/documents';
import type { ProcessContractOption } from '@savdo/shared/schemas/collection-process';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { boundedClients, clientSearchKind } from '../../sales/clients/name-search.ts';
import { contractNumberSql } from '../../sales/contracts/number-search.ts';

/**
 * The contracts a picker's search names: a number (`TSH-41` that branch's
 * one: shared `parseDocumentNumber`, `contractNumberSql`), else the clients
 * of the one client rule (`boundedClients`, at most 200, then
 * `contracts_client`); digits that are both a number and a phone find
 * either, united.
 */
function contractSearch(search: string): SQL {
  const number = parseDocumentNumber(search);
  if (number && clientSearchKind(search) === 'name') return contractNumberSql(sql`c`, number);
  const byClient = sql`c.client_id in ${boundedClients(search, 200)}`;
  if (!number) return byClient;
  return sql`c.id in (select k.id from contracts k where ${contractNumberSql(sql`k`, number)}
    union select k.id from contracts k where k.client_id in ${boundedClients(search, 200)})`;
}

/**
 * A picker's contracts (open or closed), by `contractSearch`, newest first.
 */
export async function contractOptions(db: Db, search: string | undefined): Promise<ProcessContractOption[]> {
  const where = search ? contractSearch(search) : sql`true`;
  const rows = await db.execute<{
    id: string;
    number: string;
    prefix: string | null;
    client_name: string;
    status: ContractStatus;
  }>(sql`
    select c.id, c.number, b.prefix, cl.full_name as client_name, c.status from contracts c
    join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    where c.status in ('ACTIVE', 'FREEZE', 'CLOSED') and ${where}
    order by c.id desc limit 20`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    number: Number(r.number),
    prefix: r.prefix,
    client_name: r.client_name,
    status: r.status,
  }));
}

/** Users who may be a collector (active), by name. */
export async function collectorOptions(
  db: Db,
  search: string | undefined,
): Promise<{ id: number; full_name: string }[]> {
  const rows = await db.execute<{ id: number; full_name: string }>(sql`select id, full_name from users
    where active ${search ? sql`and full_name ilike ${`%${search}%`}` : sql``} order by full_name limit 50`);
  return rows.rows;
}
