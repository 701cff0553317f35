import type {
  PrizeGivenInput,
  PromotionInput,
  PromotionProductInput,
} from '@savdo/shared/schemas/promotions';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { newSeed, pickWinners } from './draw.ts';

interface Locked {
  id: number;
  status: string;
  date_from: string;
  date_to: string;
}

/** The promotion, locked for the change (one change of a promotion at a time). */
async function lock(tx: Tx, id: number): Promise<Locked> {
  const rows = await tx.execute<{ id: string; status: string; date_from: string; date_to: string }>(
    sql`select id, status, date_from::text, date_to::text from promotions where id = ${id} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { id: Number(row.id), status: row.status, date_from: row.date_from, date_to: row.date_to };
}

const needStatus = (p: Locked, status: string) => {
  if (p.status !== status) throw conflict(`promotions.errors.state.${p.status}`);
};

async function checkBranches(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.execute<{ n: string }>(
    sql`select count(*) as n from branches where id in (${sql.join(ids, sql`, `)})`,
  );
  if (Number(rows.rows[0]?.n) !== new Set(ids).size)
    throw new FieldErrors([{ field: 'branch_ids', key: 'validation.invalid' }]);
}

async function writeSetup(tx: Tx, id: number, input: PromotionInput): Promise<void> {
  await tx.execute(sql`delete from promotion_branches where promotion_id = ${id}`);
  await tx.execute(sql`delete from promotion_prizes where promotion_id = ${id}`);
  if (input.relevance === 'NOT_ALL')
    for (const b of new Set(input.branch_ids))
      await tx.execute(sql`insert into promotion_branches (promotion_id, branch_id) values (${id}, ${b})`);
  for (const [k, prize] of input.prizes.entries())
    await tx.execute(
      sql`insert into promotion_prizes (promotion_id, place, name) values (${id}, ${k + 1}, ${prize})`,
    );
}

export async function createPromotion(db: Db, input: PromotionInput, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await checkBranches(tx, input.branch_ids);
    const rows = await tx.execute<{ id: string }>(sql`insert into promotions
      (name, date_from, date_to, relevance, created_by)
      values (${input.name}, ${input.date_from}, ${input.date_to}, ${input.relevance}, ${userId}) returning id`);
    const id = Number(rows.rows[0]?.id);
    await writeSetup(tx, id, input);
    return id;
  });
}

/** Correcting a DRAFT promotion: its name, period, relevance, branches and prizes. */
export async function editPromotion(db: Db, id: number, input: PromotionInput): Promise<void> {
  await db.transaction(async (tx) => {
    needStatus(await lock(tx, id), 'DRAFT');
    await checkBranches(tx, input.branch_ids);
    await tx.execute(sql`update promotions set name = ${input.name}, date_from = ${input.date_from},
      date_to = ${input.date_to}, relevance = ${input.relevance} where id = ${id}`);
    await writeSetup(tx, id, input);
  });
}

export async function addProduct(db: Db, input: PromotionProductInput, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    needStatus(await lock(tx, input.promotion_id), 'DRAFT');
    const known = await tx.execute(sql`select 1 from products where id = ${input.product_id}`);
    if (known.rows.length === 0) throw new FieldErrors([{ field: 'product_id', key: 'validation.invalid' }]);
    const rows = await tx.execute<{
      id: string;
    }>(sql`insert into promotion_products (promotion_id, product_id, created_by)
      values (${input.promotion_id}, ${input.product_id}, ${userId}) on conflict do nothing returning id`);
    if (!rows.rows[0]) throw new FieldErrors([{ field: 'product_id', key: 'validation.unique' }]);
    return Number(rows.rows[0].id);
  });
}

export async function removeProduct(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ promotion_id: string }>(
      sql`select promotion_id from promotion_products where id = ${id}`,
    );
    const row = rows.rows[0];
    if (!row) throw notFound();
    needStatus(await lock(tx, Number(row.promotion_id)), 'DRAFT');
    await tx.execute(sql`delete from promotion_products where id = ${id}`);
  });
}

/**
 * Approving a DRAFT: the setup is fixed and the preview tickets collected
 * while it was a draft are DELETED (numbering starts again at 1 from the
 * approved setup). Needs at least one product.
 */
export async function approvePromotion(db: Db, id: number, userId: number): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    needStatus(await lock(tx, id), 'DRAFT');
    const products = await tx.execute(
      sql`select 1 from promotion_products where promotion_id = ${id} limit 1`,
    );
    if (products.rows.length === 0) throw conflict('promotions.errors.noProducts');
    const deleted = await tx.execute(sql`delete from promotion_tickets where promotion_id = ${id}`);
    await tx.execute(sql`update promotions set status = 'APPROVED', next_ticket = 1, approved_by = ${userId},
      approved_at = now() where id = ${id}`);
    return { deleted: deleted.rowCount ?? 0 };
  });
}

/**
 * The sale lines of the period that give tickets and have none yet: one row
 * a whole unit kept (units that came back give none: `void.ts`).
 */
const candidates = (p: Locked) => sql`
  with prods as (select product_id from promotion_products where promotion_id = ${p.id}),
  promo as (select relevance from promotions where id = ${p.id}),
  lines as (
    select 'CONTRACT' as sale_kind, c.id as sale_id, i.id as line_id, i.product_id, i.quantity - i.returned as quantity,
      c.client_id, c.branch_id, c.contract_date as sale_date
    from contracts c join contract_items i on i.contract_id = c.id
    where c.contract_date between ${p.date_from} and ${p.date_to}
      and c.status in ('ACTIVE', 'FREEZE', 'CLOSED') and i.product_id in (select product_id from prods)
    union all
    select 'CASH_TRADE', t.id, i.id, i.product_id, i.quantity - i.returned, t.client_id, t.branch_id, t.trade_date
    from cash_trades t join cash_trade_items i on i.trade_id = t.id
    where t.trade_date between ${p.date_from} and ${p.date_to}
      and t.status = 'PAID' and i.product_id in (select product_id from prods)
  )
  select l.*, u.unit from lines l
  cross join lateral generate_series(1, (l.quantity / 1000)::int) as u(unit)
  where ((select relevance from promo) = 'ALL'
      or l.branch_id in (select branch_id from promotion_branches where promotion_id = ${p.id}))
    and not exists (select 1 from promotion_tickets pt where pt.promotion_id = ${p.id}
      and pt.sale_kind = l.sale_kind and pt.line_id = l.line_id and pt.unit = u.unit)`;

async function collectIn(tx: Tx, p: Locked): Promise<number> {
  const inserted = await tx.execute(sql`insert into promotion_tickets
      (promotion_id, number, sale_kind, sale_id, line_id, unit, product_id, client_id, branch_id, sale_date)
    select ${p.id}, (select next_ticket from promotions where id = ${p.id})
        + row_number() over (order by c.sale_date, c.sale_kind, c.line_id, c.unit) - 1,
      c.sale_kind, c.sale_id, c.line_id, c.unit, c.product_id, c.client_id, c.branch_id, c.sale_date
    from (${candidates(p)}) c`);
  const n = inserted.rowCount ?? 0;
  if (n > 0) await tx.execute(sql`update promotions set next_ticket = next_ticket + ${n} where id = ${p.id}`);
  return n;
}

/**
 * "Collect tickets": scans the period's signed contracts and paid cash trades
 * for the promotion's products in its branches and numbers a ticket for each
 * whole unit not yet ticketed (idempotent: a sale never gets tickets twice).
 */
export async function collectTickets(db: Db, id: number): Promise<{ issued: number }> {
  return db.transaction(async (tx) => {
    const p = await lock(tx, id);
    if (p.status === 'DRAWN') throw conflict('promotions.errors.state.DRAWN');
    return { issued: await collectIn(tx, p) };
  });
}

/**
 * The draw, after the period: a last collection, then a new seed recorded on
 * the draw picks one distinct ticket per prize in place order among the
 * tickets not voided (a drawn promotion's tickets are never voided after).
 */
export async function drawPromotion(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await lock(tx, id);
    needStatus(p, 'APPROVED');
    if ((await businessToday(tx)) <= p.date_to) throw conflict('promotions.errors.notEnded');
    await collectIn(tx, p);
    const tickets = await tx.execute<{ id: string; number: string; client_id: string | null }>(
      sql`select id, number, client_id from promotion_tickets where promotion_id = ${id} and voided_at is null
        order by number`,
    );
    if (tickets.rows.length === 0) throw conflict('promotions.errors.noTickets');
    const prizes = await tx.execute<{ id: string }>(
      sql`select id from promotion_prizes where promotion_id = ${id} order by place`,
    );
    const { secret, seed } = newSeed(id);
    const byNumber = new Map(tickets.rows.map((t) => [Number(t.number), t]));
    const won = pickWinners(seed, [...byNumber.keys()], prizes.rows.length);
    await tx.execute(sql`insert into promotion_draws (promotion_id, secret, seed, ticket_count, created_by)
      values (${id}, ${secret}, ${seed}, ${tickets.rows.length}, ${userId})`);
    for (const [k, number] of won.entries()) {
      const ticket = byNumber.get(number);
      await tx.execute(sql`insert into promotion_winners (promotion_id, prize_id, ticket_id, client_id)
        values (${id}, ${prizes.rows[k]?.id}, ${ticket?.id}, ${ticket?.client_id ?? null})`);
    }
    await tx.execute(sql`update promotions set status = 'DRAWN' where id = ${id}`);
  });
}

/** A prize handed to its winner, once: the date (today when left out) and who. */
export async function givePrize(
  db: Db,
  winnerId: number,
  input: PrizeGivenInput,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ given_date: string | null }>(
      sql`select given_date::text from promotion_winners where id = ${winnerId} for update`,
    );
    const row = rows.rows[0];
    if (!row) throw notFound();
    if (row.given_date !== null) throw conflict('promotions.errors.given');
    const date = input.given_date ?? (await businessToday(tx));
    await tx.execute(sql`update promotion_winners set given_date = ${date}, given_by = ${userId}, given_at = now()
      where id = ${winnerId}`);
  });
}
