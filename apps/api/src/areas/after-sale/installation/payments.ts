import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  MasterBalance,
  MasterPaymentInput,
  MasterPaymentQuery,
  MasterPaymentRow,
} from '@savdo/shared/schemas/installation';
import { type SQL, sql } from 'drizzle-orm';
import { cancel, postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { getOperation } from '../../cash/cash-desk/queries.ts';
import { assertMayCancelIn, cashboxFor, operationDate } from '../../cash/cash-desk/service.ts';
import { masterOf } from './jobs.ts';

/**
 * What a master earned (installed jobs, up to a date) and was paid (the
 * journal's postings on the master's account: + a payment, − its reversal).
 */
export async function masterTotals(
  tx: DbOrTx,
  masterId: number,
  upTo?: string,
): Promise<{ earned: bigint; paid: bigint }> {
  const jobDate = upTo === undefined ? sql`` : sql` and installed_on <= ${upTo}`;
  const postDate = upTo === undefined ? sql`` : sql` and p.business_date <= ${upTo}`;
  const rows = await tx.execute<{ earned: string; paid: string }>(sql`select
      (select coalesce(sum(earning), 0) from installations
        where master_id = ${masterId} and status = 'INSTALLED'${jobDate}) as earned,
      (select coalesce(sum(p.amount), 0) from money_postings p join money_accounts a on a.id = p.account_id
        where a.kind = 'master' and a.ref_id = ${masterId} and a.currency = 'UZS'${postDate}) as paid`);
  const row = rows.rows[0];
  return { earned: BigInt(row?.earned ?? 0), paid: BigInt(row?.paid ?? 0) };
}

/** A master's balance: what the company owes them now (earned − paid). */
export async function masterBalance(db: DbOrTx, masterId: number): Promise<MasterBalance> {
  const { name } = await masterOf(db, masterId);
  const { earned, paid } = await masterTotals(db, masterId);
  return {
    master_id: masterId,
    master_name: name,
    earned: fromMinor(earned),
    paid: fromMinor(paid),
    balance: fromMinor(earned - paid),
  };
}

/**
 * master-cash-output: pays a master from a cashbox (MASTER_OUTPUT, approved
 * at once: cash out, the master's account debited). The master's row is
 * locked so two payments cannot both pass the check: never beyond what the
 * master is owed (409 naming it).
 */
export async function payMaster(
  db: Db,
  input: MasterPaymentInput,
  actor: Actor,
  idempotencyKey: string | undefined,
) {
  const id = await withTransactionRetry(db, async (tx) => {
    await masterOf(tx, input.master_id);
    await tx.execute(sql`select id from installation_masters where id = ${input.master_id} for update`);
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    const amount = toMinor(input.amount);
    const { earned, paid } = await masterTotals(tx, input.master_id);
    if (amount > earned - paid) {
      throw conflict('installation.errors.moreThanOwed', { available: fromMinor(earned - paid) });
    }
    return postOperation(
      tx,
      {
        type: 'MASTER_OUTPUT',
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: operationDate(cashbox.today, input.operation_date, 'operation_date'),
        amount,
        currency: 'UZS',
        counterpart: { kind: 'master', id: input.master_id },
        comment: input.comment,
        doc: { type: 'installation_master', id: input.master_id },
        lines: [
          { kind: 'cashbox', ref: cashbox.id, currency: 'UZS', amount: -amount },
          { kind: 'master', ref: input.master_id, currency: 'UZS', amount },
        ],
        idempotencyKey,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
  });
  return getOperation(db, id);
}

/** Cancels a payment to a master (a reversing operation dated today): the master is owed it again. */
export async function cancelMasterPayment(db: Db, id: number, reason: string, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{ type: string; status: string; cashbox_id: string | null }>(
      sql`select type, status, cashbox_id from money_operations where id = ${id}`,
    );
    const op = rows.rows[0];
    if (!op) throw notFound();
    if (op.type !== 'MASTER_OUTPUT') throw notFound();
    await assertMayCancelIn(tx, op.cashbox_id === null ? null : Number(op.cashbox_id), actor);
    if (op.status !== 'APPROVED') throw new AppError(409, 'money.errors.alreadyCanceled');
    const reversal = await cancel(tx, id, actor.userId, await businessToday(tx));
    if (reversal !== null) {
      await tx.execute(sql`update money_operations set comment = ${reason} where id = ${reversal}`);
    }
  });
  return getOperation(db, id);
}

/** The payments to masters, newest first (the journal's type-and-date index). */
export async function listMasterPayments(db: Db, q: MasterPaymentQuery) {
  const c: SQL[] = [sql`o.type = 'MASTER_OUTPUT'`, sql`o.reversal_of is null`];
  if (q.master_id !== undefined)
    c.push(sql`o.counterpart_kind = 'master' and o.counterpart_id = ${q.master_id}`);
  if (q.date_from !== undefined) c.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to !== undefined) c.push(sql`o.business_date <= ${q.date_to}`);
  const rows = await db.execute<Record<keyof MasterPaymentRow, string | null>>(sql`select o.id,
      o.counterpart_id as master_id, m.name as master_name, o.cashbox_id, o.business_date::text as date,
      o.amount, o.status, o.comment
    from money_operations o join installation_masters m on m.id = o.counterpart_id
    where ${sql.join(c, sql` and `)}
    order by o.business_date desc, o.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const data: MasterPaymentRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    master_id: Number(r.master_id),
    master_name: r.master_name ?? '',
    cashbox_id: r.cashbox_id === null ? null : Number(r.cashbox_id),
    date: r.date ?? '',
    amount: fromMinor(BigInt(r.amount ?? 0)),
    status: r.status ?? '',
    comment: r.comment,
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
