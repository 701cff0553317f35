import { fromMinor, toMinor } from '@savdo/shared/money';
import type { FondDebtRow, FondPaymentInput, FondPaymentRow } from '@savdo/shared/schemas/cash-trading';
import { type SQL, sql } from 'drizzle-orm';
import { postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor } from '../../cash/cash-desk/service.ts';
import { fondPaymentLines } from './lines.ts';
import { requireRule } from './trade-rows.ts';

/**
 * A fund's debt is its journal account (`fond`, ref the fund): its sales'
 * parts debit it, its proceeds (a statement row booked to the fund, or cash
 * at a cashbox: FOND_PAYMENT) and the fund's share of returns credit it. So
 * the proceeds are the fund parts of its sales (not cancelled) less that
 * balance, and they settle its sales oldest first (`settled` below).
 */
const FOND_BALANCE = (fond: SQL) => sql`coalesce((select sum(b.balance) from money_accounts a
    join money_balances b on b.account_id = a.id
    where a.kind = 'fond' and a.ref_id = ${fond} and a.currency = 'UZS'), 0)`;

/** The fund parts of a fund's sales that count (a cancelled sale's part was reversed). */
const FOND_SOLD = (fond: SQL) => sql`coalesce((select sum(s.fond_amount) from cash_trades s
    where s.fond_id = ${fond} and s.status <> 'CANCELED'), 0)`;

/** SQL: the proceeds of the fund `fond` so far (sold − debt). */
export const fondProceeds = (fond: SQL) => sql`(${FOND_SOLD(fond)} - ${FOND_BALANCE(fond)})`;

/**
 * SQL over a trade `t`: how much of its fund part the fund's proceeds have
 * settled, the proceeds paying its sales oldest first (by date, then number
 * of entry): the proceeds less the parts of the sales before it, within 0
 * and its own part. Reads the fund's sales by `cash_trades_fond_date`.
 */
export const FOND_SETTLED = sql`case when t.fond_id is null or t.status = 'CANCELED' then 0 else
    greatest(0, least(t.fond_amount, ${fondProceeds(sql`t.fond_id`)} - coalesce((select sum(e.fond_amount)
      from cash_trades e where e.fond_id = t.fond_id and e.status <> 'CANCELED'
        and (e.trade_date, e.id) < (t.trade_date, t.id)), 0))) end`;

/** Every fund with its sales, what they left it to pay, its proceeds and its debt, biggest debt first. */
export async function fondDebts(db: Db, fondId?: number): Promise<FondDebtRow[]> {
  const rows = await db.execute<{
    fond_id: number;
    fond_name: string;
    stir: string | null;
    trades: number;
    sold: string;
    debt: string;
  }>(sql`select f.id as fond_id, f.name as fond_name, f.stir,
      (select count(*)::int from cash_trades s where s.fond_id = f.id and s.status <> 'CANCELED') as trades,
      ${FOND_SOLD(sql`f.id`)} as sold, ${FOND_BALANCE(sql`f.id`)} as debt
    from fonds f where f.active ${fondId ? sql`and f.id = ${fondId}` : sql``}
    order by debt desc, f.name, f.id`);
  return rows.rows.map((r) => ({
    ...r,
    fond_id: Number(r.fond_id),
    sold: fromMinor(BigInt(r.sold)),
    proceeds: fromMinor(BigInt(r.sold) - BigInt(r.debt)),
    debt: fromMinor(BigInt(r.debt)),
  }));
}

async function fondDebt(tx: DbOrTx, fondId: number): Promise<bigint> {
  const rows = await tx.execute<{ active: boolean; debt: string }>(sql`select f.active,
      ${FOND_BALANCE(sql`f.id`)} as debt from fonds f where f.id = ${fondId}`);
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'fond_id', key: 'validation.invalid' }]);
  if (!row.active) throw conflict('cashTrading.errors.fondInactive');
  return BigInt(row.debt);
}

/**
 * Cash a fund brings to a cashbox (`cash_trading_fond_pay.add`): a
 * FOND_PAYMENT operation, the cashbox debited and the fund's debt credited,
 * which settles its sales oldest first. More than the fund owes is 409.
 * Answers the operation's id.
 */
export async function takeFondPayment(
  db: Db,
  input: FondPaymentInput,
  actor: Actor,
  options: { idempotencyKey?: string | undefined; date?: string } = {},
): Promise<number> {
  requireRule(actor, 'cash_trading_fond_pay.add');
  return withTransactionRetry(db, async (tx) => {
    const box = await cashboxFor(tx, input.cashbox_id, actor);
    const debt = await fondDebt(tx, input.fond_id);
    const amount = toMinor(input.amount);
    if (amount > debt) throw conflict('cashTrading.errors.fondOverpaid', { debt: fromMinor(debt) });
    return postOperation(
      tx,
      {
        type: 'FOND_PAYMENT',
        branchId: box.branch_id,
        cashboxId: box.id,
        date: options.date ?? (await businessToday(tx)),
        amount,
        currency: 'UZS',
        counterpart: { kind: 'fond', id: input.fond_id },
        comment: input.comment,
        lines: fondPaymentLines(box.id, input.fond_id, amount),
        idempotencyKey: options.idempotencyKey,
      },
      actor.userId,
      { approve: true },
    );
  });
}

/** A fund's payments at the cashboxes, newest first (`money_operations_counterpart_date`). */
export async function fondPayments(
  db: Db,
  q: { page: number; per_page: number; fond_id?: number | undefined },
): Promise<FondPaymentRow[]> {
  const fond = q.fond_id ? sql`and o.counterpart_id = ${q.fond_id}` : sql``;
  const rows = await db.execute<
    Omit<FondPaymentRow, 'id' | 'fond_id'> & { id: string; fond_id: string | number } & Record<
        string,
        unknown
      >
  >(sql`select o.id,
      o.business_date::text as business_date, o.amount, o.currency, o.status, o.comment, o.reversal_of,
      o.counterpart_id as fond_id, f.name as fond_name, c.name as cashbox_name, u.full_name as created_by_name
    from money_operations o left join fonds f on f.id = o.counterpart_id
      left join cashboxes c on c.id = o.cashbox_id left join users u on u.id = o.created_by
    where o.type = 'FOND_PAYMENT' and o.counterpart_kind = 'fond' ${fond}
    order by o.business_date desc, o.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return rows.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    fond_id: Number(r.fond_id),
    amount: fromMinor(BigInt(r.amount)),
  }));
}
