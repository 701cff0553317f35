import { documentNumber } from '@savdo/shared/documents';
import { fromMinor } from '@savdo/shared/money';
import type {
  ClientCard,
  ClientContractRow,
  ClientHistoryRow,
  ClientInput,
} from '@savdo/shared/schemas/clients';
import { nameKey } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { AppError, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { blacklistStatus } from './eligibility.ts';
import { CLIENT_JOINS, CLIENT_ROW_COLUMNS } from './queries.ts';

/** The audit log's resource name of a client card. */
export const CLIENT_RESOURCE = 'client';

/** The card's stored fields, as the audit log keeps them (no derived columns). */
const STORED = sql`c.id::int as id, c.full_name, c.pinfl, c.passport, c.passport_issued_by, c.passport_issued_at,
  c.phones, c.province_id, c.region_id, c.village_id, c.street, c.workplace_id, c.workplace_name, c.position,
  c.birth_date, c.gender, c.interview_comment_id, c.interview_comment, c.customer_flow_source_id, c.branch_id,
  c.active, c.merged_into_id::int as merged_into_id`;

type Row = Record<string, unknown>;

/** The stored fields of a card (for the audit log), locked when `lock`; 404 when missing. */
export async function storedClient(tx: DbOrTx, id: number, lock = false): Promise<Row> {
  const rows = await tx.execute<Row>(
    sql`select ${STORED} from clients c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

/** Every field of a card with its references' names, its age, duplicates and blacklist status. */
export async function getClient(db: DbOrTx, id: number): Promise<ClientCard> {
  const rows =
    await db.execute<Row>(sql`select ${CLIENT_ROW_COLUMNS}, c.passport_issued_by, c.passport_issued_at,
      c.province_id, c.region_id, c.village_id, c.street, c.workplace_id, c.workplace_name, w.name as workplace_title,
      c.position, c.interview_comment_id, cc.name as interview_comment_name, c.interview_comment,
      c.customer_flow_source_id, fs.name as customer_flow_source_name,
      extract(year from age((now() at time zone 'Asia/Tashkent')::date, c.birth_date))::int as age,
      u.full_name as created_by_name, c.updated_at
    from clients c ${CLIENT_JOINS}
    left join workplaces w on w.id = c.workplace_id
    left join conversation_comments cc on cc.id = c.interview_comment_id
    left join customer_flow_sources fs on fs.id = c.customer_flow_source_id
    left join users u on u.id = c.created_by
    where c.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { ...(row as unknown as ClientCard), blacklist: await blacklistStatus(db, id) };
}

/** Each chosen reference exists, the region lies in the province and the village in the region. */
async function checkReferences(tx: DbOrTx, input: ClientInput): Promise<void> {
  const probe = (table: string, id: number | undefined, extra: SQL = sql``) =>
    id === undefined
      ? sql`true`
      : sql`exists (select 1 from ${sql.identifier(table)} x where x.id = ${id} ${extra})`;
  const found = await tx.execute<Record<string, boolean>>(sql`select
      ${probe('provinces', input.province_id)} as province_id,
      ${probe('regions', input.region_id)} as region_id,
      ${probe('regions', input.region_id, sql`and x.province_id = ${input.province_id}`)} as region_ok,
      ${probe('villages', input.village_id)} as village_id,
      ${probe('villages', input.village_id, sql`and x.region_id = ${input.region_id}`)} as village_ok,
      ${probe('workplaces', input.workplace_id)} as workplace_id,
      ${probe('conversation_comments', input.interview_comment_id)} as interview_comment_id,
      ${probe('customer_flow_sources', input.customer_flow_source_id)} as customer_flow_source_id,
      ${probe('branches', input.branch_id)} as branch_id`);
  const row = found.rows[0] ?? {};
  const errors: { field: string; key: string }[] = [];
  for (const field of [
    'province_id',
    'region_id',
    'village_id',
    'workplace_id',
    'interview_comment_id',
    'customer_flow_source_id',
    'branch_id',
  ]) {
    if (row[field] === false) errors.push({ field, key: 'validation.refMissing' });
  }
  if (row.region_id && row.region_ok === false)
    errors.push({ field: 'region_id', key: 'validation.refMismatch' });
  if (row.village_id && row.village_ok === false)
    errors.push({ field: 'village_id', key: 'validation.refMismatch' });
  if (errors.length) throw new FieldErrors(errors);
}

/** The columns written from a card's input. */
function columnsOf(input: ClientInput): Record<string, unknown> {
  return {
    full_name: input.full_name,
    name_key: nameKey(input.full_name),
    pinfl: input.pinfl ?? null,
    passport: input.passport ?? null,
    passport_issued_by: input.passport_issued_by ?? null,
    passport_issued_at: input.passport_issued_at ?? null,
    phones: input.phones,
    province_id: input.province_id,
    region_id: input.region_id,
    village_id: input.village_id ?? null,
    street: input.street ?? null,
    workplace_id: input.workplace_id ?? null,
    workplace_name: input.workplace_name ?? null,
    position: input.position ?? null,
    birth_date: input.birth_date ?? null,
    gender: input.gender ?? null,
    interview_comment_id: input.interview_comment_id ?? null,
    interview_comment: input.interview_comment ?? null,
    customer_flow_source_id: input.customer_flow_source_id ?? null,
    branch_id: input.branch_id,
  };
}

const valueSql = (value: unknown): SQL =>
  Array.isArray(value) ? sql`${`{${value.join(',')}}`}::text[]` : sql`${value}`;

/** Registers a client; audited. Answers the card. */
export async function createClient(db: Db, input: ClientInput, userId: number): Promise<ClientCard> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const values = columnsOf(input);
    const names = Object.keys(values);
    const inserted = await tx.execute<{ id: number }>(sql`insert into clients
      (${sql.join([...names.map((n) => sql.identifier(n)), sql`created_by`, sql`updated_by`], sql`, `)})
      values (${sql.join([...names.map((n) => valueSql(values[n])), sql`${userId}`, sql`${userId}`], sql`, `)})
      returning id::int as id`);
    const clientId = Number(inserted.rows[0]?.id);
    await audit(tx, CLIENT_RESOURCE, clientId, 'create', userId, null, await storedClient(tx, clientId));
    return clientId;
  });
  return getClient(db, id);
}

/** Edits a card (an inactive, merged one too: its data may be corrected); audited. */
export async function updateClient(
  db: Db,
  id: number,
  input: ClientInput,
  userId: number,
): Promise<ClientCard> {
  await db.transaction(async (tx) => {
    const before = await storedClient(tx, id, true);
    await checkReferences(tx, input);
    const values = columnsOf(input);
    const sets = Object.entries(values).map(([n, value]) => sql`${sql.identifier(n)} = ${valueSql(value)}`);
    await tx.execute(sql`update clients set ${sql.join(sets, sql`, `)}, updated_at = now(), updated_by = ${userId}
      where id = ${id}`);
    await audit(tx, CLIENT_RESOURCE, id, 'update', userId, before, await storedClient(tx, id));
  });
  return getClient(db, id);
}

/** Activates or deactivates a card; the status it already has is a conflict, and a merged card stays inactive. */
export async function setClientActive(db: Db, id: number, active: boolean, userId: number) {
  await db.transaction(async (tx) => {
    const before = await storedClient(tx, id, true);
    if (before.active === active)
      throw new AppError(409, active ? 'errors.alreadyActive' : 'errors.alreadyInactive');
    if (active && before.merged_into_id !== null) throw new AppError(409, 'errors.clientMerged');
    await tx.execute(
      sql`update clients set active = ${active}, updated_at = now(), updated_by = ${userId} where id = ${id}`,
    );
    const after = await storedClient(tx, id);
    await audit(tx, CLIENT_RESOURCE, id, active ? 'activate' : 'deactivate', userId, before, after);
  });
  return getClient(db, id);
}

/** The card's audit entries, newest first (at most 200). */
export async function clientHistory(db: DbOrTx, id: number): Promise<ClientHistoryRow[]> {
  await storedClient(db, id);
  const rows = await db.execute<Row>(sql`select a.id::int as id, a.action, a.at, a.before, a.after,
      u.full_name as user_name
    from audit_log a left join users u on u.id = a.user_id
    where a.resource = ${CLIENT_RESOURCE} and a.record_id = ${id}
    order by a.id desc limit 200`);
  return rows.rows as unknown as ClientHistoryRow[];
}

/** The card's contracts (read-only): number with the branch prefix, date, status, debt, rest. */
export async function clientContracts(
  db: DbOrTx,
  id: number,
  q: { page: number; per_page: number },
): Promise<ClientContractRow[]> {
  await storedClient(db, id);
  const rows = await db.execute<{
    id: number;
    number: number;
    prefix: string | null;
    contract_date: string;
    status: string;
    currency: string;
    debt: string;
    rest: string;
    monthly: string;
    branch_name: string | null;
  }>(sql`select k.id::int as id, k.number, b.prefix, k.contract_date, k.status, k.currency, k.debt, k.rest,
      k.monthly, b.name as branch_name
    from contracts k left join branches b on b.id = k.branch_id
    where k.client_id = ${id} order by k.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return rows.rows.map((r) => ({
    id: r.id,
    number: documentNumber(r.prefix, r.number),
    contract_date: r.contract_date,
    status: r.status,
    currency: r.currency,
    debt: fromMinor(BigInt(r.debt)),
    rest: fromMinor(BigInt(r.rest)),
    monthly: fromMinor(BigInt(r.monthly)),
    branch_name: r.branch_name,
  }));
}
