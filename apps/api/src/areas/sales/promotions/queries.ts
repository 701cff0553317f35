import type {
  DrawDetail,
  DrawRow,
  PromotionProductRow,
  PromotionQuery,
  PromotionRow,
  TicketQuery,
  TicketRow,
  WinnerQuery,
  WinnerRow,
} from '@savdo/shared/schemas/promotions';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { pickWinners, seedOf } from './draw.ts';

type Raw = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const pageOf = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
const meta = (q: { page: number; per_page: number }) => ({ page: q.page, per_page: q.per_page });

const PROMOTION = sql`select p.id, p.name, p.date_from::text, p.date_to::text, p.relevance, p.status,
    coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
      from promotion_branches pb join branches b on b.id = pb.branch_id where pb.promotion_id = p.id), '[]') as branches,
    coalesce((select json_agg(json_build_object('id', z.id, 'place', z.place, 'name', z.name) order by z.place)
      from promotion_prizes z where z.promotion_id = p.id), '[]') as prizes,
    (select count(*) from promotion_products pp where pp.promotion_id = p.id) as product_count,
    (select count(*) from promotion_tickets t where t.promotion_id = p.id and t.voided_at is null) as ticket_count,
    u.full_name as created_by_name
  from promotions p left join users u on u.id = p.created_by`;

function toPromotion(r: Raw): PromotionRow {
  const branches = r.branches as { id: number; name: string }[];
  return {
    id: Number(r.id),
    name: String(r.name),
    date_from: String(r.date_from),
    date_to: String(r.date_to),
    relevance: r.relevance as PromotionRow['relevance'],
    status: r.status as PromotionRow['status'],
    branch_ids: branches.map((b) => b.id),
    branch_names: branches.map((b) => b.name),
    prizes: r.prizes as PromotionRow['prizes'],
    product_count: Number(r.product_count),
    ticket_count: Number(r.ticket_count),
    created_by_name: str(r.created_by_name),
  };
}

export async function listPromotions(db: Db, q: PromotionQuery) {
  const c: SQL[] = [sql`true`];
  if (q.status) c.push(sql`p.status = ${q.status}`);
  if (q.search) c.push(sql`p.name ilike ${`%${q.search}%`}`);
  const rows = await db.execute<Raw>(
    sql`${PROMOTION} where ${sql.join(c, sql` and `)} order by p.id desc ${pageOf(q)}`,
  );
  return { data: rows.rows.map(toPromotion), meta: meta(q) };
}

export async function promotionDetail(db: Db, id: number): Promise<PromotionRow> {
  const rows = await db.execute<Raw>(sql`${PROMOTION} where p.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return toPromotion(row);
}

export async function listProducts(db: Db, q: { promotion_id: number; page: number; per_page: number }) {
  const rows = await db.execute<Raw>(sql`select pp.id, pp.promotion_id, pp.product_id, pr.name as product_name
    from promotion_products pp join products pr on pr.id = pp.product_id
    where pp.promotion_id = ${q.promotion_id} order by pp.id ${pageOf(q)}`);
  const data: PromotionProductRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    promotion_id: Number(r.promotion_id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
  }));
  return { data, meta: meta(q) };
}

export async function listTickets(db: Db, q: TicketQuery) {
  const c: SQL[] = [sql`t.promotion_id = ${q.promotion_id}`];
  if (q.client_id) c.push(sql`t.client_id = ${q.client_id}`);
  if (q.number) c.push(sql`t.number = ${q.number}`);
  if (q.voided === 'true') c.push(sql`t.voided_at is not null`);
  if (q.voided === 'false') c.push(sql`t.voided_at is null`);
  const rows = await db.execute<Raw>(sql`select t.id, t.number, t.sale_kind, t.sale_id,
      case t.sale_kind when 'CONTRACT' then (select number from contracts where id = t.sale_id)
        else (select number from cash_trades where id = t.sale_id) end as sale_number,
      pr.name as product_name, t.client_id, cl.full_name as client_name, b.name as branch_name, b.prefix,
      t.sale_date::text,
      t.voided_at
    from promotion_tickets t
    join products pr on pr.id = t.product_id
    left join clients cl on cl.id = t.client_id
    left join branches b on b.id = t.branch_id
    where ${sql.join(c, sql` and `)} order by t.number ${pageOf(q)}`);
  const data: TicketRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    number: Number(r.number),
    sale_kind: r.sale_kind as TicketRow['sale_kind'],
    sale_id: Number(r.sale_id),
    sale_number: num(r.sale_number),
    sale_branch_prefix: str(r.prefix),
    product_name: String(r.product_name),
    client_id: num(r.client_id),
    client_name: str(r.client_name),
    branch_name: String(r.branch_name ?? ''),
    sale_date: String(r.sale_date),
    voided_at:
      r.voided_at === null || r.voided_at === undefined ? null : new Date(String(r.voided_at)).toISOString(),
  }));
  return { data, meta: meta(q) };
}

export async function listWinners(db: Db, q: WinnerQuery) {
  const c: SQL[] = [sql`true`];
  if (q.promotion_id) c.push(sql`w.promotion_id = ${q.promotion_id}`);
  if (q.given === 'true') c.push(sql`w.given_date is not null`);
  if (q.given === 'false') c.push(sql`w.given_date is null`);
  const rows = await db.execute<Raw>(sql`select w.id, w.promotion_id, p.name as promotion_name, z.place,
      z.name as prize_name, t.number as ticket_number, cl.full_name as client_name, cl.phones[1] as client_phone,
      w.given_date::text, u.full_name as given_by_name
    from promotion_winners w
    join promotions p on p.id = w.promotion_id
    join promotion_prizes z on z.id = w.prize_id
    join promotion_tickets t on t.id = w.ticket_id
    left join clients cl on cl.id = w.client_id
    left join users u on u.id = w.given_by
    where ${sql.join(c, sql` and `)} order by w.promotion_id desc, z.place ${pageOf(q)}`);
  const data: WinnerRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    promotion_id: Number(r.promotion_id),
    promotion_name: String(r.promotion_name),
    place: Number(r.place),
    prize_name: String(r.prize_name),
    ticket_number: Number(r.ticket_number),
    client_name: str(r.client_name),
    client_phone: str(r.client_phone),
    given_date: str(r.given_date),
    given_by_name: str(r.given_by_name),
  }));
  return { data, meta: meta(q) };
}

/**
 * A promotion's draw and its re-run: the recorded secret and seed, and
 * whether the seed (recomputed from the secret) over the tickets picks the
 * recorded winners again.
 */
export async function drawDetail(db: Db, promotionId: number): Promise<DrawDetail> {
  const rows = await db.execute<Raw>(sql`select d.promotion_id, d.secret, d.seed, d.ticket_count,
      d.created_at as drawn_at, u.full_name as drawn_by_name
    from promotion_draws d left join users u on u.id = d.created_by where d.promotion_id = ${promotionId}`);
  const r = rows.rows[0];
  if (!r) throw notFound();
  const draw: DrawRow = {
    promotion_id: Number(r.promotion_id),
    secret: String(r.secret),
    seed: String(r.seed),
    ticket_count: Number(r.ticket_count),
    drawn_at: new Date(String(r.drawn_at)).toISOString(),
    drawn_by_name: str(r.drawn_by_name),
  };
  const tickets = await db.execute<{ number: string }>(
    sql`select number from promotion_tickets where promotion_id = ${promotionId} and voided_at is null
      order by number`,
  );
  const recorded = await db.execute<{ number: string }>(sql`select t.number from promotion_winners w
    join promotion_prizes z on z.id = w.prize_id join promotion_tickets t on t.id = w.ticket_id
    where w.promotion_id = ${promotionId} order by z.place`);
  const winners = recorded.rows.map((x) => Number(x.number));
  const rerun = pickWinners(
    seedOf(promotionId, draw.secret),
    tickets.rows.map((x) => Number(x.number)),
    winners.length,
  );
  const reproduced = seedOf(promotionId, draw.secret) === draw.seed && rerun.join() === winners.join();
  return { ...draw, winners, rerun, reproduced };
}
