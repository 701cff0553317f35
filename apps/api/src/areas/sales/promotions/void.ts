import type { SaleKind } from '@savdo/shared/schemas/release';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** Each kind of sale's lines: one ticket a whole unit kept, ⌊(quantity − returned) / 1000⌋. */
const LINES: Record<SaleKind, ReturnType<typeof sql>> = {
  CONTRACT: sql`contract_items`,
  CASH_TRADE: sql`cash_trade_items`,
};

/**
 * Voids the tickets of a sale's units that came back, in the return's
 * transaction (DECISIONS.md "Promotions"): a line of Q whole units with R
 * back keeps the tickets of units 1 … ⌊(Q − R) / 1000⌋ (milli-units) and
 * loses the rest, so a whole return voids them all. Only in promotions not
 * drawn yet, locked first (a draw under way finishes first, then its
 * tickets stay as drawn). Answers how many were voided.
 */
export async function voidReturnedTickets(
  tx: DbOrTx,
  sale: { kind: SaleKind; id: number },
  userId: number,
): Promise<number> {
  const open = await tx.execute<{ id: string }>(sql`select p.id from promotions p
    where p.status <> 'DRAWN' and p.id in (select t.promotion_id from promotion_tickets t
      where t.sale_kind = ${sale.kind} and t.sale_id = ${sale.id} and t.voided_at is null)
    order by p.id for share of p`);
  const ids = open.rows.map((r) => Number(r.id));
  if (ids.length === 0) return 0;
  const voided = await tx.execute(sql`update promotion_tickets t set voided_at = now(), voided_by = ${userId}
    from ${LINES[sale.kind]} i
    where t.sale_kind = ${sale.kind} and t.sale_id = ${sale.id} and t.voided_at is null
      and t.promotion_id in (${sql.join(ids, sql`, `)})
      and i.id = t.line_id and t.unit > (i.quantity - i.returned) / 1000`);
  return voided.rowCount ?? 0;
}
