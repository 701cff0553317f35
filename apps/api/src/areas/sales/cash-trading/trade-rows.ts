import { checkRule } from '@savdo/shared/rules';
import type { CashTradeStatus } from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';

/** A trade's header as the steps read it (money as bigint). */
export interface TradeRow {
  id: number;
  number: number;
  branch_id: number;
  client_id: number | null;
  fond_id: number | null;
  status: CashTradeStatus;
  trade_date: string;
  price: bigint;
  discount: bigint;
  total: bigint;
  paid: bigint;
  fond_amount: bigint;
  refunded: bigint;
}

type StoredTrade = Omit<TradeRow, 'price' | 'discount' | 'total' | 'paid' | 'fond_amount' | 'refunded'> & {
  id: string;
  client_id: string | null;
  price: string;
  discount: string;
  total: string;
  paid: string;
  fond_amount: string;
  refunded: string;
};

/** Locks a trade for a step (404 when there is none). */
export async function lockTrade(tx: DbOrTx, id: number): Promise<TradeRow> {
  const rows = await tx.execute<StoredTrade>(sql`select id, number, branch_id, client_id, fond_id, status,
      trade_date::text as trade_date, price, discount, total, paid, fond_amount, refunded
    from cash_trades where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return {
    ...row,
    id: Number(row.id),
    number: Number(row.number),
    client_id: row.client_id === null ? null : Number(row.client_id),
    fond_id: row.fond_id === null ? null : Number(row.fond_id),
    price: BigInt(row.price),
    discount: BigInt(row.discount),
    total: BigInt(row.total),
    paid: BigInt(row.paid),
    fond_amount: BigInt(row.fond_amount),
    refunded: BigInt(row.refunded),
  };
}

/** A trade's line as the steps read it. */
export interface ItemRow {
  id: number;
  product_id: number;
  name: string;
  barcode: string | null;
  is_serial: boolean;
  quantity: bigint;
  price: bigint;
  discount: bigint;
  released: bigint;
  returned: bigint;
  cost_uzs: bigint;
  returned_cost_uzs: bigint;
  refunded: bigint;
}

/** A trade's lines in order, locked when asked (a discount or a return changes them). */
export async function tradeItems(tx: DbOrTx, tradeId: number, lock = false): Promise<ItemRow[]> {
  const rows = await tx.execute<Record<keyof ItemRow, string | boolean | null>>(sql`select i.id, i.product_id,
      p.name, p.barcode, coalesce(p.is_serial, false) as is_serial, i.quantity, i.price, i.discount, i.released,
      i.returned, i.cost_uzs, i.returned_cost_uzs, i.refunded
    from cash_trade_items i join products p on p.id = i.product_id
    where i.trade_id = ${tradeId} order by i.id ${lock ? sql`for update of i` : sql``}`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    product_id: Number(r.product_id),
    name: String(r.name),
    barcode: r.barcode === null ? null : String(r.barcode),
    is_serial: Boolean(r.is_serial),
    quantity: BigInt(String(r.quantity)),
    price: BigInt(String(r.price)),
    discount: BigInt(String(r.discount)),
    released: BigInt(String(r.released)),
    returned: BigInt(String(r.returned)),
    cost_uzs: BigInt(String(r.cost_uzs)),
    returned_cost_uzs: BigInt(String(r.returned_cost_uzs)),
    refunded: BigInt(String(r.refunded)),
  }));
}

/** A fund sale's rules are `cash_trading_fond.*`, an ordinary sale's `cash_trading.*`. */
export const tradeObject = (trade: { fond_id: number | null }) =>
  trade.fond_id === null ? 'cash_trading' : 'cash_trading_fond';

export function requireRule(actor: Actor, rule: string): void {
  if (!checkRule(rule, actor.rules)) throw forbidden();
}
