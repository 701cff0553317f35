import { fromMinor } from '@savdo/shared/money';
import type { InstallationQuery, InstallationRow } from '@savdo/shared/schemas/installation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

type RawRow = Omit<
  InstallationRow,
  'id' | 'line_id' | 'sale_id' | 'sale_number' | 'client_id' | 'earning'
> & {
  id: string | null;
  line_id: string;
  sale_id: string;
  sale_number: string;
  client_id: string | null;
  earning: string;
};

const toRow = (r: RawRow): InstallationRow => ({
  ...r,
  id: r.id === null ? null : Number(r.id),
  line_id: Number(r.line_id),
  sale_id: Number(r.sale_id),
  sale_number: Number(r.sale_number),
  client_id: r.client_id === null ? null : Number(r.client_id),
  earning: fromMinor(BigInt(r.earning)),
});

/**
 * Sold lines waiting for a master (INSTALLATION): lines of signed contracts
 * and paid cash trades marked `needs_installation` that have no job yet.
 */
function waitingLines(q: InstallationQuery): SQL {
  const branch = (alias: string) =>
    q.branch_id === undefined ? sql`` : sql` and ${sql.raw(alias)}.branch_id = ${q.branch_id}`;
  const from = (column: string) =>
    q.date_from === undefined ? sql`` : sql` and ${sql.raw(column)} >= ${q.date_from}`;
  const to = (column: string) =>
    q.date_to === undefined ? sql`` : sql` and ${sql.raw(column)} <= ${q.date_to}`;
  return sql`select null::bigint as id, 'CONTRACT' as source, i.id as line_id, s.id as sale_id,
      s.number as sale_number, s.contract_date::text as sale_date, s.branch_id, s.client_id, i.product_id
    from contract_items i join contracts s on s.id = i.contract_id
    where i.needs_installation and s.status in ('ACTIVE', 'CLOSED')
      and not exists (select 1 from installations j where j.source = 'CONTRACT' and j.line_id = i.id)
      ${branch('s')}${from('s.contract_date')}${to('s.contract_date')}
    union all
    select null::bigint, 'CASH_TRADE', i.id, s.id, s.number, s.trade_date::text, s.branch_id, s.client_id, i.product_id
    from cash_trade_items i join cash_trades s on s.id = i.trade_id
    where i.needs_installation and s.status = 'PAID'
      and not exists (select 1 from installations j where j.source = 'CASH_TRADE' and j.line_id = i.id)
      ${branch('s')}${from('s.trade_date')}${to('s.trade_date')}`;
}

/** The jobs (rows of `installations`) by status, master, branch and planned date. */
function jobs(q: InstallationQuery, id?: number): SQL {
  const parts: SQL[] = [sql`true`];
  if (id !== undefined) parts.push(sql`j.id = ${id}`);
  if (q.status !== undefined) parts.push(sql`j.status = ${q.status}`);
  if (q.master_id !== undefined) parts.push(sql`j.master_id = ${q.master_id}`);
  if (q.branch_id !== undefined) parts.push(sql`j.branch_id = ${q.branch_id}`);
  if (q.date_from !== undefined) parts.push(sql`j.install_date >= ${q.date_from}`);
  if (q.date_to !== undefined) parts.push(sql`j.install_date <= ${q.date_to}`);
  return sql`select j.id, j.source, j.line_id, j.sale_id, j.sale_number,
      coalesce(c.contract_date, t.trade_date)::text as sale_date, j.branch_id, j.client_id, j.product_id,
      j.address, j.status, j.master_id, m.name as master_name, j.install_date::text as install_date,
      j.installed_on::text as installed_on, j.earning, j.earning_source, j.reason, j.version
    from installations j join installation_masters m on m.id = j.master_id
      left join contracts c on j.source = 'CONTRACT' and c.id = j.sale_id
      left join cash_trades t on j.source = 'CASH_TRADE' and t.id = j.sale_id
    where ${sql.join(parts, sql` and `)}`;
}

const NAMES = sql`left join clients cl on cl.id = x.client_id join products pr on pr.id = x.product_id
  left join branches sb on sb.id = x.branch_id`;

/** A page of the list: waiting lines (status INSTALLATION) or jobs; newest first. */
export async function listInstallations(db: Db, q: InstallationQuery) {
  const waiting = q.status === 'INSTALLATION';
  const meta = { page: q.page, per_page: q.per_page };
  if (waiting && q.master_id !== undefined) return { data: [], meta: { ...meta, total: 0 } };
  const inner = waiting
    ? sql`select w.*, null::text as address, 'INSTALLATION' as status, null::int as master_id,
        null::text as master_name, null::text as install_date, null::text as installed_on, 0::bigint as earning,
        null::text as earning_source,
        null::text as reason, null::int as version from (${waitingLines(q)}) w`
    : jobs(q);
  const order = waiting ? sql`x.sale_date desc, x.line_id desc` : sql`x.install_date desc, x.id desc`;
  const [rows, count] = await Promise.all([
    db.execute<RawRow>(sql`select x.*, cl.full_name as client_name, pr.name as product_name,
        sb.prefix as sale_branch_prefix, coalesce(x.address, nullif(concat_ws(', ', pv.name, rg.name, vl.name, cl.street), '')) as address
      from (${inner}) x ${NAMES}
        left join provinces pv on pv.id = cl.province_id left join regions rg on rg.id = cl.region_id
        left join villages vl on vl.id = cl.village_id
      order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: string }>(sql`select count(*) as n from (${inner}) x`),
  ]);
  return { data: rows.rows.map(toRow), meta: { ...meta, total: Number(count.rows[0]?.n ?? 0) } };
}

/** One job as the lists show it (404 when there is none). */
export async function getInstallation(db: Db, id: number): Promise<InstallationRow> {
  const rows = await db.execute<RawRow>(sql`select x.*, cl.full_name as client_name, pr.name as product_name,
      sb.prefix as sale_branch_prefix
    from (${jobs({ page: 1, per_page: 1 }, id)}) x ${NAMES}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return toRow(row);
}

/** The active installation masters for a select, by name. */
export async function masterOptions(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db.execute<{ id: number; name: string }>(
    sql`select id, name from installation_masters where active order by name limit 500`,
  );
  return rows.rows;
}
