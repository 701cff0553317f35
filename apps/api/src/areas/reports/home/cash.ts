import { fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import { myCashboxes } from '../../cash/cash-desk/service.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { type Figure, figureOf, type LineReaders } from './figures.ts';

/**
 * The cash block of the landing page: the reader's own open cashboxes with
 * what each holds, what came into them today, and the cash orders sent to
 * them and not yet received. "Own" is the cashier's responsibility, as on
 * My cash registers; a holder of `cashbox.all` still sees only their own
 * here (the screens list every cashbox for them).
 */

type Sums = { currency: string; n: number; amount: string | null };

export const CASH_READERS = {
  /** My cash registers (`myCashboxes`): each of the reader's active cashboxes, soʻm and dollars. */
  cashbox: async ({ db, actor }) => {
    const boxes = await myCashboxes(db, actor);
    return boxes
      .filter((box) => box.responsible_id === actor.userId)
      .map(
        (box): Figure => ({
          name: box.name,
          count: null,
          sums: [
            { currency: 'UZS', amount: box.balance_uzs },
            { currency: 'USD', amount: box.balance_usd },
          ],
        }),
      );
  },

  /**
   * Today's receipts into the reader's cashboxes, by the rule of R0024 All
   * receipts: counted operations (approved, not a reversal) posting money
   * into a cashbox account; an operation counted once, its sums per currency.
   */
  receipts: async ({ db, actor, today }) => {
    const rows = await db.execute<{ n: number; uzs: string; usd: string }>(sql`select count(*)::int as n,
        coalesce(sum(x.uzs), 0)::text as uzs, coalesce(sum(x.usd), 0)::text as usd
      from (select o.id, sum(p.amount) filter (where p.currency = 'UZS') as uzs,
          sum(p.amount) filter (where p.currency = 'USD') as usd
        from cashboxes cb join money_accounts a on a.kind = 'cashbox' and a.ref_id = cb.id
        join money_postings p on p.account_id = a.id and p.business_date = ${today} and p.amount > 0
        join money_operations o on o.id = p.operation_id
        where cb.responsible_id = ${actor.userId} and ${COUNTED_OPERATION}
        group by o.id) x`);
    const row = rows.rows[0] ?? { n: 0, uzs: '0', usd: '0' };
    return [
      {
        name: null,
        count: Number(row.n),
        sums: [
          { currency: 'UZS', amount: fromMinor(BigInt(row.uzs)) },
          { currency: 'USD', amount: fromMinor(BigInt(row.usd)) },
        ],
      },
    ];
  },

  /** Cash orders on their way (SENT) to a cashbox of the reader, as the "for me" list shows them. */
  cash_orders: async ({ db, actor }) => {
    const rows =
      await db.execute<Sums>(sql`select o.currency, count(*)::int as n, sum(o.amount)::text as amount
      from cash_orders o join cashboxes c on c.id = o.target_cashbox_id and c.branch_id = o.target_branch_id
      where o.status = 'SENT' and c.responsible_id = ${actor.userId}
      group by o.currency order by o.currency desc`);
    return [figureOf(rows.rows)];
  },
} satisfies LineReaders;
