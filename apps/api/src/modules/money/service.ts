import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  CASHBOX_OPERATIONS,
  type CashOperationInput,
  type CashOperationQuery,
  type CashOperationRow,
  type CashOperationStatus,
  type CashOperationType,
  type CurrencyExchangeInput,
  cashOperationRule,
  type MoneyAccountKind,
} from '@savdo/shared/schemas/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, FieldErrors, forbidden, notFound } from '../../http/errors.ts';
import { cashboxOperationLines, exchangeAmount, exchangeLines } from './lines.ts';
import {
  approveOperation,
  cancelOperation,
  lockOperation,
  type OperationHeader,
  postOperation,
} from './operations.ts';
import { withTransactionRetry } from './retry.ts';

/** Who acts: the user and their effective rules. */
export interface Actor {
  userId: number;
  rules: ReadonlySet<string>;
}

/** The rule object of an operation type's screen (its `.add`, `.approve`, `.cancel`, `.print`). */
export function ruleObjectOf(type: CashOperationType): string {
  const rule = cashOperationRule(type);
  if (!rule) throw forbidden();
  return rule;
}

function requireRule(actor: Actor, rule: string): void {
  if (!checkRule(rule, actor.rules)) throw forbidden();
}

type CashboxRow = {
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
async function cashboxFor(tx: DbOrTx, id: number, actor: Actor): Promise<CashboxRow> {
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

/** The operation's business date: today (Tashkent) unless given; never in the future. */
function operationDate(today: string, given: string | undefined): string {
  if (given === undefined) return today;
  if (given > today) throw new FieldErrors([{ field: 'operation_date', key: 'money.errors.futureDate' }]);
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
        date: operationDate(cashbox.today, input.operation_date),
        amount,
        currency: input.currency,
        counterpart: { kind: spec.kind, id: input.counterpart_id ?? 0 },
        comment: input.comment,
        lines: cashboxOperationLines(input.type, cashbox.id, input.counterpart_id, input.currency, amount),
        idempotencyKey: options.idempotencyKey,
      },
      actor.userId,
      { approve: options.approve ?? false },
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
        date: operationDate(cashbox.today, input.operation_date),
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
    if (step === 'approve') await approveOperation(tx, op, actor.userId);
    else await cancelOperation(tx, op, actor.userId);
  });
  return getOperation(db, id);
}

type OperationRow = {
  id: string;
  type: CashOperationType;
  status: CashOperationStatus;
  branch_id: number | null;
  branch_name: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  business_date: string;
  amount: string;
  currency: Currency;
  counterpart_kind: string | null;
  counterpart_id: string | null;
  counterpart_name: string | null;
  rate: string | null;
  comment: string | null;
  doc_type: string | null;
  doc_id: string | null;
  reversal_of: string | null;
  reversed_by: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
  created_at: string;
  approved_at: string | null;
};

/** The counterpart's title, from the table its kind is recorded in. */
const COUNTERPART_NAME = sql`case o.counterpart_kind
    when 'income_type' then (select x.name from bank_input_types x where x.id = o.counterpart_id)
    when 'expense_item' then (select x.name from cost_items x where x.id = o.counterpart_id)
    when 'supplier' then (select x.name from suppliers x where x.id = o.counterpart_id)
    when 'employee' then (select x.full_name from users x where x.id = o.counterpart_id)
    when 'bank_account' then (select x.name from firm_account_numbers x where x.id = o.counterpart_id)
    when 'investor' then (select x.name from investors x where x.id = o.counterpart_id)
  end`;

const SELECT = sql`select o.id, o.type, o.status, o.branch_id, b.name as branch_name, o.cashbox_id,
    c.name as cashbox_name, o.business_date::text as business_date, o.amount, o.currency, o.counterpart_kind,
    o.counterpart_id, ${COUNTERPART_NAME} as counterpart_name, o.rate, o.comment, o.doc_type, o.doc_id, o.reversal_of,
    (select r.id from money_operations r where r.reversal_of = o.id) as reversed_by,
    cu.full_name as created_by_name, au.full_name as approved_by_name, o.created_at, o.approved_at
  from money_operations o
  left join branches b on b.id = o.branch_id
  left join cashboxes c on c.id = o.cashbox_id
  left join users cu on cu.id = o.created_by
  left join users au on au.id = o.approved_by`;

const num = (v: string | null) => (v === null ? null : Number(v));

/** A journal row as answered: everything the screens read (`CashOperationRow`) and the rest of the header. */
const present = (r: OperationRow) => {
  const row = {
    ...r,
    id: Number(r.id),
    amount: fromMinor(BigInt(r.amount)),
    counterpart_id: num(r.counterpart_id),
    doc_id: num(r.doc_id),
    reversal_of: num(r.reversal_of),
    reversed_by: num(r.reversed_by),
  };
  return row satisfies CashOperationRow;
};

/** One operation with its postings (none before approval), in one round trip. */
export async function getOperation(db: DbOrTx, id: number) {
  const rows = await db.execute<
    OperationRow & { postings: { kind: string; ref_id: number; currency: string; amount: string }[] }
  >(sql`select page.*, coalesce((select json_agg(json_build_object('kind', a.kind, 'ref_id', a.ref_id,
        'currency', p.currency, 'amount', p.amount::text) order by p.id)
      from money_postings p join money_accounts a on a.id = p.account_id where p.operation_id = page.id), '[]'::json)
      as postings
    from (${SELECT} where o.id = ${id}) page`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  const { postings, ...header } = row;
  return {
    ...present(header),
    postings: postings.map((p) => ({
      kind: p.kind,
      ref_id: Number(p.ref_id),
      currency: p.currency,
      amount: fromMinor(BigInt(p.amount)),
    })),
  };
}

/** Totals are exact up to this many matching rows, like the engine's lists. */
const EXACT_TOTAL_LIMIT = 10_000;

/**
 * Who may read which part of the journal: all of it with
 * `cashbox_all_operations.show`; otherwise one type's list (its screen's
 * `.show`), and only in the actor's own cashboxes unless `cashbox.all`.
 */
function journalScope(q: CashOperationQuery, actor: Actor): SQL | undefined {
  if (checkRule('cashbox_all_operations.show', actor.rules)) return undefined;
  if (!q.type) throw forbidden();
  requireRule(actor, `${ruleObjectOf(q.type)}.show`);
  if (checkRule('cashbox.all', actor.rules)) return undefined;
  return sql`o.cashbox_id in (select id from cashboxes where responsible_id = ${actor.userId})`;
}

/** The journal, newest first, each filter riding an index of its own (with the date and id). */
export async function listOperations(db: Db, q: CashOperationQuery, actor: Actor) {
  const conditions: SQL[] = [sql`true`];
  const scope = journalScope(q, actor);
  if (scope) conditions.push(scope);
  if (q.type) conditions.push(sql`o.type = ${q.type}`);
  if (q.branch_id) conditions.push(sql`o.branch_id = ${q.branch_id}`);
  if (q.cashbox_id) conditions.push(sql`o.cashbox_id = ${q.cashbox_id}`);
  if (q.status) conditions.push(sql`o.status = ${q.status}`);
  if (q.date_from) conditions.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`o.business_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    // A deferred join: the page's ids from the (filter, date, id) index first, then their rows.
    db.execute<OperationRow>(sql`${SELECT}
      join (select o.id from money_operations o where ${where} order by o.business_date desc, o.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = o.id
      order by o.business_date desc, o.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from money_operations o where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) t`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: counted,
      total_exact: counted <= EXACT_TOTAL_LIMIT,
    },
  };
}

/** The actor's cashboxes (all with `cashbox.all`) and what each holds in UZS and USD, read from balance rows. */
export async function myCashboxes(db: Db, actor: Actor) {
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
