import { fromMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';
import type {
  ApprovableKind,
  MarkupSource,
  PriceChange,
  Proposal as ProposalAnswer,
} from '@savdo/shared/schemas/pricing';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { rateAt } from '../../../ledgers/money/rates.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { type Markup, type SellingPrices, sellingPrices } from './prices.ts';

/** The table each approvable markup (and the sale rate) is kept in. */
const APPROVABLE_TABLES = {
  general_markup: 'general_markups',
  category_markup: 'category_markups',
  product_markup: 'product_markups',
  sale_exchange_rate: 'sale_exchange_rates',
} as const satisfies Record<ApprovableKind, string>;

/** Approves an entered markup or sale rate: from then on it is in force from its date. */
export async function approveMarkup(db: Db, kind: ApprovableKind, id: number, userId: number) {
  const table = sql.identifier(APPROVABLE_TABLES[kind]);
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ status: string }>(
      sql`select status from ${table} where id = ${id} for update`,
    );
    const row = rows.rows[0];
    if (!row) throw notFound();
    if (row.status === 'APPROVED')
      throw conflict('errors.wrongStatus', { status: row.status, action: 'approve' });
    await tx.execute(sql`update ${table} set status = 'APPROVED', approved_by = ${userId}, updated_at = now(),
      updated_by = ${userId} where id = ${id}`);
    await audit(tx, kind, id, 'update', userId, { status: row.status }, { status: 'APPROVED' });
    return { id, status: 'APPROVED' };
  });
}

/** Where a markup in force is found: a category's own and its parents' are both `category` here. */
type FoundSource = Exclude<MarkupSource, 'parent'>;

interface MarkupRow extends Record<string, unknown> {
  source: FoundSource;
  category_id: number | null;
  retail_percent: string;
  wholesale_percent: string | null;
  additional_percent: string | null;
}

export type MarkupInForce = Markup & { source: FoundSource; categoryId: number | null };

/**
 * The approved markup in force at a date for a product (its own first, when
 * given) and a category: the category's own, else its nearest parent's (up
 * to 20 levels), else the general one.
 */
async function markupInForce(
  tx: DbOrTx,
  productId: number | null,
  categoryId: SQL,
  date: string,
): Promise<MarkupInForce | null> {
  const own =
    productId === null
      ? sql``
      : sql`(select 'product' as source, 0 as rank, null::int as category_id, retail_percent, wholesale_percent,
            additional_percent
          from product_markups where product_id = ${productId} and status = 'APPROVED' and active and date <= ${date}
          order by date desc, id desc limit 1)
        union all`;
  const rows = await tx.execute<MarkupRow>(sql`with recursive cats as (
      select c.id, c.parent_id, 0 as depth from product_categories c where c.id = ${categoryId}
      union all
      select c.id, c.parent_id, cats.depth + 1 from product_categories c join cats on c.id = cats.parent_id
      where cats.depth < 20
    )
    select source, category_id, retail_percent, wholesale_percent, additional_percent from (
      ${own}
      (select 'category' as source, 1 + cats.depth as rank, m.product_category_id as category_id, m.retail_percent, m.wholesale_percent,
          m.additional_percent
        from category_markups m join cats on cats.id = m.product_category_id
        where m.status = 'APPROVED' and m.active and m.date <= ${date}
        order by cats.depth, m.date desc, m.id desc limit 1)
      union all
      (select 'general', 100, null::int, retail_percent, wholesale_percent, additional_percent
        from general_markups where status = 'APPROVED' and active and date <= ${date}
        order by date desc, id desc limit 1)
    ) found order by rank limit 1`);
  const row = rows.rows[0];
  if (!row) return null;
  return {
    source: row.source,
    categoryId: row.category_id,
    retailPercent: row.retail_percent,
    wholesalePercent: row.wholesale_percent ?? '0',
    additionalPercent: row.additional_percent ?? '0',
  };
}

/** The markup in force for a product at a date: its own, else its category's (nearest up the tree), else the general one. */
export const markupFor = (tx: DbOrTx, productId: number, date: string) =>
  markupInForce(tx, productId, sql`(select product_category_id from products where id = ${productId})`, date);

/** The markup in force for a category's products that have none of their own. */
export const categoryMarkupFor = (tx: DbOrTx, categoryId: number, date: string) =>
  markupInForce(tx, null, sql`${categoryId}`, date);

/** The unit input cost a price starts from: that of the product's latest supplier input, in minor UZS. */
export async function inputCost(tx: DbOrTx, productId: number): Promise<bigint | null> {
  const rows = await tx.execute<{ quantity: string; cost_uzs: string }>(sql`select quantity, cost_uzs
    from stock_movements
    where product_id = ${productId} and type = 'INPUT' and quantity > 0 and reverses_id is null
      and not exists (select 1 from stock_movements r where r.reverses_id = stock_movements.id)
    order by id desc limit 1`);
  const row = rows.rows[0];
  return row ? mulDivRound(BigInt(row.cost_uzs), 1000n, BigInt(row.quantity)) : null;
}

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  retail_price_uzs: string | null;
  retail_price_usd: string | null;
  wholesale_price_uzs: string | null;
  wholesale_price_usd: string | null;
}

const money = (v: bigint | string | null) => (v === null ? null : fromMinor(BigInt(v)));

export interface Proposal {
  product: ProductRow;
  cost: bigint | null;
  markup: MarkupInForce | null;
  next: SellingPrices | null;
  rate: string;
}

/**
 * The dollar rate selling prices are computed at on a date: the latest
 * approved sale rate on or before it; until one is approved, the accounting
 * rate of documents (settings), so dollar prices never silently become 0.
 */
export async function saleRate(
  tx: DbOrTx,
  date: string,
): Promise<{ rate: string; source: 'sale' | 'accounting' }> {
  const sale = await tx.execute<{ rate: string }>(sql`select rate from sale_exchange_rates
    where status = 'APPROVED' and active and date <= ${date} order by date desc, id desc limit 1`);
  const found = sale.rows[0]?.rate;
  if (found !== undefined) return { rate: found, source: 'sale' };
  return { rate: (await rateAt(tx, date)) ?? '0', source: 'accounting' };
}

/** What each product's selling prices would become now, from its input cost, markup, the rate and the rounding. */
export async function propose(tx: DbOrTx, products: ProductRow[], date: string): Promise<Proposal[]> {
  const { rate } = await saleRate(tx, date);
  const step = await settingValue<number>(tx as Db, 'price_rounding');
  const out: Proposal[] = [];
  for (const product of products) {
    // one after another: a transaction's connection runs one query at a time
    const cost = await inputCost(tx, product.id);
    const markup = await markupFor(tx, product.id, date);
    const next = cost !== null && markup ? sellingPrices(cost, markup, rate, step) : null;
    out.push({ product, cost, markup, next, rate });
  }
  return out;
}

export const presentProposal = (p: Proposal): ProposalAnswer => ({
  product_id: p.product.id,
  product_name: p.product.name,
  cost_uzs: money(p.cost),
  markup_source: p.markup?.source ?? null,
  retail_percent: p.markup?.retailPercent ?? null,
  wholesale_percent: p.markup?.wholesalePercent ?? null,
  additional_percent: p.markup?.additionalPercent ?? null,
  current: {
    retail_uzs: money(p.product.retail_price_uzs),
    retail_usd: money(p.product.retail_price_usd),
    wholesale_uzs: money(p.product.wholesale_price_uzs),
    wholesale_usd: money(p.product.wholesale_price_usd),
  },
  next: p.next && {
    retail_uzs: money(p.next.retail_uzs),
    retail_usd: money(p.next.retail_usd),
    wholesale_uzs: money(p.next.wholesale_uzs),
    wholesale_usd: money(p.next.wholesale_usd),
  },
  changed:
    p.next !== null &&
    (String(p.next.retail_uzs) !== String(p.product.retail_price_uzs ?? '') ||
      String(p.next.wholesale_uzs) !== String(p.product.wholesale_price_uzs ?? '')),
});

export async function productsFor(tx: DbOrTx, where: SQL, page: { page: number; per_page: number }) {
  const rows = await tx.execute<ProductRow>(sql`select id, name, retail_price_uzs, retail_price_usd,
      wholesale_price_uzs, wholesale_price_usd from products where ${where} and active
    order by name, id limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`);
  return rows.rows;
}

/** Applies the proposed prices of these products, writing each change to the history; answers how many changed. */
export async function applyPrices(
  db: Db,
  productIds: number[],
  userId: number,
  date: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const products = await tx.execute<ProductRow>(sql`select id, name, retail_price_uzs, retail_price_usd,
        wholesale_price_uzs, wholesale_price_usd from products where id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`);
    let changed = 0;
    for (const p of await propose(tx, products.rows, date)) {
      if (!p.next || !p.markup || p.cost === null || !presentProposal(p).changed) continue;
      changed++;
      await tx.execute(sql`update products set retail_price_uzs = ${p.next.retail_uzs},
          retail_price_usd = ${p.next.retail_usd}, wholesale_price_uzs = ${p.next.wholesale_uzs},
          wholesale_price_usd = ${p.next.wholesale_usd}, updated_at = now(), updated_by = ${userId}
        where id = ${p.product.id}`);
      await tx.execute(sql`insert into selling_price_changes (product_id, cost_uzs, retail_percent, wholesale_percent,
          markup_source, rate, old_retail_uzs, old_retail_usd, old_wholesale_uzs, old_wholesale_usd, retail_uzs,
          retail_usd, wholesale_uzs, wholesale_usd, changed_by)
        values (${p.product.id}, ${p.cost}, ${p.markup.retailPercent}, ${p.markup.wholesalePercent}, ${p.markup.source},
          ${p.rate}, ${p.product.retail_price_uzs}, ${p.product.retail_price_usd}, ${p.product.wholesale_price_uzs},
          ${p.product.wholesale_price_usd}, ${p.next.retail_uzs}, ${p.next.retail_usd}, ${p.next.wholesale_uzs},
          ${p.next.wholesale_usd}, ${userId})`);
    }
    return changed;
  });
}

/**
 * The proposed selling prices of a page of active products (one product, a
 * category's, or all), by name, at today's rate and markups.
 */
export async function proposalsFor(
  db: Db,
  q: {
    product_id?: number | undefined;
    product_category_id?: number | undefined;
    page: number;
    per_page: number;
  },
): Promise<ProposalAnswer[]> {
  const where = q.product_id
    ? sql`id = ${q.product_id}`
    : q.product_category_id
      ? sql`product_category_id = ${q.product_category_id}`
      : sql`true`;
  const products = await productsFor(db, where, q);
  const proposals = await propose(db, products, tashkentToday());
  return proposals.map(presentProposal);
}

/** The history of selling-price changes, newest first: the stored change, its amounts from minor units. */
export async function priceHistory(
  db: Db,
  q: { product_id?: number; page: number; per_page: number },
): Promise<PriceChange[]> {
  const where = q.product_id ? sql`c.product_id = ${q.product_id}` : sql`true`;
  const rows = await db.execute<PriceChange & Record<string, unknown>>(sql`select c.*, p.name as product_name,
      u.full_name as changed_by_name
    from selling_price_changes c join products p on p.id = c.product_id left join users u on u.id = c.changed_by
    where ${where} order by c.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const som = (minor: string) => fromMinor(BigInt(minor));
  return rows.rows.map((r) => ({
    ...r,
    cost_uzs: som(r.cost_uzs),
    old_retail_uzs: money(r.old_retail_uzs),
    old_retail_usd: money(r.old_retail_usd),
    old_wholesale_uzs: money(r.old_wholesale_uzs),
    old_wholesale_usd: money(r.old_wholesale_usd),
    retail_uzs: som(r.retail_uzs),
    retail_usd: som(r.retail_usd),
    wholesale_uzs: som(r.wholesale_uzs),
    wholesale_usd: som(r.wholesale_usd),
  }));
}
