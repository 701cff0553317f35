import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import {
  type OfferOutcomeInput,
  type OfferQuery,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
  type ResaleClientQuery,
  type ResaleClientRow,
  type ResaleOfferInput,
  type ResaleOfferRow,
} from '@savdo/shared/schemas/engagement';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { createOrder, rejectOrder } from '../../sales/contracts/orders.ts';
import { assertRef } from '../engagement/calls.ts';

/**
 * Resale: former clients who paid well are offered a new purchase. A
 * resale client has a CLOSED contract and no instalment paid more than
 * `resale_max_days_late` days late (the worst lateness the close of day
 * stores in `client_scores`). An offer is OFFERED, then INVITED, UNFINISHED
 * (call back on a date) or REJECTED (with an interview comment); an offer
 * not rejected may be ACCEPTED, which opens a client order (the sales flow's
 * `createOrder`) with the offer's goods, tariff and prepayment.
 */

export async function listResaleClients(
  db: DbOrTx,
  q: ResaleClientQuery,
): Promise<{ data: ResaleClientRow[]; meta: ListMeta & { max_days_late: number } }> {
  const maxLate = await settingValue<number>(db, 'resale_max_days_late');
  const cond = sql`s.worst_days_late <= ${maxLate} and s.current_days_late = 0
    and exists (select 1 from contracts k where k.client_id = s.client_id and k.status = 'CLOSED')`;
  const rows = await db.execute<
    Omit<ResaleClientRow, 'client_id'> & { client_id: string } & Record<string, unknown>
  >(sql`select s.client_id, c.full_name as client_name, c.phones[1] as phone,
      s.score, s.grade, s.worst_days_late, s.contracts,
      (select count(*)::int from contracts k where k.client_id = s.client_id and k.status = 'CLOSED') as closed,
      (select o.status from resale_offers o where o.client_id = s.client_id order by o.id desc limit 1) as last_offer
    from client_scores s join clients c on c.id = s.client_id
    where ${cond}
    order by s.score desc nulls last, s.client_id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = await db.execute<{ n: string }>(sql`select count(*) as n from client_scores s where ${cond}`);
  return {
    // bigint ids come back from pg as strings: answered as numbers, as the offer form sends them back
    data: rows.rows.map((r) => ({ ...r, client_id: Number(r.client_id) })),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: Number(total.rows[0]?.n ?? 0),
      max_days_late: maxLate,
    },
  };
}

export async function createOffer(db: Db, input: ResaleOfferInput, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await assertRef(tx, 'clients', 'client_id', input.client_id);
    await assertRef(tx, 'contract_tariffs', 'tariff_id', input.tariff_id);
    const rows = await tx.execute<{ id: string }>(sql`insert into resale_offers
        (client_id, text, currency, tariff_id, prepayment, items, created_by)
      values (${input.client_id}, ${input.text}, ${input.currency}, ${input.tariff_id},
        ${toMinor(input.prepayment)}, ${JSON.stringify(input.items)}::jsonb, ${userId})
      returning id`);
    return Number(rows.rows[0]?.id);
  });
}

const OFFER_COLUMNS = sql`o.id, o.client_id, c.full_name as client_name, c.phones[1] as phone, o.text, o.currency,
  o.tariff_id, o.prepayment::text as prepayment, o.items, o.status, o.comment_id, cc.name as comment,
  o.note, o.call_back_date::text as call_back_date, o.order_id, o.created_at, o.decided_at`;
const OFFER_FROM = sql`resale_offers o join clients c on c.id = o.client_id
  left join conversation_comments cc on cc.id = o.comment_id`;
type StoredOffer = Omit<ResaleOfferRow, 'id' | 'client_id' | 'order_id'> & {
  id: string;
  client_id: string;
  order_id: string | null;
} & Record<string, unknown>;
/** An offer as answered: its bigint ids as numbers (pg gives strings), the prepayment in major units. */
const shown = (r: StoredOffer): ResaleOfferRow => ({
  ...r,
  id: Number(r.id),
  client_id: Number(r.client_id),
  order_id: r.order_id === null ? null : Number(r.order_id),
  prepayment: fromMinor(BigInt(r.prepayment)),
});

/** Offers by status and client, newest first; unfinished conversations by the date to call back. */
export async function listOffers(
  db: DbOrTx,
  q: OfferQuery,
): Promise<{ data: ResaleOfferRow[]; meta: ListMeta }> {
  const where: SQL[] = [sql`true`];
  if (q.status !== undefined) where.push(sql`o.status = ${q.status}`);
  if (q.client_id !== undefined) where.push(sql`o.client_id = ${q.client_id}`);
  const cond = sql.join(where, sql` and `);
  const order = q.status === 'UNFINISHED' ? sql`o.call_back_date, o.id` : sql`o.id desc`;
  const rows = await db.execute<StoredOffer>(sql`select ${OFFER_COLUMNS}
    from ${OFFER_FROM} where ${cond} order by ${order}
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = await db.execute<{ n: string }>(sql`select count(*) as n from resale_offers o where ${cond}`);
  return {
    data: rows.rows.map(shown),
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.n ?? 0) },
  };
}

export async function offerView(db: DbOrTx, id: number): Promise<ResaleOfferRow | null> {
  const rows = await db.execute<StoredOffer>(
    sql`select ${OFFER_COLUMNS} from ${OFFER_FROM} where o.id = ${id}`,
  );
  const row = rows.rows[0];
  return row ? shown(row) : null;
}

async function lockOffer(tx: DbOrTx, id: number) {
  const rows = await tx.execute<{ status: OfferStatus }>(
    sql`select status from resale_offers where id = ${id} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (!OPEN_OFFER_STATUSES.includes(row.status))
    throw conflict('engagement.errors.offerClosed', { status: row.status });
  return row;
}

/** Records the conversation's outcome; 409 once the offer was rejected or accepted. */
export async function recordOutcome(db: Db, id: number, input: OfferOutcomeInput, userId: number) {
  await db.transaction(async (tx) => {
    await lockOffer(tx, id);
    await assertRef(tx, 'conversation_comments', 'comment_id', input.comment_id);
    await tx.execute(sql`update resale_offers set status = ${input.outcome}, comment_id = ${input.comment_id ?? null},
        note = ${input.note ?? null},
        call_back_date = ${input.outcome === 'UNFINISHED' ? (input.call_back_date ?? null) : null},
        decided_by = ${userId}, decided_at = now()
      where id = ${id}`);
  });
}

type OfferOrder = {
  status: OfferStatus;
  client_id: string;
  currency: 'UZS' | 'USD';
  tariff_id: number;
  prepayment: string;
  items: { product_id: number; quantity: string }[];
};

/**
 * Accepts an open offer: a client order is made by the sales flow (its own
 * refusals: blacklisted client, missing price, prepayment out of range),
 * then the offer is ACCEPTED with it. Should the offer have been decided
 * meanwhile, the order is rejected again and 409 answered.
 */
export async function acceptOffer(db: Db, id: number, actor: { userId: number; branchId: number | null }) {
  const found = await db.execute<OfferOrder>(sql`select status, client_id, currency, tariff_id,
      prepayment::text as prepayment, items from resale_offers where id = ${id}`);
  const offer = found.rows[0];
  if (!offer) throw notFound();
  if (!OPEN_OFFER_STATUSES.includes(offer.status))
    throw conflict('engagement.errors.offerClosed', { status: offer.status });
  const orderId = await createOrder(
    db,
    {
      client_id: Number(offer.client_id),
      currency: offer.currency,
      tariff_id: offer.tariff_id,
      prepayment: fromMinor(BigInt(offer.prepayment)),
      items: offer.items,
      comment: `Resale offer #${id}`,
    },
    actor,
  );
  const taken = await db.execute(sql`update resale_offers set status = 'ACCEPTED', order_id = ${orderId},
      decided_by = ${actor.userId}, decided_at = now()
    where id = ${id} and status in ('OFFERED', 'INVITED', 'UNFINISHED') returning id`);
  if (taken.rows.length === 0) {
    await rejectOrder(db, orderId, `Resale offer #${id} was decided meanwhile`, actor.userId);
    throw conflict('engagement.errors.offerClosed', { status: 'ACCEPTED' });
  }
  return orderId;
}
