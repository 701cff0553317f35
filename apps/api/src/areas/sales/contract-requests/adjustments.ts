import type { ContractStatus } from '@savdo/shared/contracts';
import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import type {
  AdjustmentKind,
  AdjustmentRow,
  DiscountInput,
  RequestQuery,
  RequestStatus,
  WriteOffInput,
} from '@savdo/shared/schemas/contract-requests';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { settleContract } from '../contracts/settle.ts';
import { shownMoney } from '../contracts/settle-money.ts';
import { type LockedContract, lockContract } from '../contracts/settle-rows.ts';
import { requestPage } from './request-page.ts';

/**
 * Debt adjustments with approval (`contract_adjustments`): a discount
 * (DISCOUNT, forgiven from the last instalment backwards) and closing with a
 * cost (WRITE_OFF: the whole rest written off to a cost item, which closes
 * the contract). Asked on an open contract, at most its rest (409);
 * approval posts through the settlement engine in the same transaction and
 * checks again; rejection keeps why.
 */

/** 409 unless the contract is open (ACTIVE or FREEZE). */
function assertOpen(contract: LockedContract): void {
  if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
    throw conflict('contracts.errors.notOpen', { status: contract.status });
}

async function restOf(tx: DbOrTx, contractId: number): Promise<bigint> {
  const rows = await tx.execute<{ rest: string }>(sql`select rest from contracts where id = ${contractId}`);
  return BigInt(rows.rows[0]?.rest ?? 0);
}

/** 409 while another request of the kind waits for approval on the contract. */
async function assertNoneWaiting(tx: DbOrTx, kind: AdjustmentKind, contractId: number): Promise<void> {
  const rows = await tx.execute(sql`select 1 from contract_adjustments
    where contract_id = ${contractId} and kind = ${kind} and status = 'CREATED' limit 1`);
  if (rows.rows.length > 0) throw conflict('payments.errors.requestWaiting');
}

/** Asks for a discount or a write-off (CREATED). Answers the request. */
export async function requestAdjustment(
  db: Db,
  kind: AdjustmentKind,
  input: DiscountInput | WriteOffInput,
  actor: Actor,
): Promise<AdjustmentRow> {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    assertOpen(contract);
    await assertNoneWaiting(tx, kind, contract.id);
    const rest = await restOf(tx, contract.id);
    if (rest <= 0n) throw conflict('contracts.errors.noRest');
    let amount = rest;
    let costItem: number | null = null;
    if ('amount' in input) {
      amount = toMinor(input.amount);
      if (amount > rest) throw conflict('contracts.errors.moreThanRest', { rest: shownMoney(rest) });
    } else {
      costItem = input.cost_item_id;
      const item = await tx.execute(sql`select 1 from cost_items where id = ${costItem} and active`);
      if (item.rows.length === 0)
        throw new FieldErrors([{ field: 'cost_item_id', key: 'validation.invalid' }]);
    }
    const inserted = await tx.execute<{ id: string }>(sql`insert into contract_adjustments
        (kind, contract_id, branch_id, business_date, amount, cost_item_id, reason, created_by)
      values (${kind}, ${contract.id}, ${contract.branch_id}, ${await businessToday(tx)}, ${amount}, ${costItem},
        ${input.reason}, ${actor.userId})
      returning id`);
    return Number(inserted.rows[0]?.id);
  });
  return getAdjustment(db, kind, id);
}

/** Locks a request of the kind (404 when none) after its contract (the engine's lock order); 409 unless CREATED. */
async function lockWaiting(tx: DbOrTx, kind: AdjustmentKind, id: number) {
  const owner = await tx.execute<{ contract_id: string }>(
    sql`select contract_id from contract_adjustments where id = ${id} and kind = ${kind}`,
  );
  const contractId = owner.rows[0]?.contract_id;
  if (contractId === undefined) throw notFound();
  const contract = await lockContract(tx, Number(contractId));
  const rows = await tx.execute<{
    status: RequestStatus;
    amount: string;
    cost_item_id: number | null;
    reason: string;
  }>(sql`select status, amount, cost_item_id, reason from contract_adjustments where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (row.status !== 'CREATED') throw conflict('payments.errors.alreadyDecided', { status: row.status });
  return { contract, request: row };
}

/**
 * Approves a request: the discount forgiven (DISCOUNT) or the rest written
 * off to the cost item (WRITE_OFF, which closes the contract), through the
 * settlement engine; the engine refuses what exceeds the rest now (409).
 */
export async function approveAdjustment(db: Db, kind: AdjustmentKind, id: number, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const { contract, request } = await lockWaiting(tx, kind, id);
    assertOpen(contract);
    const amount = kind === 'DISCOUNT' ? BigInt(request.amount) : await restOf(tx, contract.id);
    const result = await settleContract(
      tx,
      {
        contractId: contract.id,
        kind,
        amount,
        date: await businessToday(tx),
        costItemId: request.cost_item_id ?? undefined,
        reason: request.reason,
      },
      actor,
    );
    await tx.execute(sql`update contract_adjustments set status = 'APPROVED', settlement_id = ${result.settlementId},
        amount = ${amount}, decided_by = ${actor.userId}, decided_at = now()
      where id = ${id}`);
  });
  return getAdjustment(db, kind, id);
}

/** Rejects a request, keeping why. */
export async function rejectAdjustment(
  db: Db,
  kind: AdjustmentKind,
  id: number,
  reason: string,
  actor: Actor,
) {
  await withTransactionRetry(db, async (tx) => {
    await lockWaiting(tx, kind, id);
    await tx.execute(sql`update contract_adjustments set status = 'REJECTED', decision_reason = ${reason},
        decided_by = ${actor.userId}, decided_at = now()
      where id = ${id}`);
  });
  return getAdjustment(db, kind, id);
}

const SELECT = sql`select r.id, r.kind, r.status, r.business_date::text as business_date, r.contract_id,
    c.number as contract_number, c.status as contract_status, b.prefix as branch_prefix,
    cl.full_name as client_name, c.currency, r.amount, c.rest, r.cost_item_id, ci.name as cost_item_name,
    r.reason, r.settlement_id, du.full_name as decided_by_name, r.decided_at::text as decided_at,
    r.decision_reason, u.full_name as created_by_name
  from contract_adjustments r
  join contracts c on c.id = r.contract_id
  join clients cl on cl.id = c.client_id
  left join branches b on b.id = c.branch_id
  left join cost_items ci on ci.id = r.cost_item_id
  left join users du on du.id = r.decided_by
  left join users u on u.id = r.created_by`;

type Raw = Record<keyof AdjustmentRow, string | null>;

const present = (r: Raw): AdjustmentRow => ({
  id: Number(r.id),
  kind: r.kind as AdjustmentKind,
  status: r.status as RequestStatus,
  business_date: r.business_date ?? '',
  contract_id: Number(r.contract_id),
  contract_number: Number(r.contract_number),
  contract_status: r.contract_status as ContractStatus,
  branch_prefix: r.branch_prefix,
  client_name: r.client_name ?? '',
  currency: r.currency as Currency,
  amount: fromMinor(BigInt(r.amount ?? 0)),
  rest: fromMinor(BigInt(r.rest ?? 0)),
  cost_item_id: r.cost_item_id === null ? null : Number(r.cost_item_id),
  cost_item_name: r.cost_item_name,
  reason: r.reason ?? '',
  settlement_id: r.settlement_id === null ? null : Number(r.settlement_id),
  decided_by_name: r.decided_by_name,
  decided_at: r.decided_at,
  decision_reason: r.decision_reason,
  created_by_name: r.created_by_name,
});

export async function getAdjustment(db: DbOrTx, kind: AdjustmentKind, id: number): Promise<AdjustmentRow> {
  const rows = await db.execute<Raw>(sql`${SELECT} where r.id = ${id} and r.kind = ${kind}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/** A page of one kind's requests, newest first, by status, branch, contract and period (each on an index). */
export function listAdjustments(db: Db, kind: AdjustmentKind, q: RequestQuery) {
  return requestPage<Raw, AdjustmentRow>(db, q, {
    select: SELECT,
    table: sql`contract_adjustments`,
    first: sql`r.kind = ${kind}`,
    present,
  });
}
