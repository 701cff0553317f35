import { documentNumber } from '@savdo/shared/documents';
import type {
  AppealDetail,
  AppealEventRow,
  AppealQuery,
  AppealReferences,
  AppealRow,
} from '@savdo/shared/schemas/appeals';
import { phoneTail } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { boundedClients } from '../../sales/clients/name-search.ts';

type Raw<T> = Record<keyof T, string | number | null>;
const num = (v: string | number | null) => (v === null ? null : Number(v));
const str = (v: string | number | null) => (v === null ? null : String(v));
const iso = (v: string | number | null) => (v === null ? '' : new Date(String(v)).toISOString());

const SELECT = sql`select a.id, a.status, a.created_at, a.updated_at, a.branch_id, b.name as branch_name,
    a.client_id, cl.full_name as client_name, a.contract_id, ct.number as contract_number, cb.prefix as contract_prefix,
    a.phone,
    a.type_id, ty.name as type_name, a.source_id, so.name as source_name, a.group_id, gr.name as group_name,
    a.form_id, fo.name as form_name, a.direction_id, di.name as direction_name, a.text,
    a.assignee_id, asg.full_name as assignee_name, a.answer, a.reject_reason, cr.full_name as created_by_name
  from appeals a
  left join branches b on b.id = a.branch_id
  left join clients cl on cl.id = a.client_id
  left join contracts ct on ct.id = a.contract_id
  left join branches cb on cb.id = ct.branch_id
  left join appeal_types ty on ty.id = a.type_id
  left join appeal_sources so on so.id = a.source_id
  left join appeal_groups gr on gr.id = a.group_id
  left join appeal_forms fo on fo.id = a.form_id
  left join appeal_directions di on di.id = a.direction_id
  left join users asg on asg.id = a.assignee_id
  left join users cr on cr.id = a.created_by`;

function toRow(r: Raw<AppealRow>): AppealRow {
  return {
    id: Number(r.id),
    status: r.status as AppealRow['status'],
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    branch_id: Number(r.branch_id),
    branch_name: str(r.branch_name),
    client_id: num(r.client_id),
    client_name: str(r.client_name),
    contract_id: num(r.contract_id),
    contract_number: num(r.contract_number),
    contract_prefix: str(r.contract_prefix),
    phone: str(r.phone),
    type_id: Number(r.type_id),
    type_name: str(r.type_name),
    source_id: num(r.source_id),
    source_name: str(r.source_name),
    group_id: num(r.group_id),
    group_name: str(r.group_name),
    form_id: num(r.form_id),
    form_name: str(r.form_name),
    direction_id: num(r.direction_id),
    direction_name: str(r.direction_name),
    text: String(r.text ?? ''),
    assignee_id: num(r.assignee_id),
    assignee_name: str(r.assignee_name),
    answer: str(r.answer),
    reject_reason: str(r.reject_reason),
    created_by_name: str(r.created_by_name),
  };
}

/**
 * The search box: the client by the one client rule (`boundedClients`: a
 * PINFL, passport, a phone or its end, words of the name), or a whole phone
 * the appeal came from.
 */
function searchCondition(search: string): SQL {
  const tail = phoneTail(search);
  const clients = sql`a.client_id in ${boundedClients(search, 500)}`;
  return tail?.length === 9 ? sql`(a.phone = ${`998${tail}`} or ${clients})` : clients;
}

const EQ_FILTERS = [
  'status',
  'type_id',
  'source_id',
  'group_id',
  'form_id',
  'direction_id',
  'branch_id',
  'assignee_id',
  'client_id',
  'contract_id',
] as const;

/**
 * The appeals, newest first, a page at a time: by status, each reference
 * list, branch, assignee (or `mine`), client, contract, the date registered
 * (Tashkent days) and a client search; each filter on an index `(col, id)`.
 */
export async function listAppeals(db: Db, q: AppealQuery, userId: number) {
  const c: SQL[] = [sql`true`];
  for (const key of EQ_FILTERS) {
    const value = q[key];
    if (value !== undefined) c.push(sql`a.${sql.identifier(key)} = ${value}`);
  }
  if (q.mine === 'true') c.push(sql`a.assignee_id = ${userId}`);
  if (q.date_from)
    c.push(sql`a.created_at >= (${q.date_from}::date)::timestamp at time zone 'Asia/Tashkent'`);
  if (q.date_to) c.push(sql`a.created_at < (${q.date_to}::date + 1)::timestamp at time zone 'Asia/Tashkent'`);
  if (q.search) c.push(searchCondition(q.search));
  const rows = await db.execute<Raw<AppealRow>>(sql`${SELECT}
    join (select a.id from appeals a where ${sql.join(c, sql` and `)}
      order by a.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = a.id
    order by a.id desc`);
  return { data: rows.rows.map(toRow), meta: { page: q.page, per_page: q.per_page } };
}

/** One appeal with its history, oldest change first. */
export async function appealDetail(db: Db, id: number): Promise<AppealDetail> {
  const rows = await db.execute<Raw<AppealRow>>(sql`${SELECT} where a.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  const events = await db.execute<Raw<AppealEventRow>>(sql`select e.id, e.action, e.from_status, e.to_status,
      u.full_name as assignee_name, e.comment, cr.full_name as created_by_name, e.created_at
    from appeal_events e
    left join users u on u.id = e.assignee_id
    left join users cr on cr.id = e.created_by
    where e.appeal_id = ${id} order by e.id`);
  const history: AppealEventRow[] = events.rows.map((e) => ({
    id: Number(e.id),
    action: e.action as AppealEventRow['action'],
    from_status: e.from_status as AppealEventRow['from_status'],
    to_status: e.to_status as AppealEventRow['to_status'],
    assignee_name: str(e.assignee_name),
    comment: str(e.comment),
    created_by_name: str(e.created_by_name),
    created_at: iso(e.created_at),
  }));
  return { ...toRow(row), history };
}

const options = async (db: Db, from: SQL) =>
  (
    await db.execute<{ id: string; name: string }>(sql`select id, name from ${from} order by name limit 500`)
  ).rows.map((r) => ({ id: Number(r.id), name: r.name }));

/** The active records of every list the form and the filters choose from (small lists). */
export async function appealReferences(db: Db): Promise<AppealReferences> {
  const list = (table: string) => options(db, sql`${sql.identifier(table)} where active`);
  return {
    types: await list('appeal_types'),
    sources: await list('appeal_sources'),
    groups: await list('appeal_groups'),
    forms: await list('appeal_forms'),
    directions: await list('appeal_directions'),
    branches: await options(db, sql`branches where active`),
    users: await options(db, sql`(select id, full_name as name from users where active) u`),
  };
}

/** A client's contracts to pick one from (newest first). */
export async function clientContracts(db: Db, clientId: number) {
  const rows = await db.execute<{ id: string; number: string; prefix: string | null; status: string }>(
    sql`select k.id, k.number, b.prefix, k.status from contracts k left join branches b on b.id = k.branch_id
      where k.client_id = ${clientId} order by k.id desc limit 100`,
  );
  return rows.rows.map((r) => ({
    id: Number(r.id),
    name: `№ ${documentNumber(r.prefix, r.number)}`,
    status: r.status,
  }));
}
