import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import {
  type CashTradeMethod,
  SALE_PAYMENT_GROUPS,
  type TradePaymentInput,
} from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor } from '../../cash/cash-desk/service.ts';
import { saleRate } from '../../catalog/pricing/service.ts';
import { paymentLines } from './lines.ts';
import type { TradeRow } from './trade-rows.ts';

/** One part ready to post: where it lands, its amount, and what it counts towards the trade in UZS. */
interface PreparedPart {
  method: CashTradeMethod;
  paymentTypeId: number | null;
  cashboxId: number | null;
  amount: bigint;
  currency: Currency;
  rate: string | null;
  amountUzs: bigint;
}

type TypeRow = { id: number; group: string; active: boolean };

/** The payment types of the parts (400 naming a part whose type does not exist). */
async function paymentTypes(tx: DbOrTx, input: TradePaymentInput, prefix: string) {
  const ids = [...new Set(input.parts.map((p) => p.payment_type_id))];
  const rows = await tx.execute<TypeRow>(sql`select id, "group", active from payment_types
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
  const missing = input.parts.flatMap((p, i) =>
    byId.has(p.payment_type_id)
      ? []
      : [{ field: `${prefix}parts.${i}.payment_type_id`, key: 'validation.invalid' }],
  );
  if (missing.length > 0) throw new FieldErrors(missing);
  return byId;
}

/**
 * Checks a payment's parts against the trade and the day and prices them
 * in UZS: each part's type active and one a sale takes (cash, card,
 * transfer; 409 otherwise), USD only in cash (400), a cash part's cashbox
 * the actor's (403), active and of the trade's branch (409), USD at the day's
 * sale rate (409 when there is none), and together not more than is left to
 * pay (409 naming the rest).
 */
async function prepareParts(
  tx: DbOrTx,
  trade: TradeRow,
  input: TradePaymentInput,
  actor: Actor,
  date: string,
  prefix: string,
): Promise<PreparedPart[]> {
  const types = await paymentTypes(tx, input, prefix);
  const groups = input.parts.map((p) => String(types.get(p.payment_type_id)?.group));
  const usdNotCash = input.parts.flatMap((p, i) =>
    (p.currency ?? 'UZS') === 'USD' && groups[i] !== 'CASH'
      ? [{ field: `${prefix}parts.${i}.currency`, key: 'cashTrading.errors.usdOnlyCash' }]
      : [],
  );
  if (usdNotCash.length > 0) throw new FieldErrors(usdNotCash);
  const needsCashbox = groups.includes('CASH');
  if (needsCashbox && input.cashbox_id === undefined)
    throw new FieldErrors([{ field: `${prefix}cashbox_id`, key: 'validation.required' }]);
  for (const [i, part] of input.parts.entries()) {
    const type = types.get(part.payment_type_id);
    if (!type?.active) throw conflict('cashTrading.errors.paymentTypeInactive');
    if (!(SALE_PAYMENT_GROUPS as readonly string[]).includes(groups[i] ?? ''))
      throw conflict('cashTrading.errors.paymentTypeNotForSale');
  }
  let cashboxId: number | null = null;
  if (needsCashbox && input.cashbox_id !== undefined) {
    const box = await cashboxFor(tx, input.cashbox_id, actor);
    if (box.branch_id !== trade.branch_id) throw conflict('cashTrading.errors.cashboxBranch');
    cashboxId = box.id;
  }
  const usd = input.parts.some((p) => p.currency === 'USD');
  const rate = usd ? (await saleRate(tx, date)).rate : null;
  if (usd && (rate === null || !/[1-9]/.test(rate))) throw conflict('cashTrading.errors.noRate');
  const parts = input.parts.map((p, i): PreparedPart => {
    const currency = p.currency ?? 'UZS';
    const amount = toMinor(p.amount);
    const method = groups[i] as CashTradeMethod;
    return {
      method,
      paymentTypeId: p.payment_type_id,
      cashboxId: method === 'CASH' ? cashboxId : null,
      amount,
      currency,
      rate: currency === 'USD' ? rate : null,
      amountUzs: currency === 'USD' ? exchangeAmount('USD', amount, rate ?? '0') : amount,
    };
  });
  const rest = trade.total - trade.paid;
  const sum = parts.reduce((a, p) => a + p.amountUzs, 0n);
  if (sum > rest) throw conflict('cashTrading.errors.overpaid', { rest: fromMinor(rest) });
  return parts;
}

/** Posts one part through the journal (CASH_TRADING_INPUT, approved) and records it; answers its UZS sum. */
export async function postPart(
  tx: DbOrTx,
  trade: TradeRow,
  part: PreparedPart & { fondId?: number | null },
  userId: number,
  date: string,
  idempotencyKey: string | undefined,
): Promise<bigint> {
  const operationId = await postOperation(
    tx,
    {
      type: 'CASH_TRADING_INPUT',
      branchId: trade.branch_id,
      cashboxId: part.cashboxId,
      date,
      amount: part.amount,
      currency: part.currency,
      counterpart:
        part.method === 'FOND' && part.fondId
          ? { kind: 'fond', id: part.fondId }
          : trade.client_id
            ? { kind: 'client', id: trade.client_id }
            : undefined,
      rate: part.rate ?? undefined,
      comment: `№${trade.number}`,
      doc: { type: 'cash_trade', id: trade.id },
      lines: paymentLines(
        {
          method: part.method,
          cashboxId: part.cashboxId,
          paymentTypeId: part.paymentTypeId,
          fondId: part.fondId ?? null,
        },
        part.currency,
        part.amount,
      ),
      idempotencyKey,
    },
    userId,
    { approve: true },
  );
  await tx.execute(sql`insert into cash_trade_payments (trade_id, method, payment_type_id, cashbox_id, amount,
      currency, rate, amount_uzs, business_date, operation_id, created_by)
    values (${trade.id}, ${part.method}, ${part.paymentTypeId}, ${part.cashboxId}, ${part.amount}, ${part.currency},
      ${part.rate}, ${part.amountUzs}, ${date}, ${operationId}, ${userId})`);
  return part.amountUzs;
}

/** The fund's part of a fund sale: the fund owes it from the day of the sale (a FOND payment row). */
export function fondPart(fondId: number, amount: bigint): PreparedPart & { fondId: number } {
  return {
    method: 'FOND',
    paymentTypeId: null,
    cashboxId: null,
    amount,
    currency: 'UZS',
    rate: null,
    amountUzs: amount,
    fondId,
  };
}

/**
 * Takes a payment of a CREATED trade in the caller's transaction: every
 * part posted and recorded, `paid` raised, and the trade PAID once nothing
 * is left. Answers whether it became PAID (its receipt is then due).
 */
export async function payTradeParts(
  tx: DbOrTx,
  trade: TradeRow,
  input: TradePaymentInput,
  actor: Actor,
  options: { date: string; idempotencyKey?: string | undefined; prefix?: string },
): Promise<boolean> {
  if (trade.status !== 'CREATED') throw new AppError(409, 'cashTrading.errors.notPayable');
  const parts = await prepareParts(tx, trade, input, actor, options.date, options.prefix ?? '');
  let paid = 0n;
  for (const [i, part] of parts.entries()) {
    const key = options.idempotencyKey ? `${options.idempotencyKey}#${i}` : undefined;
    paid += await postPart(tx, trade, part, actor.userId, options.date, key);
  }
  trade.paid += paid;
  if (trade.paid === trade.total) trade.status = 'PAID';
  await tx.execute(
    sql`update cash_trades set paid = ${trade.paid}, status = ${trade.status} where id = ${trade.id}`,
  );
  return trade.status === 'PAID';
}
