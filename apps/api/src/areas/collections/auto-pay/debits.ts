import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import { exchangeAmount, parseRate } from '../../../ledgers/money/lines.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { systemActor } from '../../admin/users/system-user.ts';
import { settleContract } from '../../sales/contracts/settle.ts';
import { SOURCE_KEY_PREFIX } from '../../sales/contracts/settlement-source.ts';
import { CARD_ERRORS, type CardGateway, CardGatewayError, RECEIPT_STATE } from './card-gateway.ts';
import { ladderRules, nextRung, queueRung } from './ladder.ts';
import { transitAccountOf } from './money-target.ts';

/**
 * Paying the queued debits (`queue.ts`) through the card processor, each
 * debit at most once (DECISIONS.md "Auto-payment"):
 *
 * 1. a row is claimed (`for update skip locked`, QUEUED or UNKNOWN → PROCESSING),
 *    so two runs never hold the same row;
 * 2. a receipt is made for it once (`order_id` = the row's id) and its id
 *    kept before it is paid; a receipt is paid at most once by the processor;
 * 3. a row whose earlier attempt got no answer (UNKNOWN, or a claim left by a
 *    crash) has its receipt checked first: paid → posted, not paid → paid;
 * 3a. before a receipt is paid, its amount is capped (`reserve`) at what the
 *    contract owes up to the row's date less what its other debits in flight
 *    may take, under a lock per contract: the money is allocated oldest
 *    first, so a debit may settle an earlier instalment than its own, and a
 *    debit held back meanwhile must not charge that instalment again;
 * 3b. refused for want of money → the row FAILED_FUNDS and, with it, a
 *    smaller debit the same day (`ladder.ts`): "all or what the card holds";
 * 4. paid → in one transaction the settlement (PAYMENT, allocated like a
 *    cashier's, into the Payme transit account, idempotency key of the row,
 *    entered by the system user: nobody took it) and the row PAID with its
 *    settlement.
 *
 * A USD contract's row is in cents and its card is charged in soʻm at the
 * day's rate (`rateAt`, as at the cash desk; no rate → the row waits,
 * QUEUED): the rate and the tiyin are kept on the row with its receipt, and
 * the settlement takes those very sums (`paid`), whatever the rate is when
 * it is posted.
 */

/** Rows claimed per round; a run goes on until none is left to claim. */
const CLAIM_BATCH = 20;
/** A claim older than this was left by a crash: it is taken again (its receipt checked first). */
const STALE_CLAIM = '10 minutes';
/** The advisory lock class serialising the amounts of one contract's debits (`reserve`). */
const DEBIT_CONTRACT_LOCK = 1_043_001;
/** Payme takes no receipt under 1 soʻm. */
const LEAST_RECEIPT = 100n;
/** The least a debit charges, in the contract's currency: 1 soʻm; a cent (over 1 soʻm at any real rate). */
const LEAST_DEBIT: Readonly<Record<Currency, bigint>> = { UZS: LEAST_RECEIPT, USD: 1n };

export interface DebitRow {
  id: number;
  contract_id: number;
  n: number;
  amount: bigint;
  receipt_id: string | null;
  status: string;
  created_by: number;
  card_id: number;
  /** The rung of the day's ladder (`ladder.ts`): 0 the sum due, 1.. smaller sums after a refusal for want of money. */
  step: number;
  /** The business date the row was queued for: it collects what was due by then. */
  business_date: string;
  /** A USD contract's: the rate its receipt was made at and the tiyin it asks for (null before, and for UZS). */
  rate: string | null;
  charged_uzs: bigint | null;
}

export type DebitOutcome =
  | 'PAID'
  | 'FAILED_FUNDS'
  | 'FAILED_CARD'
  | 'FAILED'
  | 'SKIPPED'
  | 'UNKNOWN'
  | 'QUEUED';

/** Claims up to `CLAIM_BATCH` rows not claimed by this run (`since`: when it began). */
async function claim(db: Db, since: string): Promise<(DebitRow & { was: string })[]> {
  const rows = await db.execute<Record<string, string | null>>(sql`update auto_pay_debits d
      set status = 'PROCESSING', claimed_at = clock_timestamp(), attempts = d.attempts + 1
    from (select id, status from auto_pay_debits
      where (status in ('QUEUED', 'UNKNOWN') and (claimed_at is null or claimed_at < ${since}::timestamptz))
        or (status = 'PROCESSING' and claimed_at < now() - ${STALE_CLAIM}::interval)
      order by id limit ${CLAIM_BATCH} for update skip locked) c
    where d.id = c.id
    returning d.id, d.contract_id, d.n, d.amount, d.receipt_id, c.status as was, d.created_by, d.card_id, d.step,
      d.business_date::text as business_date, d.rate::text as rate, d.charged_uzs`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    contract_id: Number(r.contract_id),
    n: Number(r.n),
    amount: BigInt(r.amount ?? 0),
    receipt_id: r.receipt_id ?? null,
    status: 'PROCESSING',
    was: r.was ?? '',
    created_by: Number(r.created_by),
    card_id: Number(r.card_id),
    step: Number(r.step ?? 0),
    business_date: r.business_date ?? '',
    rate: r.rate ?? null,
    charged_uzs: r.charged_uzs === null || r.charged_uzs === undefined ? null : BigInt(r.charged_uzs),
  }));
}

/** Finishes a claimed row (still PROCESSING: else another run has it); answers whether it did. */
async function finishIn(
  db: DbOrTx,
  id: number,
  status: DebitOutcome,
  error?: { code: number | null; message: string } | undefined,
): Promise<boolean> {
  const done = await db.execute(sql`update auto_pay_debits set status = ${status},
      error_code = ${error?.code ?? null}, error = ${error ? error.message.slice(0, 500) : null}
    where id = ${id} and status = 'PROCESSING'`);
  return (done.rowCount ?? 0) > 0;
}

async function finish(
  db: Db,
  id: number,
  status: DebitOutcome,
  error?: { code: number | null; message: string } | undefined,
): Promise<DebitOutcome> {
  await finishIn(db, id, status, error);
  return status;
}

/** The contract's state and the card's now (a cashier may have paid, the contract closed, the card gone). */
async function stateOf(db: Db, row: DebitRow) {
  const rows = await db.execute<{
    contract_status: string;
    number: string;
    currency: Currency;
    card_status: string;
    token: string;
  }>(sql`select c.status as contract_status, c.number, c.currency, k.status as card_status, k.token
    from contracts c, contract_cards k where c.id = ${row.contract_id} and k.id = ${row.card_id}`);
  return rows.rows[0];
}

/**
 * What the row may charge now, kept as its amount: what the contract owes on
 * instalments due by the row's date, less the amounts of its other debits in
 * flight (PROCESSING or UNKNOWN: their receipts may be paid at any moment),
 * and never more than the row was queued for. Under a lock per contract, so
 * two debits of one contract never both count the same debt. 0: nothing to
 * charge (less than `LEAST_DEBIT` of the contract's currency).
 */
export async function reserve(db: Db, row: DebitRow, currency: Currency = 'UZS'): Promise<bigint> {
  return withTransactionRetry(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEBIT_CONTRACT_LOCK}, ${row.contract_id}::int)`);
    const owed = await tx.execute<{ due: string; held: string }>(sql`select
      (select coalesce(sum(s.amount - s.paid - s.forgiven), 0) from contract_schedule s
        where s.contract_id = ${row.contract_id} and s.n > 0 and s.due_date <= ${row.business_date}) as due,
      (select coalesce(sum(d.amount), 0) from auto_pay_debits d
        where d.contract_id = ${row.contract_id} and d.id <> ${row.id}
          and d.status in ('PROCESSING', 'UNKNOWN')) as held`);
    const cap = BigInt(owed.rows[0]?.due ?? 0) - BigInt(owed.rows[0]?.held ?? 0);
    const amount = cap < LEAST_DEBIT[currency] ? 0n : cap < row.amount ? cap : row.amount;
    if (amount > 0n && amount !== row.amount)
      await tx.execute(sql`update auto_pay_debits set amount = ${amount} where id = ${row.id}`);
    return amount;
  });
}

const asError = (error: unknown) =>
  error instanceof CardGatewayError
    ? { code: error.code, message: error.message }
    : { code: null, message: error instanceof Error ? error.message : String(error) };

/**
 * A refusal for want of money: the row FAILED_FUNDS and, in the same
 * transaction, the ladder's next rung for a smaller sum (`ladder.ts`), unless
 * the ladder ends here.
 */
async function short(db: Db, row: DebitRow, currency: Currency, error: CardGatewayError) {
  const refused = { step: row.step, amount: row.amount, charged: row.charged_uzs ?? row.amount, currency };
  const next = nextRung(refused, await ladderRules(db));
  await withTransactionRetry(db, async (tx) => {
    if ((await finishIn(tx, row.id, 'FAILED_FUNDS', asError(error))) && next !== null)
      await queueRung(tx, row.id, next);
  });
  return 'FAILED_FUNDS' as const;
}

/** A refusal of `receipts.pay` → the row's outcome (an expired card is kept EXPIRED: never charged again). */
async function refused(
  db: Db,
  gateway: CardGateway,
  row: DebitRow,
  currency: Currency,
  receiptId: string,
  error: CardGatewayError,
) {
  await gateway.receiptsCancel(receiptId).catch(() => undefined);
  if (error.code === CARD_ERRORS.INSUFFICIENT_FUNDS) return short(db, row, currency, error);
  const cardGone: readonly number[] = [
    CARD_ERRORS.CARD_EXPIRED,
    CARD_ERRORS.CARD_BLOCKED,
    CARD_ERRORS.CARD_NOT_FOUND,
    CARD_ERRORS.TOKEN_NOT_FOUND,
  ];
  if (cardGone.includes(error.code)) {
    if (error.code === CARD_ERRORS.CARD_EXPIRED)
      await db.execute(
        sql`update contract_cards set status = 'EXPIRED' where id = ${row.card_id} and status = 'ACTIVE'`,
      );
    return finish(db, row.id, 'FAILED_CARD', asError(error));
  }
  return finish(db, row.id, 'FAILED', asError(error));
}

/**
 * Posts a paid receipt: the settlement and the row PAID in one transaction
 * (the row's idempotency key makes a second post answer the first). A
 * contract that no longer takes money (closed, cancelled) gets its money
 * back: the receipt is cancelled and the row FAILED.
 */
async function post(db: Db, gateway: CardGateway, row: DebitRow, receiptId: string): Promise<DebitOutcome> {
  try {
    await withTransactionRetry(db, async (tx) => {
      const locked = await tx.execute<{ status: string }>(
        sql`select status from auto_pay_debits where id = ${row.id} for update`,
      );
      if (locked.rows[0]?.status === 'PAID') return;
      const into = await transitAccountOf(tx, 'PAYME');
      // a USD contract's: the soʻm its card was charged, at the rate its receipt was made at
      const paid =
        row.rate !== null && row.charged_uzs !== null
          ? { amount: row.charged_uzs, currency: 'UZS' as const, rate: row.rate }
          : undefined;
      const result = await settleContract(
        tx,
        {
          contractId: row.contract_id,
          kind: 'PAYMENT',
          amount: row.amount,
          date: await businessToday(tx),
          method: 'CARD',
          moneyAccount: into,
          paid,
          reason: `Payme ${receiptId}`,
          idempotencyKey: `${SOURCE_KEY_PREFIX.AUTO_PAY}${row.id}`,
        },
        await systemActor(tx),
      );
      await tx.execute(sql`update auto_pay_debits set status = 'PAID', settlement_id = ${result.settlementId},
          receipt_id = ${receiptId}, paid_at = now(), error = null, error_code = null
        where id = ${row.id}`);
    });
    return 'PAID';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await gateway.receiptsCancel(receiptId).catch(() => undefined);
    return finish(db, row.id, 'FAILED', {
      code: null,
      message: `not posted (${error.messageKey}): refunded`,
    });
  }
}

/**
 * Makes the row's receipt (once): its id is kept before it is paid, with,
 * for a USD contract (`rate` given), the rate and the soʻm it asks for — the
 * row's cents at the rate, rounded as `settleContract` checks them. Null:
 * the row was finished.
 */
async function receiptFor(
  db: Db,
  gateway: CardGateway,
  row: DebitRow,
  contractNumber: string,
  rate: string | null,
) {
  const charge = rate === null ? row.amount : exchangeAmount('USD', row.amount, rate);
  try {
    const receipt = await gateway.receiptsCreate(
      Number(charge),
      String(row.id),
      `Shartnoma ${contractNumber}, ${row.n}-toʻlov`,
    );
    row.rate = rate;
    row.charged_uzs = rate === null ? null : charge;
    await db.execute(sql`update auto_pay_debits set receipt_id = ${receipt._id}, amount = ${row.amount},
        rate = ${row.rate}, charged_uzs = ${row.charged_uzs}
      where id = ${row.id}`);
    return receipt._id;
  } catch (error) {
    // no receipt was paid: an unanswered create is tried again next run (an unpaid receipt charges nothing)
    if (error instanceof CardGatewayError && error.timedOut) {
      await finish(db, row.id, 'QUEUED', asError(error));
      return null;
    }
    await finish(db, row.id, 'FAILED', asError(error));
    return null;
  }
}

/** Finishes the row without charging it, its receipt (if any) cancelled first. */
async function drop(
  db: Db,
  gateway: CardGateway,
  row: DebitRow,
  receiptId: string | null,
  status: DebitOutcome,
  message: string,
) {
  if (receiptId !== null) await gateway.receiptsCancel(receiptId).catch(() => undefined);
  return finish(db, row.id, status, { code: null, message });
}

/**
 * The day's rate a USD contract's receipt is made at (`rateAt`, as the cash
 * desk reads it), or `null` for a UZS contract. An unpaid receipt made at
 * another rate is cancelled: a new one at the day's. No rate → the row
 * waits (QUEUED, saying why) and nothing is charged: a rate is never guessed.
 */
async function dayRate(
  db: Db,
  gateway: CardGateway,
  row: DebitRow,
  currency: Currency,
  receiptId: string | null,
): Promise<{ rate: string | null; receiptId: string | null } | DebitOutcome> {
  if (currency !== 'USD') return { rate: null, receiptId };
  const today = await businessToday(db);
  const rate = await rateAt(db, today);
  if (!rate || parseRate(rate) <= 0n)
    return drop(db, gateway, row, receiptId, 'QUEUED', `no exchange rate for ${today}: waits for one`);
  if (receiptId !== null && (row.rate === null || parseRate(row.rate) !== parseRate(rate))) {
    await gateway.receiptsCancel(receiptId).catch(() => undefined);
    return { rate, receiptId: null };
  }
  return { rate, receiptId };
}

/** Processes one claimed row to its outcome. */
export async function processDebit(
  db: Db,
  gateway: CardGateway,
  row: DebitRow & { was: string },
): Promise<DebitOutcome> {
  const state = await stateOf(db, row);
  let receiptId = row.receipt_id;
  if (receiptId !== null) {
    // an attempt before this one got no answer: what became of its receipt decides
    try {
      const { state: receiptState } = await gateway.receiptsCheck(receiptId);
      if (receiptState === RECEIPT_STATE.PAID) return post(db, gateway, row, receiptId);
      if (receiptState === RECEIPT_STATE.CANCELLED) receiptId = null;
    } catch (error) {
      if (error instanceof CardGatewayError && error.code === CARD_ERRORS.RECEIPT_NOT_FOUND) receiptId = null;
      else return finish(db, row.id, 'UNKNOWN', asError(error));
    }
  }
  if (!state) return drop(db, gateway, row, receiptId, 'FAILED', 'contract or card not found');
  if (state.contract_status !== 'ACTIVE')
    return drop(db, gateway, row, receiptId, 'SKIPPED', `contract ${state.contract_status}`);
  if (state.card_status !== 'ACTIVE')
    return drop(db, gateway, row, receiptId, 'FAILED_CARD', `card ${state.card_status}`);
  const amount = await reserve(db, row, state.currency);
  if (amount <= 0n) return drop(db, gateway, row, receiptId, 'SKIPPED', 'paid otherwise');
  if (receiptId !== null && amount < row.amount) {
    // the unpaid receipt asks for more than may be charged now: a new one for the rest
    await gateway.receiptsCancel(receiptId).catch(() => undefined);
    receiptId = null;
  }
  row.amount = amount;
  const priced = await dayRate(db, gateway, row, state.currency, receiptId);
  if (typeof priced === 'string') return priced;
  receiptId = priced.receiptId;
  if (receiptId === null) {
    receiptId = await receiptFor(db, gateway, row, state.number, priced.rate);
    if (receiptId === null) return 'QUEUED';
  }
  try {
    await gateway.receiptsPay(receiptId, state.token);
  } catch (error) {
    if (!(error instanceof CardGatewayError)) throw error;
    if (error.code === CARD_ERRORS.RECEIPT_ALREADY_PAID) return post(db, gateway, row, receiptId);
    if (error.timedOut) return finish(db, row.id, 'UNKNOWN', asError(error));
    return refused(db, gateway, row, state.currency, receiptId, error);
  }
  return post(db, gateway, row, receiptId);
}

/**
 * Pays every debit there is to pay now, in rounds of claimed rows; answers
 * the count of each outcome. Safe to run twice at once and to replay.
 */
export async function runDebits(db: Db, gateway: CardGateway): Promise<Record<string, number>> {
  const now = await db.execute<{ now: string }>(sql`select clock_timestamp()::text as now`);
  const since = now.rows[0]?.now ?? '';
  const counts: Record<string, number> = {};
  for (;;) {
    const rows = await claim(db, since);
    if (rows.length === 0) break;
    for (const row of rows) {
      const outcome = await processDebit(db, gateway, row);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
  }
  return counts;
}
