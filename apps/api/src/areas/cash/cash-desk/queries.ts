import { type Currency, fromMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  CASHBOX_OPERATIONS,
  type CashOperationQuery,
  type CashOperationRow,
  type CashOperationStatus,
  type CashOperationType,
  cashOperationReadRule,
} from '@savdo/shared/schemas/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors, forbidden, notFound } from '../../../platform/http/errors.ts';

/**
 * Reading the journal: one operation with its postings, and the list's
 * page (also the rows of its .xlsx export) under the same scope.
 */

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
    when 'cashbox' then (select x.name from cashboxes x where x.id = o.counterpart_id)
    when 'client' then (select x.full_name from clients x where x.id = o.counterpart_id)
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
export const present = (r: OperationRow) => {
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

/**
 * One operation as the actor may read it: the whole journal with
 * `cashbox_all_operations.show`; otherwise its type's `.show` (or, once
 * approved, `all_receipt.show`), in a cashbox of the actor's unless they hold
 * `cashbox.all`. A missing id is 404 first, like the print.
 */
export async function readableOperation(db: DbOrTx, id: number, actor: Actor) {
  const op = await getOperation(db, id);
  if (checkRule('cashbox_all_operations.show', actor.rules)) return op;
  const object = cashOperationReadRule(op.type);
  const byType = object !== undefined && checkRule(`${object}.show`, actor.rules);
  const byReceipts = op.status === 'APPROVED' && checkRule('all_receipt.show', actor.rules);
  if (!byType && !byReceipts) throw forbidden();
  if (checkRule('cashbox.all', actor.rules)) return op;
  const box = await db.execute<{ responsible_id: number | null }>(
    sql`select responsible_id from cashboxes where id = ${op.cashbox_id}`,
  );
  if (box.rows[0]?.responsible_id !== actor.userId) throw new AppError(403, 'money.errors.notYourCashbox');
  return op;
}

/** Totals are exact up to this many matching rows, like the engine's lists. */
const EXACT_TOTAL_LIMIT = 10_000;

/**
 * Who may read which part of the journal: all of it with
 * `cashbox_all_operations.show`; otherwise one type's list (its screen's
 * `.show`), or the approved cash operations of every type (the receipts,
 * `all_receipt.show`), and only in the actor's own cashboxes unless
 * `cashbox.all`.
 */
function journalScope(q: CashOperationQuery, actor: Actor): SQL | undefined {
  if (checkRule('cashbox_all_operations.show', actor.rules)) return undefined;
  const own = checkRule('cashbox.all', actor.rules)
    ? undefined
    : sql`o.cashbox_id in (select id from cashboxes where responsible_id = ${actor.userId})`;
  // one type's list, or a screen's few (supplier payments and rendered-service payments): each readable
  const listed = q.type ? [q.type] : (q.types ?? []);
  const readable = (type: CashOperationType) => {
    const object = cashOperationReadRule(type);
    return object !== undefined && checkRule(`${object}.show`, actor.rules);
  };
  if (listed.length > 0 && listed.every(readable)) return own;
  if (q.status === 'APPROVED' && checkRule('all_receipt.show', actor.rules)) {
    return own ?? sql`o.cashbox_id is not null`;
  }
  throw forbidden();
}

/** The kind of the counterpart filter: given, or the kind of the listed type. */
function counterpartKind(q: CashOperationQuery): string {
  const type = q.type ?? q.types?.[0];
  const spec = type ? (CASHBOX_OPERATIONS as Record<string, { kind: string } | undefined>)[type] : undefined;
  const kind = q.counterpart_kind ?? spec?.kind;
  if (!kind) throw new FieldErrors([{ field: 'counterpart_kind', key: 'validation.required' }]);
  return kind;
}

/** The journal's conditions for the query under the actor's scope (each filter rides an index of its own). */
export function journalWhere(q: CashOperationQuery, actor: Actor): SQL {
  const conditions: SQL[] = [sql`true`];
  const scope = journalScope(q, actor);
  if (scope) conditions.push(scope);
  if (q.type) conditions.push(sql`o.type = ${q.type}`);
  else if (q.types)
    conditions.push(
      sql`o.type in (${sql.join(
        q.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (q.branch_id) conditions.push(sql`o.branch_id = ${q.branch_id}`);
  if (q.cashbox_id) conditions.push(sql`o.cashbox_id = ${q.cashbox_id}`);
  if (q.status) conditions.push(sql`o.status = ${q.status}`);
  if (q.date_from) conditions.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`o.business_date <= ${q.date_to}`);
  if (q.counterpart_id) {
    conditions.push(
      sql`o.counterpart_kind = ${counterpartKind(q)} and o.counterpart_id = ${q.counterpart_id}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** Rows of the journal matching `where`, newest first: a deferred join (the ids from the index first, then their rows). */
export async function journalRows(db: DbOrTx, where: SQL, limit: number, offset: number) {
  const rows = await db.execute<OperationRow>(sql`${SELECT}
      join (select o.id from money_operations o where ${where} order by o.business_date desc, o.id desc
        limit ${limit} offset ${offset}) page on page.id = o.id
      order by o.business_date desc, o.id desc`);
  return rows.rows.map(present);
}

/** The journal, newest first, each filter riding an index of its own (with the date and id). */
export async function listOperations(db: Db, q: CashOperationQuery, actor: Actor) {
  const where = journalWhere(q, actor);
  const [data, total] = await Promise.all([
    journalRows(db, where, q.per_page, (q.page - 1) * q.per_page),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from money_operations o where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) t`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data,
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: counted,
      total_exact: counted <= EXACT_TOTAL_LIMIT,
    },
  };
}
