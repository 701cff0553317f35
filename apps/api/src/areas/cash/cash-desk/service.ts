import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  CASHBOX_OPERATIONS,
  type CashOperationInput,
  type CashOperationType,
  type CurrencyExchangeInput,
  cashOperationRule,
  type MoneyAccountKind,
  type MyCashbox,
} from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { cashboxOperationLines, exchangeAmount, exchangeLines } from '../../../ledgers/money/lines.ts';
import {
  approveOperation,
  cancelOperation,
  lockOperation,
  type OperationHeader,
  postOperation,
} from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors, forbidden } from '../../../platform/http/errors.ts';
import { getOperation } from './queries.ts';

/** The rule object of an operation type's screen (its `.add`, `.approve`, `.cancel`, `.print`). */
export function ruleObjectOf(type: CashOperationType): string {
  const rule = cashOperationRule(type);
  if (!rule) throw forbidden();
  return rule;
}

export function requireRule(actor: Actor, rule: string): void {
  if (!checkRule(rule, actor.rules)) throw forbidden();
}

export type CashboxRow = {
  id: number;
  branch_id: number;
  responsible_id: number;
  active: boolean;
  /** Today in Tashkent, read in the same round trip. */
  today: string;
};

/**
 * The cashbox of an operation: it exists (else 400 naming the field), is
 * active, and the actor is its responsible cashier or holds `cashbox.all`.
 */
export async function cashboxFor(tx: DbOrTx, id: number, actor: Actor): Promise<CashboxRow> {
  const rows = await tx.execute<CashboxRow>(
    sql`select id, branch_id, responsible_id, active, ((now() at time zone 'Asia/Tashkent')::date)::text as today
      from cashboxes where id = ${id}`,
  );
  const cashbox = rows.rows[0];
  if (!cashbox) throw new FieldErrors([{ field: 'cashbox_id', key: 'validation.invalid' }]);
  assertResponsible(cashbox, actor);
  if (!cashbox.active) throw new AppError(409, 'money.errors.cashboxInactive');
  return cashbox;
}

function assertResponsible(cashbox: { responsible_id: number | null }, actor: Actor): void {
  if (cashbox.responsible_id !== actor.userId && !checkRule('cashbox.all', actor.rules)) {
    throw new AppError(403, 'money.errors.notYourCashbox');
  }
}

/** Where each kind of counterpart is recorded. */
const COUNTERPART_TABLES: Partial<Record<MoneyAccountKind, string>> = {
  income_type: 'bank_input_types',
  expense_item: 'cost_items',
  supplier: 'suppliers',
  bank_account: 'firm_account_numbers',
  employee: 'users',
  investor: 'investors',
};

/** The counterpart exists (400 naming `counterpart_id` otherwise); a bank account's currency is the operation's. */
async function assertCounterpart(
  tx: DbOrTx,
  kind: MoneyAccountKind,
  id: number | undefined,
  required: boolean,
  currency: Currency,
): Promise<void> {
  if (id === undefined) {
    if (required) throw new FieldErrors([{ field: 'counterpart_id', key: 'validation.required' }]);
    return;
  }
  const table = COUNTERPART_TABLES[kind];
  if (!table) throw new FieldErrors([{ field: 'counterpart_id', key: 'validation.invalid' }]);
  const currencyColumn = kind === 'bank_account' ? sql`currency` : sql`null`;
  const rows = await tx.execute<{ currency: string | null }>(
    sql`select ${currencyColumn} as currency from ${sql.identifier(table)} where id = ${id}`,
  );
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'counterpart_id', key: 'validation.invalid' }]);
  if (row.currency !== null && row.currency !== currency) {
    throw new FieldErrors([{ field: 'currency', key: 'money.errors.counterpartCurrency' }]);
  }
}

/**
 * The operation's business date: today (Tashkent) unless given; never in the
 * future (400 naming `field`, the request's field the date came in).
 */
export function operationDate(today: string, given: string | undefined, field: string): string {
  if (given === undefined) return today;
  if (given > today) throw new FieldErrors([{ field, key: 'money.errors.futureDate' }]);
  return given;
}

export interface EntryOptions {
  /** Post at once when the actor also holds the type's `.approve`. */
  approve?: boolean;
  idempotencyKey?: string | undefined;
}

/** A cash operation between a cashbox and its counterpart (income, expense, supplier, bank, staff). */
export async function createCashOperation(
  db: Db,
  input: CashOperationInput,
  actor: Actor,
  options: EntryOptions,
) {
  const spec = CASHBOX_OPERATIONS[input.type];
  requireRule(actor, `${spec.rule}.add`);
  if (options.approve) requireRule(actor, `${spec.rule}.approve`);
  const id = await withTransactionRetry(db, async (tx) => {
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    await assertCounterpart(tx, spec.kind, input.counterpart_id, !spec.optional, input.currency);
    const amount = toMinor(input.amount);
    return postOperation(
      tx,
      {
        type: input.type,
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: operationDate(cashbox.today, input.operation_date, 'operation_date'),
        amount,
        currency: input.currency,
        counterpart: { kind: spec.kind, id: input.counterpart_id ?? 0 },
        comment: input.comment,
        lines: cashboxOperationLines(input.type, cashbox.id, input.counterpart_id, input.currency, amount),
        idempotencyKey: options.idempotencyKey,
      },
      actor.userId,
      { approve: options.approve ?? false, rules: actor.rules },
    );
  });
  return getOperation(db, id);
}

/** UZS ⇄ USD inside one cashbox at the entered rate; the amount received is computed, the rate kept. */
export async function createExchange(
  db: Db,
  input: CurrencyExchangeInput,
  actor: Actor,
  options: EntryOptions,
) {
  requireRule(actor, 'currency_exchange.add');
  if (options.approve) requireRule(actor, 'currency_exchange.approve');
  const amount = toMinor(input.amount);
  const received = exchangeAmount(input.from_currency, amount, input.rate);
  if (received <= 0n) throw new FieldErrors([{ field: 'amount', key: 'validation.notNol' }]);
  const id = await withTransactionRetry(db, async (tx) => {
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    return postOperation(
      tx,
      {
        type: 'CURRENCY_EXCHANGE',
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: operationDate(cashbox.today, input.operation_date, 'operation_date'),
        amount,
        currency: input.from_currency,
        rate: input.rate,
        comment: input.comment,
        lines: exchangeLines(cashbox.id, input.from_currency, amount, received),
        idempotencyKey: options.idempotencyKey,
      },
      actor.userId,
      { approve: options.approve ?? false },
    );
  });
  return getOperation(db, id);
}

export type OperationStep = 'approve' | 'cancel';

/** Approves or cancels an operation: the type's `.approve` / `.cancel`, in a cashbox of the actor's. */
export async function stepOperation(db: Db, id: number, step: OperationStep, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const op: OperationHeader = await lockOperation(tx, id);
    requireRule(actor, `${ruleObjectOf(op.type)}.${step}`);
    if (op.cashbox_id !== null) {
      const rows = await tx.execute<{ responsible_id: number | null }>(
        sql`select responsible_id from cashboxes where id = ${op.cashbox_id}`,
      );
      assertResponsible(rows.rows[0] ?? { responsible_id: null }, actor);
    }
    if (step === 'approve') await approveOperation(tx, op, actor.userId, actor.rules);
    else await cancelOperation(tx, op, actor.userId);
  });
  return getOperation(db, id);
}

/** The actor's cashboxes (all with `cashbox.all`) and what each holds in UZS and USD, read from balance rows. */
export async function myCashboxes(db: Db, actor: Actor): Promise<MyCashbox[]> {
  const all = checkRule('cashbox.all', actor.rules);
  const rows = await db.execute<{
    id: number;
    name: string;
    branch_id: number;
    branch_name: string | null;
    responsible_id: number;
    uzs: string | null;
    usd: string | null;
  }>(sql`select c.id, c.name, c.branch_id, b.name as branch_name, c.responsible_id,
      (select mb.balance from money_accounts a join money_balances mb on mb.account_id = a.id
        where a.kind = 'cashbox' and a.ref_id = c.id and a.currency = 'UZS') as uzs,
      (select mb.balance from money_accounts a join money_balances mb on mb.account_id = a.id
        where a.kind = 'cashbox' and a.ref_id = c.id and a.currency = 'USD') as usd
    from cashboxes c left join branches b on b.id = c.branch_id
    where c.active and (${all} or c.responsible_id = ${actor.userId})
    order by c.name, c.id`);
  return rows.rows.map(({ uzs, usd, ...cashbox }) => ({
    ...cashbox,
    balance_uzs: fromMinor(BigInt(uzs ?? 0)),
    balance_usd: fromMinor(BigInt(usd ?? 0)),
  }));
}

/** The cashbox a payment came into is the actor's (or they hold `cashbox.all`): 403 otherwise. */
export async function assertMayCancelIn(tx: DbOrTx, cashboxId: number | null, actor: Actor): Promise<void> {
  if (cashboxId === null || checkRule('cashbox.all', actor.rules)) return;
  const rows = await tx.execute<{ responsible_id: number | null }>(
    sql`select responsible_id from cashboxes where id = ${cashboxId}`,
  );
  if (rows.rows[0]?.responsible_id !== actor.userId) throw new AppError(403, 'money.errors.notYourCashbox');
}
