import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type {
  ContractEventView,
  ContractHead,
  ContractItemView,
  ContractView,
  ScheduleRowView,
  SettlementView,
} from '@savdo/shared/schemas/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { latenessOf } from './late.ts';
import { settlementSourceSql } from './settlement-source.ts';

/**
 * A contract as the view shows it, explained ("why is my debt this?"): its
 * terms and goods, the schedule with what is due, paid, forgiven and left
 * per instalment (and settled as of the chosen date), the late figures as of
 * that date, every settlement with its allocations, and its events.
 */

const money = (v: string | bigint | null): string | null => (v === null ? null : fromMinor(BigInt(v)));
const minor = (v: string | bigint): string => fromMinor(BigInt(v));
/** A shared answer's interface as a row type of `execute` (which wants an index signature). */
type Row<T> = { [K in keyof T]: T[K] };

const MONEY_FIELDS = [
  'price',
  'discount',
  'prepayment',
  'financed',
  'markup_amount',
  'debt',
  'monthly',
  'rounding',
  'rest',
] as const;

async function header(tx: DbOrTx, id: number): Promise<ContractHead> {
  const rows = await tx.execute<Row<ContractHead>>(sql`select c.id, c.number, c.branch_id,
      b.name as branch_name, b.prefix as branch_prefix, c.client_id, cl.full_name as client_name, cl.pinfl as client_pinfl,
      cl.passport as client_passport, cl.phones as client_phones, c.order_id, o.number as order_number, c.status,
      c.off_balance, c.currency, c.tariff_id, t.name as tariff_name, t.name_ru as tariff_name_ru, c.months, c.markup_percent,
      c.additional_markup_percent, c.contract_date, c.payment_day, c.price, c.discount, c.prepayment, c.financed,
      c.markup_amount, c.debt, c.monthly, c.rounding, c.rest, c.next_due_date, c.rate, c.responsible_id,
      ru.full_name as responsible_name, c.requisite_id, c.comment, c.signed_at, su.full_name as signed_by_name,
      c.closed_on, c.created_at, cu.full_name as created_by_name
    from contracts c join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    left join client_orders o on o.id = c.order_id left join contract_tariffs t on t.id = c.tariff_id
    left join users ru on ru.id = c.responsible_id left join users su on su.id = c.signed_by
    left join users cu on cu.id = c.created_by
    where c.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound('contracts.errors.notFound');
  for (const f of MONEY_FIELDS) row[f] = money(row[f]) ?? '0.00';
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    id,
    number: Number(row.number),
    client_id: Number(row.client_id),
    order_id: num(row.order_id),
    order_number: num(row.order_number),
  };
}

async function goods(tx: DbOrTx, id: number): Promise<ContractItemView[]> {
  const rows = await tx.execute<{
    product_id: number;
    product_name: string | null;
    quantity: string;
    price: string;
    discount: string;
    released: string;
    returned: string;
  }>(sql`select i.product_id, p.name as product_name, i.quantity, i.price, i.discount, i.released, i.returned
    from contract_items i left join products p on p.id = i.product_id where i.contract_id = ${id} order by i.id`);
  return rows.rows.map((i) => ({
    product_id: Number(i.product_id),
    product_name: i.product_name,
    quantity: fromMilli(BigInt(i.quantity)),
    price: minor(i.price),
    discount: minor(i.discount),
    released: fromMilli(BigInt(i.released)),
    returned: fromMilli(BigInt(i.returned)),
  }));
}

async function schedule(tx: DbOrTx, id: number, asOf: string): Promise<ScheduleRowView[]> {
  const rows = await tx.execute<{
    n: number;
    due_date: string;
    amount: string;
    markup: string;
    paid: string;
    forgiven: string;
    settled_as_of: string;
  }>(sql`select s.n, s.due_date, s.amount, s.markup, s.paid, s.forgiven,
      (select coalesce(sum(a.amount), 0) from contract_allocations a
        where a.contract_id = s.contract_id and a.n = s.n and a.business_date <= ${asOf})::text as settled_as_of
    from contract_schedule s where s.contract_id = ${id} order by s.n`);
  return rows.rows.map((r) => {
    const left = BigInt(r.amount) - BigInt(r.paid) - BigInt(r.forgiven);
    const leftAsOf = BigInt(r.amount) - BigInt(r.settled_as_of);
    return {
      n: Number(r.n),
      due_date: r.due_date,
      amount: minor(r.amount),
      markup: minor(r.markup),
      paid: minor(r.paid),
      forgiven: minor(r.forgiven),
      left: minor(left),
      left_as_of: minor(leftAsOf),
      overdue_as_of: r.due_date < asOf && leftAsOf > 0n,
    };
  });
}

type SettlementRaw = Omit<SettlementView, 'amount' | 'overpaid' | 'allocations'> & {
  amount: string;
  overpaid: string;
};

async function settlements(tx: DbOrTx, id: number): Promise<SettlementView[]> {
  const rows = await tx.execute<SettlementRaw>(sql`select s.id, s.kind, s.status,
      s.business_date, s.amount, s.overpaid, s.paid_amount, s.paid_currency, s.rate, s.method, s.cashbox_id,
      cb.name as cashbox_name, s.operation_id, s.reversal_of, s.reason, u.full_name as created_by_name, s.created_at,
      ${settlementSourceSql}
    from contract_settlements s left join cashboxes cb on cb.id = s.cashbox_id
    left join users u on u.id = s.created_by where s.contract_id = ${id} order by s.id`);
  const allocations = await tx.execute<{
    settlement_id: string;
    n: number;
    amount: string;
    markup: string;
    forgives: boolean;
  }>(
    // net per row: a respread (payments back in date order) appends rows to a settlement
    sql`select settlement_id, n, sum(amount)::text as amount, sum(markup)::text as markup, forgives
      from contract_allocations where contract_id = ${id} group by settlement_id, n, forgives
      having sum(amount) <> 0 or sum(markup) <> 0 order by settlement_id, n`,
  );
  const num = (v: number | null) => (v === null ? null : Number(v));
  return rows.rows.map((s) => ({
    ...s,
    id: Number(s.id),
    amount: minor(s.amount),
    overpaid: minor(s.overpaid),
    paid_amount: money(s.paid_amount),
    cashbox_id: num(s.cashbox_id),
    operation_id: num(s.operation_id),
    reversal_of: num(s.reversal_of),
    allocations: allocations.rows
      .filter((a) => Number(a.settlement_id) === Number(s.id))
      .map((a) => ({
        n: Number(a.n),
        amount: minor(a.amount),
        markup: minor(a.markup),
        forgives: a.forgives,
      })),
  }));
}

async function events(tx: DbOrTx, id: number): Promise<ContractEventView[]> {
  const rows = await tx.execute<Row<ContractEventView>>(sql`select e.id, e.event, e.from_status, e.to_status,
      e.business_date, e.reason, e.data, u.full_name as created_by_name, e.created_at
    from contract_events e left join users u on u.id = e.created_by where e.contract_id = ${id} order by e.id`);
  return rows.rows.map((e) => ({ ...e, id: Number(e.id) }));
}

/** The contract view as of `asOf` (see the file's comment). */
export async function contractView(tx: DbOrTx, id: number, asOf: string): Promise<ContractView> {
  const head = await header(tx, id);
  const [items, rows, paid, history, late] = await Promise.all([
    goods(tx, id),
    schedule(tx, id, asOf),
    settlements(tx, id),
    events(tx, id),
    latenessOf(tx, [id], asOf),
  ]);
  const l = late.get(id);
  return {
    ...head,
    as_of: asOf,
    overdue: minor(l?.overdue ?? 0n),
    late_months: l?.lateMonths ?? 0,
    days_late: l?.daysLate ?? 0,
    oldest_due: l?.oldestDue ?? null,
    items,
    schedule: rows,
    settlements: paid,
    events: history,
  };
}
