import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type {
  ClientReturnQuery,
  ClientReturnRow,
  DeliveryQuery,
  OutputInvoiceDetail,
  OutputInvoiceQuery,
  OutputInvoiceRow,
  PickupQuery,
  SaleKind,
  SerialOption,
} from '@savdo/shared/schemas/release';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** Reading output invoices, their deliveries and pickups, the serial picker, and goods clients brought back. */

type InvoiceRaw = Omit<
  OutputInvoiceRow,
  'id' | 'number' | 'sale_id' | 'sale_number' | 'client_id' | 'quantity' | 'created_at'
> & {
  id: string;
  number: string;
  sale_id: string;
  sale_number: string | null;
  client_id: string | null;
  quantity: string | null;
  created_at: string | Date;
} & Record<string, unknown>;

const SELECT = sql`select i.id, i.number, i.branch_id, b.name as branch_name, b.prefix as branch_prefix,
    i.warehouse_id, w.name as warehouse_name, i.sale_kind, coalesce(i.contract_id, i.cash_trade_id) as sale_id,
    coalesce(c.number, t.number) as sale_number, sb.prefix as sale_branch_prefix, i.client_id,
    cl.full_name as client_name, cl.phones[1] as client_phone, i.status, i.doc_date::text as doc_date, i.handover,
    i.handover_status, i.driver_id, d.name as driver_name, d.phone as driver_phone, i.address,
    i.delivery_date::text as delivery_date, i.cost_uzs,
    (select sum(l.quantity) from output_invoice_lines l where l.invoice_id = i.id) as quantity,
    exists (select 1 from output_invoice_lines l where l.invoice_id = i.id and l.installation_status is not null)
      as installation,
    i.note, i.version, cu.full_name as created_by_name, au.full_name as approved_by_name, i.created_at
  from output_invoices i
  left join branches b on b.id = i.branch_id
  left join warehouses w on w.id = i.warehouse_id
  left join contracts c on c.id = i.contract_id
  left join cash_trades t on t.id = i.cash_trade_id
  left join branches sb on sb.id = coalesce(c.branch_id, t.branch_id)
  left join clients cl on cl.id = i.client_id
  left join drivers d on d.id = i.driver_id
  left join users cu on cu.id = i.created_by
  left join users au on au.id = i.approved_by`;

const present = (r: InvoiceRaw): OutputInvoiceRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  sale_id: Number(r.sale_id),
  sale_number: Number(r.sale_number ?? 0),
  client_id: r.client_id === null ? null : Number(r.client_id),
  cost_uzs: fromMinor(BigInt(r.cost_uzs)),
  quantity: fromMilli(BigInt(r.quantity ?? 0)),
  created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
});

/** One invoice with its lines (and their serials) and its steps. */
export async function getInvoice(db: DbOrTx, id: number): Promise<OutputInvoiceDetail> {
  const rows = await db.execute<InvoiceRaw>(sql`${SELECT} where i.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  const lines = await db.execute<{
    id: string;
    item_id: string;
    product_id: number;
    product_name: string;
    is_serial: boolean;
    quantity: string;
    cost_uzs: string;
    installation_status: string | null;
    serials: string[] | null;
  }>(sql`select l.id, l.item_id, l.product_id, p.name as product_name, coalesce(p.is_serial, false) as is_serial,
      l.quantity, l.cost_uzs, l.installation_status,
      (select array_agg(s.serial order by s.serial) from output_invoice_serials s where s.line_id = l.id) as serials
    from output_invoice_lines l join products p on p.id = l.product_id
    where l.invoice_id = ${id} order by l.id`);
  const events = await db.execute<{
    id: string;
    event: string;
    from_status: string | null;
    to_status: string | null;
    created_by_name: string | null;
    created_at: string | Date;
  }>(sql`select e.id, e.event, e.from_status, e.to_status, u.full_name as created_by_name, e.created_at
    from output_invoice_events e left join users u on u.id = e.created_by
    where e.invoice_id = ${id} order by e.id`);
  return {
    ...present(row),
    lines: lines.rows.map((l) => ({
      ...l,
      id: Number(l.id),
      item_id: Number(l.item_id),
      quantity: fromMilli(BigInt(l.quantity)),
      cost_uzs: fromMinor(BigInt(l.cost_uzs)),
      serials: l.serials ?? [],
    })),
    events: events.rows.map((e) => ({
      ...e,
      id: Number(e.id),
      created_at: e.created_at instanceof Date ? e.created_at.toISOString() : String(e.created_at),
    })),
  };
}

/** A page of invoices matching `where`, newest first (by id: each filter rides an index with the id). */
async function page(db: Db, where: SQL[], q: { page: number; per_page: number }) {
  const rows = await db.execute<InvoiceRaw>(sql`${SELECT}
    join (select i.id from output_invoices i where ${sql.join(where, sql` and `)}
      order by i.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = i.id
    order by i.id desc`);
  return { data: rows.rows.map(present), meta: { page: q.page, per_page: q.per_page } };
}

function common(q: { branch_id?: number; warehouse_id?: number }): SQL[] {
  const where: SQL[] = [];
  if (q.branch_id) where.push(sql`i.branch_id = ${q.branch_id}`);
  if (q.warehouse_id) where.push(sql`i.warehouse_id = ${q.warehouse_id}`);
  return where;
}

/** Every output invoice, by status, sale, branch, warehouse, hand-over, driver and date. */
export function listInvoices(db: Db, q: OutputInvoiceQuery) {
  const where = [sql`true`, ...common(q)];
  if (q.status) where.push(sql`i.status = ${q.status}`);
  if (q.kind) where.push(sql`i.sale_kind = ${q.kind}`);
  if (q.handover) where.push(sql`i.handover = ${q.handover}`);
  if (q.handover_status) where.push(sql`i.handover_status = ${q.handover_status}`);
  if (q.driver_id) where.push(sql`i.driver_id = ${q.driver_id}`);
  if (q.contract_id) where.push(sql`i.contract_id = ${q.contract_id}`);
  if (q.cash_trade_id) where.push(sql`i.cash_trade_id = ${q.cash_trade_id}`);
  if (q.date_from) where.push(sql`i.doc_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`i.doc_date <= ${q.date_to}`);
  return page(db, where, q);
}

/** Approved deliveries by step, driver and delivery date. */
export function listDeliveries(db: Db, q: DeliveryQuery) {
  const where = [sql`i.handover = 'DELIVERY'`, sql`i.handover_status is not null`, ...common(q)];
  if (q.handover_status) where.push(sql`i.handover_status = ${q.handover_status}`);
  if (q.driver_id) where.push(sql`i.driver_id = ${q.driver_id}`);
  if (q.date_from) where.push(sql`i.delivery_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`i.delivery_date <= ${q.date_to}`);
  return page(db, where, q);
}

/** Approved take-away invoices: waiting for the client, or handed over. */
export function listPickups(db: Db, q: PickupQuery) {
  const where = [sql`i.handover = 'TAKE_AWAY'`, sql`i.handover_status is not null`, ...common(q)];
  if (q.handover_status) where.push(sql`i.handover_status = ${q.handover_status}`);
  if (q.date_from) where.push(sql`i.doc_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`i.doc_date <= ${q.date_to}`);
  return page(db, where, q);
}

/** The units of a product in stock at a warehouse (the picker), by the start of their serial; at most 50. */
export async function serialsToPick(
  db: Db,
  q: { product_id: number; warehouse_id: number; search?: string | undefined },
): Promise<SerialOption[]> {
  const search = q.search?.trim();
  const rows = await db.execute<{
    id: string;
    serial: string;
    marking_code: string | null;
  }>(sql`select id, serial,
      marking_code from stock_serials
    where warehouse_id = ${q.warehouse_id} and product_id = ${q.product_id} and status = 'IN_STOCK'
      ${search ? sql`and (serial like ${`${search.replace(/[%_\\]/g, '\\$&')}%`} or marking_code = ${search})` : sql``}
    order by serial limit 50`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const RETURN_DOC: Record<SaleKind, string> = { CONTRACT: 'contract', CASH_TRADE: 'cash_trade' };

/**
 * Goods clients brought back: the RETURNED_PRODUCT movements posted by the
 * contract and cash trade returns (`doc_type` 'contract' or 'cash_trade',
 * `document_id` the sale, `line_id` its item), newest first, with the sale
 * they came from. `kinds` are the sale kinds the reader may see.
 */
export async function listClientReturns(db: Db, q: ClientReturnQuery, kinds: SaleKind[]) {
  const allowed = (q.kind ? [q.kind] : kinds).filter((k) => kinds.includes(k)).map((k) => RETURN_DOC[k]);
  if (allowed.length === 0) return { data: [], meta: { page: q.page, per_page: q.per_page } };
  const where: SQL[] = [
    sql`m.doc_type in (${sql.join(
      allowed.map((k) => sql`${k}`),
      sql`, `,
    )})`,
    sql`m.type = 'RETURNED_PRODUCT'`,
    sql`m.reverses_id is null`,
  ];
  if (q.warehouse_id) where.push(sql`m.warehouse_id = ${q.warehouse_id}`);
  if (q.product_id) where.push(sql`m.product_id = ${q.product_id}`);
  if (q.date_from) where.push(sql`m.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`m.business_date <= ${q.date_to}`);
  const rows = await db.execute<{
    id: string;
    business_date: string;
    doc_type: string;
    sale_id: string;
    sale_number: string | null;
    sale_branch_prefix: string | null;
    client_name: string | null;
    product_id: number;
    product_name: string | null;
    warehouse_id: number;
    warehouse_name: string | null;
    quantity: string;
    cost_uzs: string;
    reversed: boolean;
    created_by_name: string | null;
  }>(sql`select m.id, m.business_date::text as business_date, m.doc_type, m.document_id as sale_id,
      coalesce(c.number, t.number) as sale_number, b.prefix as sale_branch_prefix, cl.full_name as client_name,
      m.product_id, p.name as product_name, m.warehouse_id, w.name as warehouse_name, m.quantity, m.cost_uzs,
      exists (select 1 from stock_movements r where r.reverses_id = m.id) as reversed,
      u.full_name as created_by_name
    from (select m.* from stock_movements m where ${sql.join(where, sql` and `)}
      order by m.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) m
    left join contracts c on m.doc_type = 'contract' and c.id = m.document_id
    left join cash_trades t on m.doc_type = 'cash_trade' and t.id = m.document_id
    left join branches b on b.id = coalesce(c.branch_id, t.branch_id)
    left join clients cl on cl.id = coalesce(c.client_id, t.client_id)
    left join products p on p.id = m.product_id
    left join warehouses w on w.id = m.warehouse_id
    left join users u on u.id = m.created_by
    order by m.id desc`);
  const data = rows.rows.map(
    (r): ClientReturnRow => ({
      id: Number(r.id),
      business_date: r.business_date,
      kind: r.doc_type === 'contract' ? 'CONTRACT' : 'CASH_TRADE',
      sale_id: Number(r.sale_id),
      sale_number: r.sale_number === null ? null : Number(r.sale_number),
      sale_branch_prefix: r.sale_branch_prefix,
      client_name: r.client_name,
      product_id: r.product_id,
      product_name: r.product_name,
      warehouse_id: r.warehouse_id,
      warehouse_name: r.warehouse_name,
      quantity: fromMilli(BigInt(r.quantity)),
      cost_uzs: fromMinor(BigInt(r.cost_uzs)),
      reversed: r.reversed,
      created_by_name: r.created_by_name,
    }),
  );
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
