import { fromMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import { SALE_PAYMENT_GROUPS } from '@savdo/shared/schemas/cash-trading';
import { foldUzbek } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/engine/repository.ts';
import { exactClients, nameOrder, namePrefix } from '../clients/name-search.ts';

/** What the sale form and the payment, discount and return dialogs pick from, 20 at most. */
const LIMIT = 20;

/** Active products with a retail price whose name holds the text (trigram index) or whose barcode is it. */
export async function productOptions(db: Db, search: string | undefined) {
  const text = (search ?? '').trim();
  const where = text
    ? sql`(title_folded like ${`%${escapeLike(foldUzbek(text))}%`} or barcode = ${text})`
    : sql`true`;
  const rows = await db.execute<{
    id: number;
    name: string;
    barcode: string | null;
    is_serial: boolean;
    price: string;
  }>(sql`select id, name, barcode, is_serial, retail_price_uzs as price from products
    where active and retail_price_uzs > 0 and ${where} order by name, id limit ${LIMIT}`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), price: fromMinor(BigInt(r.price)) }));
}

/**
 * Clients by name (either script: the shared `nameKey()`, a prefix of the key, `clients_name_key`) or by
 * phone (digits, `998` added to a 9-digit number; the phones' GIN index, the few cards found first).
 * Exported for the plan tests.
 */
export function clientOptionsSql(text: string): SQL {
  const digits = text.replace(/\D/g, '');
  const phone = digits.length === 9 ? `998${digits}` : digits;
  const byPhone = /^\+?[\d\s()-]+$/.test(text) && phone.length === 12;
  const from = byPhone ? exactClients(sql`c.phones @> array[${phone}]::text[]`) : sql`clients c`;
  const where = byPhone ? sql`true` : namePrefix(sql`c`, text);
  return sql`select c.id, c.full_name, c.phones[1] as phone from ${from}
    where c.active and ${where} order by ${nameOrder(sql`c`)} limit ${LIMIT}`;
}

/** The clients of `clientOptionsSql`, none for a blank search. */
export async function clientOptions(db: Db, search: string | undefined) {
  const text = (search ?? '').trim();
  if (!text) return [];
  const rows = await db.execute<{ id: number; full_name: string; phone: string | null }>(
    clientOptionsSql(text),
  );
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The payment types a sale takes (cash, card, transfer), active. */
export async function paymentTypeOptions(db: Db) {
  const rows = await db.execute<{ id: number; name: string; group: string }>(sql`select id, name, "group"
    from payment_types where active and "group" in (${sql.join(
      SALE_PAYMENT_GROUPS.map((g) => sql`${g}`),
      sql`, `,
    )}) order by name, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The actor's active cashboxes (every one with `cashbox.all`), with their branch. */
export async function cashboxOptions(db: Db, actor: Actor) {
  const all = checkRule('cashbox.all', actor.rules);
  const rows = await db.execute<{
    id: number;
    name: string;
    branch_id: number;
  }>(sql`select id, name, branch_id
    from cashboxes where active and (${all} or responsible_id = ${actor.userId}) order by name, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), branch_id: Number(r.branch_id) }));
}

/** Active warehouses goods may come back into, those of the branch first. */
export async function warehouseOptions(db: Db, branchId: number | undefined) {
  const rows = await db.execute<{ id: number; name: string; branch_id: number | null }>(sql`select id, name,
      branch_id from warehouses where active
    order by (branch_id is not distinct from ${branchId ?? null}) desc, name, id limit 100`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
