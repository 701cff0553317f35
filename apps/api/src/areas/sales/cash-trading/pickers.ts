import { fromMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  SALE_PAYMENT_GROUPS,
  type TradeCashboxOption,
  type TradeClientOption,
  type TradePaymentTypeOption,
  type TradeProductOption,
  type TradeWarehouseOption,
} from '@savdo/shared/schemas/cash-trading';
import { foldUzbek } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/engine/repository.ts';
import { pickerClients, pickerOrder } from '../clients/name-search.ts';

/** What the sale form and the payment, discount and return dialogs pick from, 20 at most. */
const LIMIT = 20;

/** Active products with a retail price whose name holds the text (trigram index) or whose barcode is it. */
export async function productOptions(db: Db, search: string | undefined): Promise<TradeProductOption[]> {
  const text = (search ?? '').trim();
  const where = text
    ? sql`(title_folded like ${`%${escapeLike(foldUzbek(text))}%`} or barcode = ${text})`
    : sql`true`;
  const rows = await db.execute<
    TradeProductOption & Record<string, unknown>
  >(sql`select id, name, barcode, is_serial, retail_price_uzs as price from products
    where active and retail_price_uzs > 0 and ${where} order by name, id limit ${LIMIT}`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), price: fromMinor(BigInt(r.price)) }));
}

/**
 * Clients the search names by the one client rule (`clientMatch`: PINFL,
 * passport, a phone or its end, words of the name in either script and any
 * order), at most `PICKER_POOL` found by their index, those whose name
 * starts with the search first. Exported for the plan tests.
 */
export function clientOptionsSql(text: string): SQL {
  return sql`select c.id, c.full_name, c.phones[1] as phone from ${pickerClients(text)}
    order by ${pickerOrder(sql`c`, text)} limit ${LIMIT}`;
}

/** The clients of `clientOptionsSql`, none for a blank search. */
export async function clientOptions(db: Db, search: string | undefined): Promise<TradeClientOption[]> {
  const text = (search ?? '').trim();
  if (!text) return [];
  const rows = await db.execute<TradeClientOption & Record<string, unknown>>(clientOptionsSql(text));
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The payment types a sale takes (cash, card, transfer), active. */
export async function paymentTypeOptions(db: Db): Promise<TradePaymentTypeOption[]> {
  const rows = await db.execute<TradePaymentTypeOption & Record<string, unknown>>(sql`select id, name, "group"
    from payment_types where active and "group" in (${sql.join(
      SALE_PAYMENT_GROUPS.map((g) => sql`${g}`),
      sql`, `,
    )}) order by name, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The actor's active cashboxes (every one with `cashbox.all`), with their branch. */
export async function cashboxOptions(db: Db, actor: Actor): Promise<TradeCashboxOption[]> {
  const all = checkRule('cashbox.all', actor.rules);
  const rows = await db.execute<TradeCashboxOption & Record<string, unknown>>(sql`select id, name, branch_id
    from cashboxes where active and (${all} or responsible_id = ${actor.userId}) order by name, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), branch_id: Number(r.branch_id) }));
}

/** Active warehouses goods may come back into, those of the branch first. */
export async function warehouseOptions(
  db: Db,
  branchId: number | undefined,
): Promise<TradeWarehouseOption[]> {
  const rows = await db.execute<TradeWarehouseOption & Record<string, unknown>>(sql`select id, name,
      branch_id from warehouses where active
    order by (branch_id is not distinct from ${branchId ?? null}) desc, name, id limit 100`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
