import type {
  MarkedOutput,
  MarkedUnit,
  MarkingOutputQuery,
  MarkingResidueQuery,
  SoldImei,
  SoldImeiQuery,
} from '@savdo/shared/schemas/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { IMEI } from './imei-report.ts';

type Paging = { page: number; per_page: number };
type Row = Record<string, unknown>;

const paging = (q: Paging) => sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
/** One serial or marking code, exactly (both indexed). */
const codeIs = (code: string) => sql`(s.serial = ${code} or s.marking_code = ${code})`;
/** A unit never reported, or being reported right now, is pending. */
const REGISTRY_STATUS = sql`case when r.status is null or r.status = 'SENDING' then 'PENDING' else r.status end`;

/** Marked units in stock, newest first, by warehouse, product and code. */
export async function listMarkedUnits(
  db: Db,
  q: MarkingResidueQuery,
): Promise<{ data: MarkedUnit[]; meta: Paging }> {
  const where = [sql`s.status = 'IN_STOCK'`, sql`s.marking_code is not null`];
  if (q.warehouse_id) where.push(sql`s.warehouse_id = ${q.warehouse_id}`);
  if (q.product_id) where.push(sql`s.product_id = ${q.product_id}`);
  if (q.code) where.push(codeIs(q.code));
  const rows = await db.execute<
    MarkedUnit & Row
  >(sql`select s.id, s.serial, s.marking_code, s.product_id, p.name as product_name,
      s.warehouse_id, w.name as warehouse_name, s.updated_at
    from stock_serials s join products p on p.id = s.product_id left join warehouses w on w.id = s.warehouse_id
    where ${and(where)}
    order by s.id desc ${paging(q)}`);
  return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
}

/** Marked units that left stock, with the movement that took each out, newest first. */
export async function listMarkedOutputs(
  db: Db,
  q: MarkingOutputQuery,
): Promise<{ data: MarkedOutput[]; meta: Paging }> {
  const where = [sql`s.status = 'OUT'`, sql`s.marking_code is not null`];
  if (q.product_id) where.push(sql`s.product_id = ${q.product_id}`);
  if (q.code) where.push(codeIs(q.code));
  if (q.date_from) where.push(sql`m.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`m.business_date <= ${q.date_to}`);
  const rows = await db.execute<
    MarkedOutput & Row
  >(sql`select s.id, s.serial, s.marking_code, s.product_id, p.name as product_name,
      m.type, m.business_date::text as business_date, m.document_id, d.number as document_number,
      w.name as warehouse_name
    from stock_serials s join products p on p.id = s.product_id
    join lateral (select mv.* from stock_serial_moves sm join stock_movements mv on mv.id = sm.movement_id
                  where sm.serial_id = s.id order by mv.id desc limit 1) m on true
    left join stock_documents d on d.id = m.document_id and m.doc_type is null
    left join warehouses w on w.id = m.warehouse_id
    where ${and(where)}
    order by s.id desc ${paging(q)}`);
  return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
}

/** Units with an IMEI that left stock, with the state of their report to the registry, newest first. */
export async function listSoldImei(db: Db, q: SoldImeiQuery): Promise<SoldImei[]> {
  const where = [sql`s.status = 'OUT'`, IMEI];
  if (q.status) where.push(sql`${REGISTRY_STATUS} = ${q.status}`);
  if (q.product_id) where.push(sql`s.product_id = ${q.product_id}`);
  if (q.imei) where.push(sql`s.serial = ${q.imei}`);
  const rows = await db.execute<
    SoldImei & Row
  >(sql`select s.id, s.serial as imei, s.product_id, p.name as product_name,
    ${REGISTRY_STATUS} as registry_status, r.reference, r.message, r.attempts, r.updated_at
  from stock_serials s join products p on p.id = s.product_id left join imei_registrations r on r.serial_id = s.id
  where ${and(where)}
  order by s.id desc ${paging(q)}`);
  return rows.rows;
}
