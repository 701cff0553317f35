import { scheduleRest } from '@savdo/shared/contracts';
import { type Currency, fromMinor } from '@savdo/shared/money';
import type { BonusQuery, BonusRow, EarlyCloseInput } from '@savdo/shared/schemas/contract-payments';
import { type SQL, sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { settleContract } from '../contracts/settle.ts';
import { bonusAsOf } from '../contracts/settle-early-close.ts';
import { shownMoney } from '../contracts/settle-money.ts';
import { lockContract, readSchedule } from '../contracts/settle-rows.ts';
import { moneyIn } from './money-in.ts';
import { paymentDetail } from './queries.ts';

/**
 * Closes a contract before its term (DECISIONS.md "Early close"), in one
 * transaction: a payment of at least the rest less the bonus (the
 * early-close percent of the markup in the instalments not yet due), which
 * the settlement engine takes as any payment reaching that sum: it forgives
 * the bonus (EARLY_CLOSE_BONUS, linked to the payment, so cancelling the
 * payment takes the bonus back too) and the payment closes the contract;
 * what the client pays beyond it goes to their account. Less than that is
 * 409 naming the sum that closes it today. Answers the payment with its
 * allocation.
 */
export async function closeEarly(
  db: Db,
  input: EarlyCloseInput,
  actor: Actor,
  idempotencyKey: string | undefined,
) {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    const money = await moneyIn(tx, input, contract.currency, actor, input.payment_date);
    const schedule = await readSchedule(tx, contract.id);
    const toClose = scheduleRest(schedule) - (await bonusAsOf(tx, contract, schedule, money.date));
    if (toClose <= 0n) throw conflict('contracts.errors.noRest');
    if (money.amount < toClose) {
      throw conflict('payments.errors.notEnoughToClose', {
        amount: shownMoney(toClose),
        currency: contract.currency,
      });
    }
    const payment = await settleContract(
      tx,
      {
        contractId: contract.id,
        kind: 'PAYMENT',
        amount: money.amount,
        date: money.date,
        dateField: 'payment_date',
        method: money.method,
        cashboxId: money.cashboxId,
        moneyAccount: money.moneyAccount,
        paid: money.paid,
        reason: input.comment,
        idempotencyKey,
      },
      actor,
    );
    return payment.settlementId;
  });
  return paymentDetail(db, id, ['PAYMENT']);
}

type BonusRaw = Record<keyof BonusRow, string | null>;

/** The closed-contract bonuses (EARLY_CLOSE_BONUS settlements), newest first, by period and branch. */
export async function listBonuses(db: Db, q: BonusQuery) {
  const c: SQL[] = [sql`s.kind = 'EARLY_CLOSE_BONUS'`, sql`s.reversal_of is null`];
  if (q.date_from) c.push(sql`s.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`s.business_date <= ${q.date_to}`);
  if (q.branch_id) c.push(sql`s.branch_id = ${q.branch_id}`);
  const filter = sql.join(c, sql` and `);
  const rows = await db.execute<BonusRaw>(sql`select s.id, s.status, s.business_date::text as business_date,
      s.contract_id, c.number as contract_number, b.prefix as branch_prefix, cl.full_name as client_name,
      c.currency, s.amount as bonus, s.linked_id as payment_id, p.amount as payment_amount,
      u.full_name as created_by_name
    from contract_settlements s
    join (select s.id from contract_settlements s where ${filter} order by s.business_date desc, s.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = s.id
    join contracts c on c.id = s.contract_id join clients cl on cl.id = c.client_id
    left join branches b on b.id = c.branch_id
    left join contract_settlements p on p.id = s.linked_id
    left join users u on u.id = s.created_by
    order by s.business_date desc, s.id desc`);
  const data: BonusRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    status: r.status as BonusRow['status'],
    business_date: r.business_date ?? '',
    contract_id: Number(r.contract_id),
    contract_number: Number(r.contract_number),
    branch_prefix: r.branch_prefix,
    client_name: r.client_name ?? '',
    currency: r.currency as Currency,
    bonus: fromMinor(BigInt(r.bonus ?? 0)),
    payment_id: r.payment_id === null ? null : Number(r.payment_id),
    payment_amount: r.payment_amount === null ? null : fromMinor(BigInt(r.payment_amount)),
    created_by_name: r.created_by_name,
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
