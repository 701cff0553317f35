import { calculateContract, linePrice, minimumPrepayment } from '@savdo/shared/contracts';
import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli, toMilli } from '@savdo/shared/quantity';
import type {
  ClientOrderInput,
  OrderApproveInput,
  OrderQuery,
  OrderRow,
  OrderStatus,
} from '@savdo/shared/schemas/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rateAt } from '../../../ledgers/money/rates.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { assertMayContract } from '../clients/eligibility.ts';
import { assertInstalments, createContract } from './create.ts';
import { shownMoney } from './settle-money.ts';
import { contractRounding, defaultPaymentDay, priceLines, tariffOf } from './terms.ts';

/** Who acts: the user, their branch (orders are numbered per branch). */
export interface OrderActor {
  userId: number;
  branchId: number | null;
}

/** 400 unless the client exists and is an active card. */
async function assertClient(tx: DbOrTx, clientId: number): Promise<void> {
  const found = await tx.execute(sql`select 1 from clients where id = ${clientId} and active`);
  if (found.rows.length === 0) throw new FieldErrors([{ field: 'client_id', key: 'validation.refMissing' }]);
}

type PricedLines = Awaited<ReturnType<typeof priceLines>>;

/** 409 unless the prepayment is at least the tariff's minimum of the net price and below it. */
function assertPrepayment(
  lines: PricedLines,
  prepayment: bigint,
  prepaymentPercent: string,
  currency: string,
) {
  const net = lines.reduce((s, l) => s + linePrice(l) - l.discount, 0n);
  const minimum = minimumPrepayment(net, prepaymentPercent);
  if (prepayment < minimum)
    throw conflict('contracts.errors.prepaymentTooSmall', { minimum: shownMoney(minimum), currency });
  if (prepayment >= net) throw conflict('contracts.errors.prepaymentTooLarge');
}

/**
 * Enters a client's order (CREATED) in the branch asked, else the user's,
 * else the head office: the goods at today's retail price in
 * the order's currency (less today's product discount), the tariff, the
 * prepayment (at least the tariff's minimum, below the price), numbered in
 * its branch. A blacklisted client is refused (409), and so is a debt too
 * small for the term (an instalment would be 0 even without rounding).
 */
export async function createOrder(db: Db, input: ClientOrderInput, actor: OrderActor): Promise<number> {
  const asked = input.branch_id ?? actor.branchId ?? null;
  return db.transaction(async (tx) => {
    const branch = await tx.execute<{ id: number }>(sql`select id from branches
      where (${asked}::int is null and is_office) or id = ${asked}::int limit 1`);
    const branchId = branch.rows[0]?.id;
    if (branchId === undefined) throw new FieldErrors([{ field: 'branch_id', key: 'validation.refMissing' }]);
    await assertClient(tx, input.client_id);
    await assertMayContract(tx, input.client_id);
    const tariff = await tariffOf(tx, input.tariff_id);
    const today = await businessToday(tx);
    const lines = await priceLines(
      tx,
      input.items.map((i) => ({ product_id: i.product_id, quantity: toMilli(i.quantity) })),
      input.currency,
      today,
    );
    const prepayment = toMinor(input.prepayment);
    assertPrepayment(lines, prepayment, tariff.prepayment_percent, input.currency);
    assertInstalments(
      calculateContract({
        items: lines,
        prepayment,
        months: tariff.months,
        markupPercent: tariff.markup,
        additionalMarkupPercent: tariff.additional_markup,
        rounding: await contractRounding(tx, input.currency),
        currency: input.currency,
        contractDate: today,
        byProduct: await settingValue<boolean>(tx, 'calculator_by_product'),
      }),
    );
    const number = await nextNumber(tx, branchId, 'CLIENT_ORDER');
    const inserted = await tx.execute<{ id: string }>(sql`insert into client_orders
        (number, branch_id, client_id, currency, tariff_id, months, prepayment, payment_day, comment, created_by)
      values (${number}, ${branchId}, ${input.client_id}, ${input.currency}, ${tariff.id}, ${tariff.months},
        ${prepayment}, ${input.payment_day ?? null}, ${input.comment ?? null}, ${actor.userId})
      returning id`);
    const id = Number(inserted.rows[0]?.id);
    const values = lines.map(
      (l) =>
        sql`(${id}, ${l.productId}, ${l.quantity}::bigint, ${l.unitPrice}::bigint, ${l.discount}::bigint)`,
    );
    await tx.execute(sql`insert into client_order_items (order_id, product_id, quantity, price, discount)
      values ${sql.join(values, sql`, `)}`);
    return id;
  });
}

type LockedOrder = {
  id: number;
  status: OrderStatus;
  branch_id: number;
  client_id: number;
  currency: 'UZS' | 'USD';
  tariff_id: number;
  prepayment: string;
  payment_day: number | null;
  created_by: number | null;
};

async function lockOrder(tx: DbOrTx, id: number): Promise<LockedOrder> {
  const rows = await tx.execute<LockedOrder>(sql`select id, status, branch_id, client_id, currency, tariff_id,
      prepayment, payment_day, created_by from client_orders where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (row.status !== 'CREATED') throw conflict('contracts.errors.orderNotCreated', { status: row.status });
  return { ...row, id: Number(row.id), client_id: Number(row.client_id) };
}

/**
 * Approves an order: the contract is created (CREATED) with the calculator's
 * schedule, its goods priced at today's retail price (the contract date),
 * the order's tariff, prepayment and payment day (else the setting's), the
 * responsible employee (default the order's author). 409 when the order was
 * decided already, the client is blacklisted, the tariff is no longer
 * active, a price is missing or the prepayment is now below the minimum.
 */
export async function approveOrder(
  db: Db,
  id: number,
  input: OrderApproveInput,
  userId: number,
): Promise<{ contract_id: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    await assertMayContract(tx, order.client_id);
    const tariff = await tariffOf(tx, order.tariff_id).catch(() => {
      throw conflict('contracts.errors.tariffInactive');
    });
    const today = await businessToday(tx);
    const items = await tx.execute<{ product_id: number; quantity: string }>(
      sql`select product_id, quantity from client_order_items where order_id = ${id} order by id`,
    );
    const lines = await priceLines(
      tx,
      items.rows.map((i) => ({ product_id: Number(i.product_id), quantity: BigInt(i.quantity) })),
      order.currency,
      today,
    );
    const prepayment = BigInt(order.prepayment);
    assertPrepayment(lines, prepayment, tariff.prepayment_percent, order.currency);
    const rate = (await rateAt(tx, today)) ?? null;
    if (order.currency === 'USD' && rate === null) throw conflict('contracts.errors.noRate', { date: today });
    const made = await createContract(
      tx,
      {
        branchId: order.branch_id,
        clientId: order.client_id,
        orderId: id,
        currency: order.currency,
        tariffId: tariff.id,
        months: tariff.months,
        markupPercent: tariff.markup,
        additionalMarkupPercent: tariff.additional_markup,
        contractDate: today,
        paymentDay: order.payment_day ?? (await defaultPaymentDay(tx)),
        items: lines,
        prepayment,
        rounding: await contractRounding(tx, order.currency),
        byProduct: await settingValue<boolean>(tx, 'calculator_by_product'),
        rate,
        responsibleId: input.responsible_id ?? order.created_by,
        requisiteId: input.requisite_id ?? null,
        comment: input.comment ?? null,
      },
      userId,
    );
    await tx.execute(sql`update client_orders set status = 'APPROVED', decided_by = ${userId}, decided_at = now(),
        contract_id = ${made.id} where id = ${id}`);
    return { contract_id: made.id };
  });
}

/** Rejects an order with its reason (409 when decided already). */
export async function rejectOrder(db: Db, id: number, reason: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, id);
    await tx.execute(sql`update client_orders set status = 'REJECTED', decided_by = ${userId}, decided_at = now(),
        decision_reason = ${reason} where id = ${id}`);
  });
}

const ORDER_SELECT = sql`select o.id, o.number, o.branch_id, b.name as branch_name, b.prefix as branch_prefix, o.client_id,
    c.full_name as client_name, o.currency, o.tariff_id, t.name as tariff_name, t.name_ru as tariff_name_ru, o.months, o.prepayment,
    (select coalesce(sum(round(i.price * i.quantity / 1000.0) - i.discount), 0) from client_order_items i
      where i.order_id = o.id)::bigint as price,
    o.status, o.contract_id, o.decision_reason, o.created_at, cu.full_name as created_by_name,
    du.full_name as decided_by_name, o.payment_day, o.comment, o.decided_at
  from client_orders o join clients c on c.id = o.client_id left join branches b on b.id = o.branch_id
  left join contract_tariffs t on t.id = o.tariff_id left join users cu on cu.id = o.created_by
  left join users du on du.id = o.decided_by`;

type RawOrder = Omit<OrderRow, 'prepayment' | 'price'> & { prepayment: string; price: string };

const presentOrder = (r: RawOrder): OrderRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  client_id: Number(r.client_id),
  contract_id: r.contract_id === null ? null : Number(r.contract_id),
  prepayment: fromMinor(BigInt(r.prepayment)),
  price: fromMinor(BigInt(r.price)),
});

/** The orders, newest first, one page; each filter has its index. */
export async function listOrders(db: DbOrTx, q: OrderQuery) {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.client_id) where.push(sql`o.client_id = ${q.client_id}`);
  if (q.branch_id) where.push(sql`o.branch_id = ${q.branch_id}`);
  if (q.number) where.push(sql`o.number = ${q.number}`);
  if (q.date_from)
    where.push(sql`o.created_at >= (${q.date_from}::date::timestamp at time zone 'Asia/Tashkent')`);
  if (q.date_to)
    where.push(sql`o.created_at < ((${q.date_to}::date + 1)::timestamp at time zone 'Asia/Tashkent')`);
  const rows = await db.execute<RawOrder>(sql`${ORDER_SELECT}
    join (select o.id from client_orders o where ${sql.join(where, sql` and `)} order by o.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = o.id
    order by o.id desc`);
  return { data: rows.rows.map(presentOrder), meta: { page: q.page, per_page: q.per_page } };
}

/** One order with its goods. */
export async function getOrder(db: DbOrTx, id: number) {
  const rows = await db.execute<RawOrder>(sql`${ORDER_SELECT} where o.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  const items = await db.execute<{
    product_id: number;
    product_name: string;
    quantity: string;
    price: string;
    discount: string;
  }>(
    sql`select i.product_id, p.name as product_name, i.quantity, i.price, i.discount from client_order_items i
      left join products p on p.id = i.product_id where i.order_id = ${id} order by i.id`,
  );
  return {
    ...presentOrder(row),
    items: items.rows.map((i) => ({
      product_id: Number(i.product_id),
      product_name: i.product_name,
      quantity: fromMilli(BigInt(i.quantity)),
      price: fromMinor(BigInt(i.price)),
      discount: fromMinor(BigInt(i.discount)),
    })),
  };
}
