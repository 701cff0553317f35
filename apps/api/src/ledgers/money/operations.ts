import type { Currency } from '@savdo/shared/money';
import type { CashOperationType, MoneyAccountKind } from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { runOperationChecks } from './hooks.ts';
import { postLines, postLinesBatch } from './journal.ts';
import { assertBalanced, type Line, loadLines, reverseLines, type StoredLine, storeLines } from './lines.ts';

/** What a new operation is: its header and the postings it makes when approved. */
export interface OperationDraft {
  type: CashOperationType;
  branchId: number | null;
  cashboxId: number | null;
  /** Business date (Asia/Tashkent), YYYY-MM-DD. */
  date: string;
  amount: bigint;
  currency: Currency;
  counterpart?: { kind: MoneyAccountKind; id: number } | undefined;
  rate?: string | undefined;
  comment?: string | undefined;
  doc?: { type: string; id: number } | undefined;
  lines: Line[];
  idempotencyKey?: string | undefined;
}

export interface OperationHeader {
  id: number;
  type: CashOperationType;
  status: 'CREATED' | 'APPROVED' | 'CANCELED';
  cashbox_id: number | null;
  branch_id: number | null;
  business_date: string;
  reversal_of: number | null;
  lines: Line[];
}

export interface PostOptions {
  approve: boolean;
  reversalOf?: number;
  /** The actor's rules (for `expense_estimate.exceed`); read from the database when a limit needs them. */
  rules?: ReadonlySet<string> | undefined;
}

/**
 * Enters an operation in the caller's transaction: CREATED, or posted at
 * once (APPROVED by the same user) when `approve` is set. An idempotency key
 * already used by this user answers the operation it made, posting nothing.
 * An operation adding to a cost item is checked against the item's approved
 * estimate first (`expenses/limit.ts`: 409 naming the rest).
 */
export async function postOperation(
  tx: DbOrTx,
  draft: OperationDraft,
  userId: number,
  options: PostOptions = { approve: false },
): Promise<number> {
  assertBalanced(draft.lines);
  const status = options.approve ? 'APPROVED' : 'CREATED';
  const approver = options.approve ? userId : null;
  // A key this user already used answers the operation it made (the insert does nothing): one round trip either way.
  const created = await tx.execute<{ id: string }>(sql`insert into money_operations
      (type, branch_id, cashbox_id, business_date, amount, currency, counterpart_kind, counterpart_id, rate,
       status, lines, comment, doc_type, doc_id, reversal_of, idempotency_key, created_by, approved_by, approved_at)
    values (${draft.type}, ${draft.branchId}, ${draft.cashboxId}, ${draft.date}, ${draft.amount}, ${draft.currency},
      ${draft.counterpart?.kind ?? null}, ${draft.counterpart?.id ?? null}, ${draft.rate ?? null}, ${status},
      ${JSON.stringify(storeLines(draft.lines))}::jsonb, ${draft.comment ?? null}, ${draft.doc?.type ?? null},
      ${draft.doc?.id ?? null}, ${options.reversalOf ?? null}, ${draft.idempotencyKey ?? null}, ${userId},
      ${approver}, ${options.approve ? sql`now()` : null})
    on conflict (created_by, idempotency_key) do nothing
    returning id`);
  const row = created.rows[0];
  if (!row) {
    const found = await tx.execute<{ id: string }>(sql`select id from money_operations
      where created_by = ${userId} and idempotency_key = ${draft.idempotencyKey ?? null}`);
    if (found.rows[0]) return Number(found.rows[0].id);
    throw new Error('money operation not entered');
  }
  const id = Number(row.id);
  // Checked once the header is in (a replayed key answered above): the fact reads postings, not headers.
  await runOperationChecks(tx, draft, { userId, rules: options.rules });
  if (options.approve) await postLines(tx, { operationId: id, date: draft.date }, draft.lines);
  return id;
}

/** Headers inserted per statement by `postApprovedBatch`. */
const HEADER_CHUNK = 500;

/**
 * Enters many operations approved at once by `userId` (a statement's booked
 * rows), in the caller's transaction, with a few statements instead of a
 * round trip per operation: their ids are drawn from the sequence, the
 * headers inserted in chunks, and the postings made by `postLinesBatch`
 * (same locking order, cash floor and supplier ledger as one by one).
 * Drafts carry no idempotency key (the caller's request has one). Answers
 * the ids in the drafts' order.
 */
export async function postApprovedBatch(
  tx: DbOrTx,
  drafts: readonly OperationDraft[],
  userId: number,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  for (const draft of drafts) {
    assertBalanced(draft.lines);
    if (draft.idempotencyKey) throw new Error('a batch draft carries no idempotency key');
  }
  const drawn = await tx.execute<{
    id: string;
  }>(sql`select nextval(pg_get_serial_sequence('money_operations', 'id'))
      as id from generate_series(1, ${drafts.length})`);
  const ids = drawn.rows.map((r) => Number(r.id));
  for (let i = 0; i < drafts.length; i += HEADER_CHUNK) {
    const values = drafts.slice(i, i + HEADER_CHUNK).map(
      (
        d,
        k,
      ) => sql`(${ids[i + k]}, ${d.type}, ${d.branchId}, ${d.cashboxId}, ${d.date}::date, ${d.amount}::bigint,
        ${d.currency}, ${d.counterpart?.kind ?? null}, ${d.counterpart?.id ?? null}::bigint, ${d.rate ?? null}::numeric,
        'APPROVED', ${JSON.stringify(storeLines(d.lines))}::jsonb, ${d.comment ?? null}, ${d.doc?.type ?? null},
        ${d.doc?.id ?? null}::bigint, ${userId}::int, ${userId}::int, now())`,
    );
    await tx.execute(sql`insert into money_operations (id, type, branch_id, cashbox_id, business_date, amount,
        currency, counterpart_kind, counterpart_id, rate, status, lines, comment, doc_type, doc_id, created_by,
        approved_by, approved_at)
      values ${sql.join(values, sql`, `)}`);
  }
  await postLinesBatch(
    tx,
    drafts.map((d, k) => ({ ctx: { operationId: ids[k] ?? 0, date: d.date }, lines: d.lines })),
  );
  return ids;
}

/** Locks an operation's header for a step. */
export async function lockOperation(tx: DbOrTx, id: number): Promise<OperationHeader> {
  const rows = await tx.execute<{
    id: string;
    type: CashOperationType;
    status: OperationHeader['status'];
    cashbox_id: number | null;
    branch_id: number | null;
    business_date: string;
    reversal_of: string | null;
    lines: StoredLine[];
  }>(sql`select id, type, status, cashbox_id, branch_id, business_date::text as business_date, reversal_of, lines
    from money_operations where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return {
    ...row,
    id: Number(row.id),
    reversal_of: row.reversal_of === null ? null : Number(row.reversal_of),
    lines: loadLines(row.lines),
  };
}

/** 409 for a step its status does not allow: already approved, already cancelled, or a reversal. */
function statusConflict(op: OperationHeader) {
  if (op.reversal_of !== null) return conflict('money.errors.isReversal', { id: op.reversal_of });
  return conflict(op.status === 'APPROVED' ? 'money.errors.alreadyApproved' : 'money.errors.alreadyCanceled');
}

/** CREATED → APPROVED: posts the operation's lines at its date (an expense within its estimate). */
export async function approveOperation(
  tx: DbOrTx,
  op: OperationHeader,
  userId: number,
  rules?: ReadonlySet<string>,
): Promise<void> {
  if (op.status !== 'CREATED') throw statusConflict(op);
  await runOperationChecks(
    tx,
    { branchId: op.branch_id, date: op.business_date, lines: op.lines },
    { userId, rules },
  );
  await postLines(tx, { operationId: op.id, date: op.business_date }, op.lines);
  await tx.execute(sql`update money_operations set status = 'APPROVED', approved_by = ${userId}, approved_at = now()
    where id = ${op.id}`);
}

/**
 * Cancels an operation: a CREATED one simply becomes CANCELED (it posted
 * nothing); an APPROVED one is reversed by a new operation of the same type
 * (`reversal_of`, opposite postings, dated today) and marked CANCELED. A
 * reversal itself, or what is already cancelled, is 409. Returns the
 * reversing operation's id, if any.
 */
export async function cancelOperation(
  tx: DbOrTx,
  op: OperationHeader,
  userId: number,
  reversalDate?: string,
): Promise<number | null> {
  if (op.status === 'CANCELED' || op.reversal_of !== null) throw statusConflict(op);
  let reversalId: number | null = null;
  if (op.status === 'APPROVED') {
    const header = await tx.execute<{
      amount: string;
      currency: Currency;
      counterpart_kind: MoneyAccountKind | null;
      counterpart_id: string | null;
      rate: string | null;
      doc_type: string | null;
      doc_id: string | null;
    }>(sql`select amount, currency, counterpart_kind, counterpart_id, rate, doc_type, doc_id
      from money_operations where id = ${op.id}`);
    const h = header.rows[0];
    if (!h) throw notFound();
    reversalId = await postOperation(
      tx,
      {
        type: op.type,
        branchId: op.branch_id,
        cashboxId: op.cashbox_id,
        date: reversalDate ?? (await businessToday(tx)),
        amount: BigInt(h.amount),
        currency: h.currency,
        counterpart:
          h.counterpart_kind && h.counterpart_id
            ? { kind: h.counterpart_kind, id: Number(h.counterpart_id) }
            : undefined,
        rate: h.rate ?? undefined,
        doc: h.doc_type && h.doc_id ? { type: h.doc_type, id: Number(h.doc_id) } : undefined,
        lines: reverseLines(op.lines),
      },
      userId,
      { approve: true, reversalOf: op.id },
    );
  }
  await tx.execute(sql`update money_operations set status = 'CANCELED', canceled_by = ${userId}, canceled_at = now()
    where id = ${op.id}`);
  return reversalId;
}

/** Approves an operation by id in the caller's transaction (for modules posting through the journal). */
export async function approve(
  tx: DbOrTx,
  id: number,
  userId: number,
  rules?: ReadonlySet<string>,
): Promise<void> {
  await approveOperation(tx, await lockOperation(tx, id), userId, rules);
}

/**
 * Cancels an operation by id in the caller's transaction; answers the
 * reversing operation's id, if any. The reversal is dated today unless
 * `reversalDate` says otherwise (a re-booked bank statement row reverses at
 * the row's own date: the bank moved the money once, that day).
 */
export async function cancel(
  tx: DbOrTx,
  id: number,
  userId: number,
  reversalDate?: string,
): Promise<number | null> {
  return cancelOperation(tx, await lockOperation(tx, id), userId, reversalDate);
}
