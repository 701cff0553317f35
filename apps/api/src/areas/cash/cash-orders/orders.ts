import type { Language } from '@savdo/shared/i18n';
import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  CASH_ORDER_STEPS,
  type CashOrderInput,
  type CashOrderPrintSide,
  type CashOrderQuery,
  type CashOrderRow,
  type CashOrderStatus,
  type CashOrderStep,
  type CashOrderStepSpec,
} from '@savdo/shared/schemas/cash-orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Line } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors, forbidden, notFound } from '../../../platform/http/errors.ts';
import { readPrintable } from '../cash-desk/cash-orders.ts';
import type { PrintableCashOrder } from '../cash-desk/print.ts';

type CashboxRow = { id: number; branch_id: number; responsible_id: number | null; active: boolean };

async function cashbox(tx: DbOrTx, id: number, field: string): Promise<CashboxRow> {
  const rows = await tx.execute<CashboxRow>(
    sql`select id, branch_id, responsible_id, active from cashboxes where id = ${id}`,
  );
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field, key: 'validation.invalid' }]);
  return row;
}

const mayWorkIn = (box: { responsible_id: number | null }, actor: Actor) =>
  box.responsible_id === actor.userId || checkRule('cashbox.all', actor.rules);

function requireRule(actor: Actor, rule: string): void {
  if (!checkRule(rule, actor.rules)) throw forbidden();
}

export interface OrderOptions {
  idempotencyKey?: string | undefined;
  /** The business date of what is entered or posted (demo history); today when left out. */
  date?: string | undefined;
}

/**
 * Enters an order CREATED (nothing posted): from a cashbox the actor is
 * responsible for (or any, with `cashbox.all`) to another active one. A
 * repeated idempotency key answers the order it made.
 */
export async function createCashOrder(
  db: Db,
  input: CashOrderInput,
  actor: Actor,
  options: OrderOptions = {},
) {
  requireRule(actor, 'cashbox_order.add');
  const id = await withTransactionRetry(db, async (tx) => {
    if (options.idempotencyKey) {
      const found = await tx.execute<{ id: string }>(sql`select id from cash_orders
        where created_by = ${actor.userId} and idempotency_key = ${options.idempotencyKey}`);
      if (found.rows[0]) return Number(found.rows[0].id);
    }
    const source = await cashbox(tx, input.source_cashbox_id, 'source_cashbox_id');
    const target = await cashbox(tx, input.target_cashbox_id, 'target_cashbox_id');
    if (!mayWorkIn(source, actor)) throw new AppError(403, 'money.errors.notYourCashbox');
    if (!source.active || !target.active) throw new AppError(409, 'money.errors.cashboxInactive');
    const date = options.date ?? (await businessToday(tx));
    const rows = await tx.execute<{ id: string }>(sql`insert into cash_orders (source_cashbox_id,
        source_branch_id, target_cashbox_id, target_branch_id, order_date, amount, currency, comment,
        idempotency_key, created_by)
      values (${source.id}, ${source.branch_id}, ${target.id}, ${target.branch_id}, ${date},
        ${toMinor(input.amount)}, ${input.currency}, ${input.comment ?? null}, ${options.idempotencyKey ?? null},
        ${actor.userId})
      returning id`);
    return Number(rows.rows[0]?.id);
  });
  return getCashOrder(db, id);
}

type LockedOrder = {
  id: number;
  status: CashOrderStatus;
  source_cashbox_id: number;
  source_branch_id: number;
  target_cashbox_id: number;
  target_branch_id: number;
  amount: string;
  currency: Currency;
  created_by: number;
};

async function lockOrder(tx: DbOrTx, id: number): Promise<LockedOrder> {
  const rows = await tx.execute<LockedOrder>(sql`select id, status, source_cashbox_id, source_branch_id,
      target_cashbox_id, target_branch_id, amount, currency, created_by
    from cash_orders where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { ...row, id: Number(row.id) };
}

/** What a step posts: the journal lines (in_transit is kept per target cashbox) and the operation's side. */
export function stepLines(
  posts: CashOrderStepSpec['posts'],
  order: Pick<LockedOrder, 'source_cashbox_id' | 'target_cashbox_id' | 'currency'>,
  amount: bigint,
): { type: 'MOVE_OUTPUT' | 'MOVE_INPUT'; cashbox: number; counterpart: number; lines: Line[] } | null {
  const { source_cashbox_id: source, target_cashbox_id: target, currency } = order;
  const transit = { kind: 'in_transit' as const, ref: target, currency };
  const box = (ref: number) => ({ kind: 'cashbox' as const, ref, currency });
  switch (posts) {
    case 'out':
      return {
        type: 'MOVE_OUTPUT',
        cashbox: source,
        counterpart: target,
        lines: [
          { ...box(source), amount: -amount },
          { ...transit, amount },
        ],
      };
    case 'in':
      return {
        type: 'MOVE_INPUT',
        cashbox: target,
        counterpart: source,
        lines: [
          { ...transit, amount: -amount },
          { ...box(target), amount },
        ],
      };
    case 'back':
      return {
        type: 'MOVE_INPUT',
        cashbox: source,
        counterpart: target,
        lines: [
          { ...transit, amount: -amount },
          { ...box(source), amount },
        ],
      };
    default:
      return null;
  }
}

/** Who may take a step: the cashier of its side (cashbox.all for any); the creator may also cancel. */
async function assertSide(tx: DbOrTx, order: LockedOrder, spec: CashOrderStepSpec, actor: Actor) {
  const box = await cashbox(
    tx,
    spec.side === 'source' ? order.source_cashbox_id : order.target_cashbox_id,
    'id',
  );
  const creatorCancels = spec.posts === 'none' && order.created_by === actor.userId;
  if (!mayWorkIn(box, actor) && !creatorCancels) throw new AppError(403, 'money.errors.notYourCashbox');
}

/**
 * Takes one step of an order (the table `CASH_ORDER_STEPS`): its rule
 * (403), the actor's side (403), the status it leaves (409 naming the
 * order's status), then the journal operation it posts, linked to the order
 * (`doc_type` 'cash_order'), all in one transaction; sending past the cash
 * is the journal's 409 naming what the cashbox holds.
 */
export async function stepCashOrder(
  db: Db,
  id: number,
  step: CashOrderStep,
  actor: Actor,
  options: OrderOptions = {},
) {
  const spec: CashOrderStepSpec = CASH_ORDER_STEPS[step];
  requireRule(actor, spec.rule);
  await withTransactionRetry(db, async (tx) => {
    const order = await lockOrder(tx, id);
    await assertSide(tx, order, spec, actor);
    if (order.status !== spec.from) {
      throw new AppError(409, `cashOrders.errors.status.${order.status}`, { id: order.id });
    }
    const posting = stepLines(spec.posts, order, BigInt(order.amount));
    let operationId: number | null = null;
    if (posting) {
      const box = await cashbox(tx, posting.cashbox, 'id');
      operationId = await postOperation(
        tx,
        {
          type: posting.type,
          branchId: box.branch_id,
          cashboxId: posting.cashbox,
          date: options.date ?? (await businessToday(tx)),
          amount: BigInt(order.amount),
          currency: order.currency,
          counterpart: { kind: 'cashbox', id: posting.counterpart },
          doc: { type: 'cash_order', id: order.id },
          lines: posting.lines,
        },
        actor.userId,
        { approve: true },
      );
    }
    const who: Record<CashOrderStep, SQL> = {
      send: sql`sent_by = ${actor.userId}, sent_at = now(), send_operation_id = ${operationId}`,
      cancel: sql`canceled_by = ${actor.userId}, canceled_at = now()`,
      approve: sql`received_by = ${actor.userId}, received_at = now(), receive_operation_id = ${operationId}`,
      reject: sql`received_by = ${actor.userId}, received_at = now(), receive_operation_id = ${operationId}`,
    };
    await tx.execute(sql`update cash_orders set status = ${spec.to}, ${who[step]} where id = ${order.id}`);
  });
  return getCashOrder(db, id);
}

/**
 * One half of an order as its printed cash order: the sending operation
 * (expense order of the source) or the receiving one (receipt order of the
 * cashbox it landed in). 404 for a missing order, 409 when that half has not
 * happened; the cashier of that cashbox or `cashbox.all` only (403).
 */
export async function printableCashOrder(
  db: Db,
  id: number,
  side: CashOrderPrintSide,
  actor: Actor,
  lang: Language,
): Promise<PrintableCashOrder> {
  const order = await getCashOrder(db, id);
  const operationId = order[`${side}_operation_id`];
  if (operationId === null) {
    throw new AppError(409, `cashOrders.errors.notPrintable.${side}`, { id: order.id });
  }
  const { order: printable, responsible } = await readPrintable(db, operationId, lang);
  if (responsible !== actor.userId && !checkRule('cashbox.all', actor.rules)) {
    throw new AppError(403, 'money.errors.notYourCashbox');
  }
  return printable;
}

type OrderRow = Omit<CashOrderRow, 'amount' | 'id' | 'send_operation_id' | 'receive_operation_id'> & {
  id: string;
  amount: string;
  send_operation_id: string | null;
  receive_operation_id: string | null;
};

const SELECT = sql`select o.id, o.status, o.order_date::text as order_date, o.source_cashbox_id,
    sc.name as source_cashbox_name, sb.name as source_branch_name, o.target_cashbox_id,
    tc.name as target_cashbox_name, tb.name as target_branch_name, o.amount, o.currency, o.comment,
    o.created_by, cu.full_name as created_by_name, su.full_name as sent_by_name,
    ru.full_name as received_by_name, o.send_operation_id, o.receive_operation_id
  from cash_orders o
  join cashboxes sc on sc.id = o.source_cashbox_id
  join cashboxes tc on tc.id = o.target_cashbox_id
  left join branches sb on sb.id = o.source_branch_id
  left join branches tb on tb.id = o.target_branch_id
  left join users cu on cu.id = o.created_by
  left join users su on su.id = o.sent_by
  left join users ru on ru.id = o.received_by`;

const num = (v: string | null) => (v === null ? null : Number(v));

const present = (r: OrderRow): CashOrderRow => ({
  ...r,
  id: Number(r.id),
  amount: fromMinor(BigInt(r.amount)),
  send_operation_id: num(r.send_operation_id),
  receive_operation_id: num(r.receive_operation_id),
});

export async function getCashOrder(db: DbOrTx, id: number): Promise<CashOrderRow> {
  const rows = await db.execute<OrderRow>(sql`${SELECT} where o.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/**
 * An order as its reader sees it: with `cashbox_order.show` or `cashbox.all`
 * any order, a receiving cashier only one addressed to their cashboxes (else 404).
 */
export async function readCashOrder(db: Db, id: number, actor: Actor): Promise<CashOrderRow> {
  const order = await getCashOrder(db, id);
  if (!checkRule('cashbox_order.show', actor.rules) && !checkRule('cashbox.all', actor.rules)) {
    const mine = await db.execute(sql`select 1 from cashboxes
      where id = ${order.target_cashbox_id} and responsible_id = ${actor.userId}`);
    if (mine.rows.length === 0) throw notFound();
  }
  return order;
}

/**
 * Orders, newest first, server-paged: every order (`scope` 'all'), or
 * those addressed to the actor's cashboxes ('mine'; every one with
 * `cashbox.all`). A cashbox or branch filter matches either side; each
 * filter rides an index of its own with the date and id.
 */
export async function listCashOrders(db: Db, q: CashOrderQuery, actor: Actor, scope: 'all' | 'mine') {
  const conditions: SQL[] = [sql`true`];
  if (scope === 'mine' && !checkRule('cashbox.all', actor.rules)) {
    conditions.push(
      sql`o.target_cashbox_id in (select id from cashboxes where responsible_id = ${actor.userId})`,
    );
  }
  if (q.status) conditions.push(sql`o.status = ${q.status}`);
  if (q.cashbox_id) {
    conditions.push(sql`(o.source_cashbox_id = ${q.cashbox_id} or o.target_cashbox_id = ${q.cashbox_id})`);
  }
  if (q.branch_id) {
    conditions.push(sql`(o.source_branch_id = ${q.branch_id} or o.target_branch_id = ${q.branch_id})`);
  }
  if (q.date_from) conditions.push(sql`o.order_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`o.order_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await db.execute<OrderRow>(sql`${SELECT}
    join (select o.id from cash_orders o where ${where} order by o.order_date desc, o.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = o.id
    order by o.order_date desc, o.id desc`);
  return { data: rows.rows.map(present), meta: { page: q.page, per_page: q.per_page } };
}
