import { lineValue, returnedCost, returnedValue, returnShare, scheduleRest } from '@savdo/shared/contracts';
import { fromMilli, toMilli } from '@savdo/shared/quantity';
import type { ContractReturnInput } from '@savdo/shared/schemas/contract-requests';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { postIn } from '../../../ledgers/stock/ledger.ts';
import { serialsIn } from '../../../ledgers/stock/serials.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { refundContract } from '../contracts/refund.ts';
import { settleContract } from '../contracts/settle.ts';
import { type LockedContract, lockContract, readSchedule } from '../contracts/settle-rows.ts';
import { voidReturnedTickets } from '../promotions/void.ts';
import { getReturn } from './return-queries.ts';

/**
 * Goods of a contract coming back (DECISIONS.md "Returns"), asked
 * (CREATED) and approved or rejected. Approval, in one transaction and the
 * engine's lock order (the contract first, then the money, then stock):
 *
 * - the returned goods' share of the whole schedule (prepayment and debt)
 *   is ΔS, by running totals over the goods' net prices, so every return of
 *   a contract sums to the schedule when all goods came back;
 * - what was paid beyond the goods kept, E = min(paid, ΔS − rest) when
 *   positive, is paid back (a REFUND settlement: out of the cashbox or onto
 *   the client's account), then the debt falls by min(ΔS, rest + E) (a
 *   RETURN settlement, forgiven from the last instalment backwards);
 * - the goods come into the warehouse (RETURNED_PRODUCT) at the cost they
 *   left with (the line's released cost per unit, by running totals), their
 *   serials back in stock; the contract becomes RETURNED when every line
 *   came back whole;
 * - the returned units' promotion tickets are voided (not in a drawn
 *   promotion: `promotions/void.ts`).
 */

interface ItemRow extends Record<string, unknown> {
  id: string;
  product_id: number;
  product_name: string | null;
  is_serial: boolean;
  quantity: string;
  price: string;
  discount: string;
  released: string;
  returned: string;
  cost_uzs: string;
}

async function contractItemRows(tx: DbOrTx, contractId: number): Promise<ItemRow[]> {
  const rows = await tx.execute<ItemRow>(sql`select i.id, i.product_id, p.name as product_name,
      coalesce(p.is_serial, false) as is_serial, i.quantity, i.price, i.discount, i.released, i.returned, i.cost_uzs
    from contract_items i left join products p on p.id = i.product_id
    where i.contract_id = ${contractId} order by i.id for update of i`);
  return rows.rows;
}

/** What waits in other requests (CREATED) per contract line. */
async function waiting(tx: DbOrTx, contractId: number, except: number | null): Promise<Map<number, bigint>> {
  const rows = await tx.execute<{ contract_item_id: string; quantity: string }>(sql`select
      ri.contract_item_id, sum(ri.quantity) as quantity
    from contract_return_items ri join contract_returns r on r.id = ri.return_id
    where r.contract_id = ${contractId} and r.status = 'CREATED' and r.id <> ${except ?? 0}
    group by ri.contract_item_id`);
  return new Map(rows.rows.map((r) => [Number(r.contract_item_id), BigInt(r.quantity)]));
}

function assertReturnable(contract: LockedContract): void {
  if (!['ACTIVE', 'FREEZE', 'CLOSED'].includes(contract.status))
    throw conflict('contracts.errors.notOpen', { status: contract.status });
}

/** An asked line in thousandths. */
interface AskedLine {
  contract_item_id: number;
  quantity: bigint;
  serials: readonly string[];
}

/** Each asked line is the contract's and may come back: released and not yet returned or asked (409 naming it). */
function checkLines(
  asked: readonly AskedLine[],
  items: readonly ItemRow[],
  pending: Map<number, bigint>,
): { item: ItemRow; quantity: bigint; serials: string[] }[] {
  return asked.map((line, i) => {
    const item = items.find((x) => Number(x.id) === line.contract_item_id);
    if (!item) throw new FieldErrors([{ field: `items.${i}.contract_item_id`, key: 'validation.invalid' }]);
    const free = BigInt(item.released) - BigInt(item.returned) - (pending.get(Number(item.id)) ?? 0n);
    if (line.quantity > free) {
      throw conflict('payments.errors.notReturnable', {
        product: item.product_name ?? String(item.product_id),
        available: fromMilli(free < 0n ? 0n : free),
      });
    }
    const serials = [...line.serials];
    if (
      item.is_serial &&
      (line.quantity % 1000n !== 0n || BigInt(serials.length) * 1000n !== line.quantity)
    ) {
      throw new FieldErrors([{ field: `items.${i}.serials`, key: 'payments.errors.serialsCount' }]);
    }
    return { item, quantity: line.quantity, serials: item.is_serial ? serials : [] };
  });
}

async function assertExists(tx: DbOrTx, table: string, id: number, field: string): Promise<void> {
  const rows = await tx.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} and active`);
  if (rows.rows.length === 0) throw new FieldErrors([{ field, key: 'validation.invalid' }]);
}

/** Asks for a return (CREATED): the contract's released goods, a warehouse, a reason, where the refund goes. */
export async function requestReturn(db: Db, input: ContractReturnInput, actor: Actor) {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    assertReturnable(contract);
    await assertExists(tx, 'warehouses', input.warehouse_id, 'warehouse_id');
    await assertExists(tx, 'product_return_reasons', input.reason_id, 'reason_id');
    if (input.refund_to === 'CASHBOX')
      await assertExists(tx, 'cashboxes', input.cashbox_id ?? 0, 'cashbox_id');
    const asked = input.items.map((i) => ({ ...i, quantity: toMilli(i.quantity), serials: i.serials ?? [] }));
    const lines = checkLines(
      asked,
      await contractItemRows(tx, contract.id),
      await waiting(tx, contract.id, null),
    );
    const inserted = await tx.execute<{ id: string }>(sql`insert into contract_returns
        (contract_id, branch_id, business_date, warehouse_id, reason_id, comment, refund_to, cashbox_id, created_by)
      values (${contract.id}, ${contract.branch_id}, ${await businessToday(tx)}, ${input.warehouse_id},
        ${input.reason_id}, ${input.comment ?? null}, ${input.refund_to},
        ${input.refund_to === 'CASHBOX' ? (input.cashbox_id ?? null) : null}, ${actor.userId})
      returning id`);
    const returnId = Number(inserted.rows[0]?.id);
    for (const line of lines) {
      await tx.execute(sql`insert into contract_return_items (return_id, contract_item_id, product_id, quantity, serials)
        values (${returnId}, ${Number(line.item.id)}, ${line.item.product_id}, ${line.quantity},
          ${line.serials.length > 0 ? sql`array(select json_array_elements_text(${JSON.stringify(line.serials)}::json))` : null})`);
    }
    return returnId;
  });
  return getReturn(db, id);
}

interface StoredReturn extends Record<string, unknown> {
  status: string;
  warehouse_id: number;
  refund_to: 'CASHBOX' | 'ACCOUNT';
  cashbox_id: number | null;
  comment: string | null;
}

/** Locks a return after its contract (404 when none, 409 unless CREATED). */
async function lockReturn(tx: DbOrTx, id: number): Promise<[LockedContract, StoredReturn]> {
  const owner = await tx.execute<{ contract_id: string }>(
    sql`select contract_id from contract_returns where id = ${id}`,
  );
  const contractId = owner.rows[0]?.contract_id;
  if (contractId === undefined) throw notFound();
  const contract = await lockContract(tx, Number(contractId));
  const rows = await tx.execute<StoredReturn>(sql`select status, warehouse_id, refund_to, cashbox_id, comment
    from contract_returns where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (row.status !== 'CREATED') throw conflict('payments.errors.alreadyDecided', { status: row.status });
  return [contract, row];
}

/** The figures of a return: the goods' value, their share of the schedule, the refund and the debt forgiven. */
async function returnFigures(
  tx: DbOrTx,
  contractId: number,
  items: readonly ItemRow[],
  lines: readonly { item: ItemRow; quantity: bigint }[],
) {
  const total = items.reduce((s, i) => s + lineValue(toLine(i)), 0n);
  const before = items.reduce((s, i) => s + returnedValue(toLine(i), 0n, BigInt(i.returned)), 0n);
  const now = lines.reduce(
    (s, l) => s + returnedValue(toLine(l.item), BigInt(l.item.returned), l.quantity),
    0n,
  );
  const schedule = await readSchedule(tx, contractId);
  const whole = schedule.reduce((s, r) => s + r.amount, 0n);
  const share = returnShare(whole, total, before, now);
  const rest = scheduleRest(schedule);
  const paid = schedule.reduce((s, r) => s + r.paid, 0n);
  const over = share - rest;
  const refund = over > 0n ? minOf(over, paid) : 0n;
  const forgive = minOf(share, rest + refund);
  return { value: now, refund, forgive };
}

const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b);

const toLine = (i: ItemRow) => ({
  price: BigInt(i.price),
  quantity: BigInt(i.quantity),
  discount: BigInt(i.discount),
});

/** Approves a return (see the file's comment). */
export async function approveReturn(db: Db, id: number, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const [contract, stored] = await lockReturn(tx, id);
    assertReturnable(contract);
    const asked = await tx.execute<{ contract_item_id: string; quantity: string; serials: string[] | null }>(
      sql`select contract_item_id, quantity, serials from contract_return_items where return_id = ${id} order by id`,
    );
    const items = await contractItemRows(tx, contract.id);
    const lines = checkLines(
      asked.rows.map((a) => ({
        contract_item_id: Number(a.contract_item_id),
        quantity: BigInt(a.quantity),
        serials: a.serials ?? [],
      })),
      items,
      await waiting(tx, contract.id, id),
    );
    const figures = await returnFigures(tx, contract.id, items, lines);
    const date = await businessToday(tx);
    const reason = stored.comment ?? undefined;
    let refundId: number | null = null;
    if (figures.refund > 0n) {
      const to =
        stored.refund_to === 'CASHBOX' ? { cashboxId: stored.cashbox_id ?? 0 } : ({ account: true } as const);
      refundId = await refundContract(
        tx,
        { contractId: contract.id, amount: figures.refund, date, to, reason },
        actor,
      );
    }
    const forgiven =
      figures.forgive > 0n
        ? await settleContract(
            tx,
            { contractId: contract.id, kind: 'RETURN', amount: figures.forgive, date, reason },
            actor,
          )
        : null;
    await bringBack(tx, id, stored.warehouse_id, lines, date, contract.id, actor.userId);
    await markReturned(tx, contract.id, date, actor.userId, id);
    await voidReturnedTickets(tx, { kind: 'CONTRACT', id: contract.id }, actor.userId);
    await tx.execute(sql`update contract_returns set status = 'APPROVED', business_date = ${date},
        value = ${figures.value}, debt_reduction = ${figures.forgive}, refund = ${figures.refund},
        return_settlement_id = ${forgiven?.settlementId ?? null}, refund_settlement_id = ${refundId},
        decided_by = ${actor.userId}, decided_at = now()
      where id = ${id}`);
  });
  return getReturn(db, id);
}

/** The goods into the warehouse at the cost they left with, their serials in stock, the lines' `returned` up. */
async function bringBack(
  tx: DbOrTx,
  returnId: number,
  warehouseId: number,
  lines: readonly { item: ItemRow; quantity: bigint; serials: string[] }[],
  date: string,
  contractId: number,
  userId: number,
): Promise<void> {
  for (const line of lines) {
    const item = line.item;
    const cost = returnedCost(
      BigInt(item.cost_uzs),
      BigInt(item.released),
      BigInt(item.returned),
      line.quantity,
    );
    const { movementId } = await postIn(
      tx,
      {
        productId: item.product_id,
        warehouseId,
        type: 'RETURNED_PRODUCT',
        quantity: line.quantity,
        date,
        userId,
        // the goods-returned list and the release's cancel find a contract's returns by this link
        docType: 'contract',
        documentId: contractId,
        lineId: Number(item.id),
      },
      { uzs: cost, usd: 0n },
    );
    if (line.serials.length > 0) {
      await serialsIn(tx, { productId: item.product_id, warehouseId, serials: line.serials, movementId });
    }
    await tx.execute(
      sql`update contract_items set returned = returned + ${line.quantity} where id = ${Number(item.id)}`,
    );
    await tx.execute(sql`update contract_return_items set cost_uzs = ${cost}, movement_id = ${movementId}
      where return_id = ${returnId} and contract_item_id = ${Number(item.id)}`);
  }
}

/** Every line came back whole: the contract (closed by the return) becomes RETURNED, with an event. */
async function markReturned(tx: DbOrTx, contractId: number, date: string, userId: number, returnId: number) {
  const rows = await tx.execute<{ whole: boolean; status: string; rest: string }>(sql`select
      bool_and(i.returned >= i.quantity) as whole, c.status, c.rest
    from contracts c join contract_items i on i.contract_id = c.id where c.id = ${contractId}
    group by c.status, c.rest`);
  const row = rows.rows[0];
  if (!row?.whole) return;
  if (BigInt(row.rest) !== 0n) throw new AppError(409, 'payments.errors.returnLeavesDebt');
  await tx.execute(sql`update contracts set status = 'RETURNED' where id = ${contractId}`);
  await tx.execute(sql`insert into contract_events (contract_id, event, from_status, to_status, business_date, data,
      created_by)
    values (${contractId}, 'RETURN', ${row.status}, 'RETURNED', ${date},
      ${JSON.stringify({ return_id: returnId })}::jsonb, ${userId})`);
}

/** Rejects a return, keeping why. */
export async function rejectReturn(db: Db, id: number, reason: string, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    await lockReturn(tx, id);
    await tx.execute(sql`update contract_returns set status = 'REJECTED', decision_reason = ${reason},
        decided_by = ${actor.userId}, decided_at = now()
      where id = ${id}`);
  });
  return getReturn(db, id);
}
