import { toMinor } from '@savdo/shared/money';
import { mulDivRound, toMilli } from '@savdo/shared/quantity';
import type { StockDocumentInput, StockDocumentKind } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Cost } from '../../../ledgers/stock/ledger.ts';
import { isWhole, wholeOnlyProducts } from '../../../ledgers/stock/whole-quantities.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { ITEM_TABLE, KINDS } from './kinds.ts';

/** A refused document date: on or before the closed period's end. */
export async function assertPeriodOpen(tx: DbOrTx, docDate: string): Promise<void> {
  const closedUntil = await settingValue<string>(tx as Db, 'stock_closed_until');
  if (closedUntil && docDate <= closedUntil) throw conflict('errors.periodClosed', { date: closedUntil });
}

/** A line's value in UZS and USD from its price (minor units of the document's currency) and quantity. */
export function lineCost(
  doc: { currency: 'UZS' | 'USD'; rate: string },
  price: bigint,
  quantity: bigint,
): Cost {
  const amount = mulDivRound(price, quantity, 1000n);
  const rateCents = toMinor(doc.rate);
  if (rateCents <= 0n) return doc.currency === 'UZS' ? { uzs: amount, usd: 0n } : { uzs: 0n, usd: amount };
  return doc.currency === 'UZS'
    ? { uzs: amount, usd: mulDivRound(amount, 100n, rateCents) }
    : { uzs: mulDivRound(amount, rateCents, 100n), usd: amount };
}

/** Checks the parts of a document its kind demands, naming the fields. */
export async function validate(
  tx: DbOrTx,
  kind: StockDocumentKind,
  input: StockDocumentInput,
): Promise<void> {
  const config = KINDS[kind];
  const errors: { field: string; key: string }[] = [];
  if (config.needsSupplier && !input.supplier_id)
    errors.push({ field: 'supplier_id', key: 'validation.required' });
  if (config.move) {
    if (!input.to_warehouse_id) errors.push({ field: 'to_warehouse_id', key: 'validation.required' });
    else if (input.to_warehouse_id === input.warehouse_id) {
      errors.push({ field: 'to_warehouse_id', key: 'validation.sameWarehouse' });
    }
  }
  input.lines.forEach((line, i) => {
    if (config.needsPrice && !line.price)
      errors.push({ field: `lines.${i}.price`, key: 'validation.required' });
  });
  const products = [...new Set(input.lines.map((l) => l.product_id))];
  const items = sql.identifier(ITEM_TABLE[config.item ?? 'product']);
  const found = await tx.execute<{ id: number }>(
    sql`select id from ${items} where id in (${sql.join(
      products.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
  const known = new Set(found.rows.map((r) => r.id));
  // Only goods carry serials; materials and assets are counted by quantity.
  const serialTracked = new Set(
    (config.item ?? 'product') !== 'product'
      ? []
      : (
          await tx.execute<{ id: number }>(
            sql`select id from products where is_serial and id in (${sql.join(
              products.map((p) => sql`${p}`),
              sql`, `,
            )})`,
          )
        ).rows.map((r) => r.id),
  );
  // goods counted in whole units (pieces, sets) take no fraction; serial-tracked ones are checked by their serials
  const whole =
    (config.item ?? 'product') === 'product' ? await wholeOnlyProducts(tx, products) : new Set<number>();
  input.lines.forEach((line, i) => {
    if (whole.has(line.product_id) && !serialTracked.has(line.product_id) && !isWhole(toMilli(line.quantity)))
      errors.push({ field: `lines.${i}.quantity`, key: 'validation.wholeQuantity' });
    if (!known.has(line.product_id))
      errors.push({ field: `lines.${i}.product_id`, key: 'validation.refMissing' });
    if (kind !== 'COUNTING_ACT' && toMilli(line.quantity) === 0n) {
      errors.push({ field: `lines.${i}.quantity`, key: 'validation.notNol' });
    }
    const serials = line.serials ?? [];
    if (serialTracked.has(line.product_id)) {
      // One serial per unit: a whole number of units, as many serials, none twice.
      const milli = toMilli(line.quantity);
      if (
        milli % 1000n !== 0n ||
        BigInt(serials.length) * 1000n !== milli ||
        new Set(serials).size !== serials.length
      ) {
        errors.push({ field: `lines.${i}.serials`, key: 'validation.serialsPerUnit' });
      }
      if (line.markings && line.markings.length !== serials.length) {
        errors.push({ field: `lines.${i}.markings`, key: 'validation.serialsPerUnit' });
      }
    } else if (serials.length > 0) {
      errors.push({ field: `lines.${i}.serials`, key: 'validation.notSerial' });
    }
  });
  if (new Set(input.lines.map((l) => l.product_id)).size !== input.lines.length) {
    errors.push({ field: 'lines', key: 'validation.duplicateProduct' });
  }
  const refs = await tx.execute<{ w: boolean; tw: boolean; s: boolean }>(sql`select
    exists(select 1 from warehouses where id = ${input.warehouse_id} and active) as w,
    exists(select 1 from warehouses where id = ${input.to_warehouse_id ?? 0} and active) as tw,
    exists(select 1 from suppliers where id = ${input.supplier_id ?? 0}) as s`);
  const r = refs.rows[0];
  if (!r?.w) errors.push({ field: 'warehouse_id', key: 'validation.refMissing' });
  if (input.to_warehouse_id && !r?.tw)
    errors.push({ field: 'to_warehouse_id', key: 'validation.refMissing' });
  if (input.supplier_id && !r?.s) errors.push({ field: 'supplier_id', key: 'validation.refMissing' });
  if (errors.length) throw new FieldErrors(errors);
}

export async function writeLines(tx: DbOrTx, documentId: number, input: StockDocumentInput): Promise<bigint> {
  await tx.execute(sql`delete from stock_document_lines where document_id = ${documentId}`);
  let total = 0n;
  const values = input.lines.map((line) => {
    const quantity = toMilli(line.quantity);
    const price = line.price ? toMinor(line.price) : null;
    if (price !== null) total += mulDivRound(price, quantity, 1000n);
    const serials = line.serials?.length ? textArray(line.serials) : sql`null`;
    const markings = line.markings?.length ? textArray(line.markings) : sql`null`;
    return sql`(${documentId}, ${line.product_id}, ${quantity}, ${price}, ${line.reason_id ?? null}, ${serials}, ${markings})`;
  });
  await tx.execute(sql`insert into stock_document_lines
      (document_id, product_id, quantity, price, reason_id, serials, markings)
    values ${sql.join(values, sql`, `)}`);
  return total;
}

/** A text[] literal built from parameters. */
const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
