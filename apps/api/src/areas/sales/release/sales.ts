import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type {
  SaleDetail,
  SaleItemRow,
  SaleKind,
  UnreleasedQuery,
  UnreleasedSaleRow,
} from '@savdo/shared/schemas/release';
import { type SQL, sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { productStock } from '../../stock/warehouse/product-stock.ts';
import { clientMatch } from '../clients/name-search.ts';

/**
 * The two kinds of sale whose goods are released, read alike: a contract
 * (releasable while ACTIVE) and a cash trade (releasable once PAID), with
 * their items. Quantities are thousandths, money minor units of the sale's
 * currency; costs UZS minor units.
 */
export const SALE_TABLES = {
  CONTRACT: {
    table: sql`contracts`,
    items: sql`contract_items`,
    saleColumn: sql`contract_id`,
    itemSale: sql`contract_id`,
    date: sql`contract_date`,
    total: sql`price - discount`,
    releasable: 'ACTIVE',
    docType: 'contract',
  },
  CASH_TRADE: {
    table: sql`cash_trades`,
    items: sql`cash_trade_items`,
    saleColumn: sql`cash_trade_id`,
    itemSale: sql`trade_id`,
    date: sql`trade_date`,
    total: sql`total`,
    releasable: 'PAID',
    docType: 'cash_trade',
  },
} as const;

export interface LockedSale {
  kind: SaleKind;
  id: number;
  number: number;
  branch_id: number;
  client_id: number | null;
  status: string;
  currency: string;
}

/**
 * Locks a sale (the order every release takes: invoice, sale, items, stock).
 * A missing sale is bad input (400 naming `field`); one that may not be
 * released is 409 naming its status.
 */
export async function lockSale(
  tx: DbOrTx,
  kind: SaleKind,
  id: number,
  field = 'sale_id',
): Promise<LockedSale> {
  const t = SALE_TABLES[kind];
  const rows = await tx.execute<Omit<LockedSale, 'kind'>>(sql`select id, number, branch_id, client_id, status,
      currency from ${t.table} where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field, key: 'validation.invalid' }]);
  if (row.status !== t.releasable) {
    throw conflict(`release.errors.notReleasable.${kind}`, {
      status: row.status,
      number: Number(row.number),
    });
  }
  return {
    ...row,
    kind,
    id: Number(row.id),
    number: Number(row.number),
    client_id: row.client_id === null ? null : Number(row.client_id),
  };
}

export interface LockedItem {
  id: number;
  product_id: number;
  product_name: string;
  is_serial: boolean;
  needs_installation: boolean;
  quantity: bigint;
  released: bigint;
  returned: bigint;
}

/** A sale's goods line as read (bigints as text), with its product. */
interface ItemRaw extends Record<string, unknown> {
  id: string;
  product_id: number;
  product_name: string;
  is_serial: boolean;
  needs_installation: boolean;
  quantity: string;
  released: string;
  returned: string;
}

/** The columns of `ItemRaw`, from the items table `i` joined with `products p`. */
const ITEM_COLUMNS = sql`i.id, i.product_id, p.name as product_name, coalesce(p.is_serial, false) as is_serial,
      i.needs_installation, i.quantity, i.released, i.returned`;

/** The sale's items (locked), by id. */
export async function lockItems(
  tx: DbOrTx,
  kind: SaleKind,
  saleId: number,
): Promise<Map<number, LockedItem>> {
  const t = SALE_TABLES[kind];
  const rows = await tx.execute<ItemRaw>(sql`select ${ITEM_COLUMNS}
    from ${t.items} i join products p on p.id = i.product_id
    where i.${t.itemSale} = ${saleId} order by i.id for update of i`);
  return new Map(
    rows.rows.map((r) => [
      Number(r.id),
      {
        ...r,
        id: Number(r.id),
        quantity: BigInt(r.quantity),
        released: BigInt(r.released),
        returned: BigInt(r.returned),
      },
    ]),
  );
}

/** Adds a released quantity and its cost to an item and the cost to its sale (negative to take them back). */
export async function addReleased(
  tx: DbOrTx,
  kind: SaleKind,
  itemId: number,
  quantity: bigint,
  cost: bigint,
): Promise<void> {
  await tx.execute(sql`update ${SALE_TABLES[kind].items} set released = released + ${quantity},
    cost_uzs = cost_uzs + ${cost} where id = ${itemId}`);
}

export async function addSaleCost(tx: DbOrTx, kind: SaleKind, saleId: number, cost: bigint): Promise<void> {
  await tx.execute(
    sql`update ${SALE_TABLES[kind].table} set cost_uzs = cost_uzs + ${cost} where id = ${saleId}`,
  );
}

/** The client card's address: province, region, village and street, as one line. */
export async function clientAddress(tx: DbOrTx, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const rows = await tx.execute<{ address: string | null }>(sql`select nullif(concat_ws(', ', p.name, r.name,
      v.name, nullif(c.street, '')), '') as address
    from clients c left join provinces p on p.id = c.province_id left join regions r on r.id = c.region_id
    left join villages v on v.id = c.village_id where c.id = ${clientId}`);
  return rows.rows[0]?.address ?? null;
}

interface SaleRowRaw extends Record<string, unknown> {
  kind: SaleKind;
  id: string;
  number: string;
  branch_id: number;
  branch_name: string | null;
  branch_prefix: string | null;
  date: string;
  status: string;
  client_id: string | null;
  client_name: string | null;
  currency: string;
  quantity: string;
  released: string;
  price: string;
  discount: string;
  cost_uzs: string;
}

const presentSale = (r: SaleRowRaw): UnreleasedSaleRow => ({
  kind: r.kind,
  id: Number(r.id),
  number: Number(r.number),
  branch_id: r.branch_id,
  branch_name: r.branch_name,
  branch_prefix: r.branch_prefix,
  date: r.date,
  status: r.status,
  client_id: r.client_id === null ? null : Number(r.client_id),
  client_name: r.client_name,
  currency: r.currency,
  quantity: fromMilli(BigInt(r.quantity)),
  released: fromMilli(BigInt(r.released)),
  left: fromMilli(BigInt(r.quantity) - BigInt(r.released)),
  price: fromMinor(BigInt(r.price)),
  discount: fromMinor(BigInt(r.discount)),
  cost_uzs: fromMinor(BigInt(r.cost_uzs)),
});

/** The columns of a sale row of either kind, from `s` (the sale) and `sums` (its items' totals). */
function saleSelect(kind: SaleKind): SQL {
  const t = SALE_TABLES[kind];
  return sql`select ${kind}::text as kind, s.id, s.number, s.branch_id, b.name as branch_name, b.prefix as branch_prefix,
      s.${t.date}::text as date, s.status, s.client_id, c.full_name as client_name, s.currency,
      sums.quantity, sums.released, s.price, s.discount, s.cost_uzs`;
}

/** Conditions on a sale `s` of a kind from the list's filters. */
function saleConditions(kind: SaleKind, q: UnreleasedQuery): SQL[] {
  const t = SALE_TABLES[kind];
  const where: SQL[] = [sql`s.status = ${t.releasable}`];
  if (q.branch_id) where.push(sql`s.branch_id = ${q.branch_id}`);
  if (q.date_from) where.push(sql`s.${t.date} >= ${q.date_from}`);
  if (q.date_to) where.push(sql`s.${t.date} <= ${q.date_to}`);
  if (q.warehouse_id) {
    // The warehouse's own branch's sales, and those already (partly) released from it.
    where.push(sql`(s.branch_id = (select branch_id from warehouses where id = ${q.warehouse_id})
      or exists (select 1 from output_invoices oi where oi.${t.saleColumn} = s.id
        and oi.warehouse_id = ${q.warehouse_id} and oi.status <> 'CANCELED'))`);
  }
  const search = q.search?.trim();
  if (search) {
    const digits = search.replace(/[\s+()-]/g, '');
    // The client by the one client rule (`clientMatch`: PINFL, passport, a phone or its end, words of the name).
    const alternatives: SQL[] = [clientMatch(sql`c`, search)];
    if (/^\d{1,15}$/.test(digits)) alternatives.push(sql`s.number = ${Number(digits)}`);
    where.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return where;
}

/**
 * Sales whose goods are not all released: contracts and cash trades,
 * newest first, server-paged. Only items with something left are indexed
 * (`*_unreleased`), so the list starts from that small set whatever the
 * number of sales, and each filter narrows it further.
 */
export async function listUnreleased(db: Db, q: UnreleasedQuery) {
  const kinds: SaleKind[] = q.kind ? [q.kind] : ['CONTRACT', 'CASH_TRADE'];
  const take = q.page * q.per_page;
  const parts = kinds.map((kind) => {
    const t = SALE_TABLES[kind];
    return sql`(${saleSelect(kind)}
      from (select distinct ${t.itemSale} as sale_id from ${t.items} where released < quantity) open
      join ${t.table} s on s.id = open.sale_id
      join lateral (select sum(quantity) as quantity, sum(released) as released from ${t.items} i
        where i.${t.itemSale} = s.id) sums on true
      left join branches b on b.id = s.branch_id
      left join clients c on c.id = s.client_id
      where ${sql.join(saleConditions(kind, q), sql` and `)}
      order by s.${t.date} desc, s.id desc limit ${take})`;
  });
  const rows = await db.execute<SaleRowRaw>(sql`select * from (${sql.join(parts, sql` union all `)}) x
    order by x.date desc, x.kind, x.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows.map(presentSale), meta: { page: q.page, per_page: q.per_page } };
}

/** Revenue of a sale in UZS: price − discount, a USD sale at its contract rate (or the rate of its date). */
async function revenueUzs(db: DbOrTx, kind: SaleKind, id: number, row: SaleRowRaw): Promise<bigint> {
  const net = BigInt(row.price) - BigInt(row.discount);
  if (row.currency !== 'USD') return net;
  const stored =
    kind === 'CONTRACT'
      ? (await db.execute<{ rate: string | null }>(sql`select rate from contracts where id = ${id}`)).rows[0]
          ?.rate
      : null;
  const rate = stored ?? (await rateAt(db, row.date));
  return rate && net > 0n ? exchangeAmount('USD', net, rate) : 0n;
}

/** One sale with its items (what is left of each), cost, gross profit and the client's contacts. */
export async function getSale(db: DbOrTx, kind: SaleKind, id: number): Promise<SaleDetail> {
  const t = SALE_TABLES[kind];
  const rows = await db.execute<SaleRowRaw & { client_phone: string | null }>(sql`${saleSelect(kind)},
      c.phones[1] as client_phone
    from ${t.table} s
    join lateral (select coalesce(sum(quantity), 0) as quantity, coalesce(sum(released), 0) as released
      from ${t.items} i where i.${t.itemSale} = s.id) sums on true
    left join branches b on b.id = s.branch_id
    left join clients c on c.id = s.client_id
    where s.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  const items = await db.execute<ItemRaw & { price: string; discount: string; cost_uzs: string }>(sql`select
      ${ITEM_COLUMNS}, i.price, i.discount, i.cost_uzs
    from ${t.items} i join products p on p.id = i.product_id where i.${t.itemSale} = ${id} order by i.id`);
  const revenue = await revenueUzs(db, kind, id, row);
  const sale = presentSale(row);
  const stock = await productStock(
    db,
    [...new Set(items.rows.map((i) => Number(i.product_id)))],
    sale.branch_id,
  );
  return {
    ...sale,
    revenue_uzs: fromMinor(revenue),
    gross_profit_uzs: fromMinor(revenue - BigInt(row.cost_uzs)),
    client_phone: row.client_phone,
    client_address: await clientAddress(db, sale.client_id),
    items: items.rows.map(
      (i): SaleItemRow => ({
        id: Number(i.id),
        product_id: i.product_id,
        product_name: i.product_name,
        is_serial: i.is_serial,
        needs_installation: i.needs_installation,
        quantity: fromMilli(BigInt(i.quantity)),
        released: fromMilli(BigInt(i.released)),
        returned: fromMilli(BigInt(i.returned)),
        left: fromMilli(BigInt(i.quantity) - BigInt(i.released)),
        price: fromMinor(BigInt(i.price)),
        discount: fromMinor(BigInt(i.discount)),
        cost_uzs: fromMinor(BigInt(i.cost_uzs)),
        installation_status: i.needs_installation && BigInt(i.released) > 0n ? 'INSTALLATION' : null,
        stock: stock.get(Number(i.product_id)) ?? [],
      }),
    ),
  };
}
