import type { Currency } from '@savdo/shared/money';
import { fromMinor } from '@savdo/shared/money';
import { RULES } from '@savdo/shared/rules';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { updateSetting } from '../areas/admin/general-settings/service.ts';
import { depositToAccount, payOutOfAccount } from '../areas/sales/client-accounts/operations.ts';
import { closeEarly } from '../areas/sales/contract-payments/early-close.ts';
import { takePayment } from '../areas/sales/contract-payments/payments.ts';
import { contractDue } from '../areas/sales/contract-payments/search.ts';
import { approveAdjustment, requestAdjustment } from '../areas/sales/contract-requests/adjustments.ts';
import { approveReturn, requestReturn } from '../areas/sales/contract-requests/returns.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { AppError } from '../platform/http/errors.ts';
import { getSetting } from '../platform/settings/settings.ts';

/**
 * Demo contract payments (issue 10), after the demo contracts are signed
 * (and their goods released): through the services the cash desk and the
 * managers use, so every schedule, cashbox and account equals its ledger.
 * Each active contract is paid month by month up to today in one of a few
 * habits (on time, a few days late, late with a month skipped, a partial
 * payment); then one contract is closed early with a bonus, one returned,
 * one closed with a cost, one given a discount, one overpaid, and a client
 * deposits money and takes part of it back. A USD contract is paid in soʻm
 * at the day's rate when the day has one.
 */

interface DemoContract extends Record<string, unknown> {
  id: number;
  client_id: number;
  branch_id: number;
  currency: Currency;
  contract_date: string;
  monthly: string;
}

const ALL_RULES: ReadonlySet<string> = new Set<string>(RULES);

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A step a demo contract may refuse (closed, nothing left, the cashbox short): skipped. */
async function quietly<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}

interface Desk {
  db: Db;
  actor: Actor;
  today: string;
  /** The cashbox of a branch (the head office's main one when the branch has none). */
  cashbox(branchId: number): number;
}

async function openDesk(db: Db): Promise<Desk | null> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'kassir'
    union all select id from users where username = 'admin' limit 1`);
  const boxes = await db.execute<{ id: number; branch_id: number }>(
    sql`select id, branch_id from cashboxes where active order by id`,
  );
  const userId = admin.rows[0]?.id;
  const fallback = boxes.rows[0]?.id;
  if (userId === undefined || fallback === undefined) return null;
  const byBranch = new Map<number, number>();
  for (const b of boxes.rows) if (!byBranch.has(b.branch_id)) byBranch.set(b.branch_id, Number(b.id));
  return {
    db,
    actor: { userId: Number(userId), rules: ALL_RULES },
    today: tashkentToday(),
    cashbox: (branchId) => byBranch.get(branchId) ?? Number(fallback),
  };
}

/** Pays `amount` (the contract's currency; soʻm at the day's rate for a USD contract when it has one) on `date`. */
async function pay(desk: Desk, c: DemoContract, amount: bigint, date: string): Promise<boolean> {
  const uzs = c.currency === 'USD' ? await rateOn(desk.db, date) : null;
  const taken = uzs ? fromMinor((amount * BigInt(Math.round(Number(uzs) * 100))) / 100n) : fromMinor(amount);
  const paid = await quietly(
    takePayment(
      desk.db,
      'contract-payments',
      {
        contract_id: c.id,
        amount: taken,
        currency: uzs ? 'UZS' : c.currency,
        method: date.endsWith('5') ? 'CARD' : 'CASH',
        cashbox_id: desk.cashbox(c.branch_id),
        payment_date: date,
      },
      desk.actor,
      undefined,
    ),
  );
  return paid !== null;
}

async function rateOn(db: Db, date: string): Promise<string | null> {
  const rows = await db.execute<{ rate: string }>(sql`select rate from exchange_rates
    where active and date <= ${date} order by date desc limit 1`);
  return rows.rows[0]?.rate ?? null;
}

/** The habits: days after the due date, and whether a month is skipped. */
const HABITS = [
  { late: 0, skip: -1, part: 1 },
  { late: 6, skip: -1, part: 1 },
  { late: 17, skip: 2, part: 1 },
  { late: 0, skip: -1, part: 1 },
  { late: 3, skip: -1, part: 0.5 },
] as const;

/** Pays a contract month by month up to today in its habit; answers how many payments were taken. */
async function payMonths(desk: Desk, c: DemoContract, habitIndex: number): Promise<number> {
  const habit = HABITS[habitIndex % HABITS.length] ?? HABITS[0];
  const rows = await desk.db.execute<{ n: number; due_date: string; amount: string }>(sql`select n,
      due_date::text as due_date, amount from contract_schedule where contract_id = ${c.id} and n > 0 order by n`);
  let taken = 0;
  for (const row of rows.rows) {
    const date = addDays(row.due_date, habit.late);
    if (date > desk.today) break;
    if (Number(row.n) === habit.skip) continue;
    const amount = habit.part === 1 ? BigInt(row.amount) : BigInt(row.amount) / 2n;
    if (amount > 0n && (await pay(desk, c, amount, date))) taken += 1;
  }
  return taken;
}

async function activeContracts(db: Db): Promise<DemoContract[]> {
  const rows = await db.execute<DemoContract>(sql`select id, client_id, branch_id, currency,
      contract_date::text as contract_date, monthly::text as monthly
    from contracts where status = 'ACTIVE' order by id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), client_id: Number(r.client_id) }));
}

/** The special cases, each on a contract of its own (see the file's comment). */
async function specials(desk: Desk, contracts: readonly DemoContract[]): Promise<string[]> {
  const done: string[] = [];
  // the returned contract is one whose goods were all released (only released goods can come back)
  const released = await desk.db.execute<{ id: string }>(sql`select c.id from contracts c
    where c.status = 'ACTIVE' and exists (select 1 from contract_items i where i.contract_id = c.id)
      and not exists (select 1 from contract_items i where i.contract_id = c.id and i.released < i.quantity)
    order by c.id desc limit 1`);
  const returned = contracts.find((c) => c.id === Number(released.rows[0]?.id));
  const [early, writeOff, discounted, overpaid] = contracts.filter((c) => c !== returned).slice(-4);
  if (early && (await closeEarlyWithBonus(desk, early))) done.push('early close');
  if (returned && (await returnAll(desk, returned))) done.push('return');
  if (writeOff && (await adjust(desk, writeOff, 'WRITE_OFF'))) done.push('write-off');
  if (discounted && (await adjust(desk, discounted, 'DISCOUNT'))) done.push('discount');
  if (overpaid) {
    const rest = await desk.db.execute<{ rest: string }>(
      sql`select rest from contracts where id = ${overpaid.id}`,
    );
    const amount = BigInt(rest.rows[0]?.rest ?? 0) + 5_000_000n;
    if (await pay(desk, overpaid, amount, desk.today)) done.push('overpayment');
  }
  const client = contracts[0]?.client_id;
  if (client !== undefined && (await depositAndTakeBack(desk, client, contracts[0]?.branch_id ?? 0)))
    done.push('deposit');
  return done;
}

async function closeEarlyWithBonus(desk: Desk, c: DemoContract): Promise<boolean> {
  const percent = await getSetting(desk.db, 'early_close_bonus_percent');
  if (percent?.value === 0) await updateSetting(desk.db, 'early_close_bonus_percent', 30, desk.actor.userId);
  const due = await contractDue(desk.db, c.id, desk.today);
  const closed = await quietly(
    closeEarly(
      desk.db,
      {
        contract_id: c.id,
        amount: due.to_close,
        currency: c.currency,
        method: 'CASH',
        cashbox_id: desk.cashbox(c.branch_id),
      },
      desk.actor,
      undefined,
    ),
  );
  return closed !== null;
}

async function returnAll(desk: Desk, c: DemoContract): Promise<boolean> {
  // each line with the serials (IMEIs) its goods left with, as the storekeeper scans them back
  const items = await desk.db.execute<{ id: string; released: string; returned: string; serials: string[] }>(
    sql`select i.id, i.released, i.returned, coalesce((select array_agg(s.serial order by s.serial)
        from output_invoice_lines l join output_invoices o on o.id = l.invoice_id and o.status = 'APPROVED'
        join output_invoice_serials s on s.line_id = l.id
        where l.item_id = i.id and o.sale_kind = 'CONTRACT'), '{}') as serials
      from contract_items i where i.contract_id = ${c.id} order by i.id`,
  );
  const lines = items.rows
    .filter((i) => BigInt(i.released) > BigInt(i.returned))
    .map((i) => ({
      contract_item_id: Number(i.id),
      quantity: fromMilliText(BigInt(i.released) - BigInt(i.returned)),
      ...(i.serials.length > 0 ? { serials: i.serials } : {}),
    }));
  const store = await desk.db.execute<{ id: number }>(
    sql`select id from warehouses where branch_id = ${c.branch_id} and active order by id limit 1`,
  );
  const reason = await desk.db.execute<{ id: number }>(
    sql`select id from product_return_reasons order by id limit 1`,
  );
  const warehouse = store.rows[0]?.id;
  const reasonId = reason.rows[0]?.id;
  if (lines.length === 0 || warehouse === undefined || reasonId === undefined) return false;
  const asked = await quietly(
    requestReturn(
      desk.db,
      {
        contract_id: c.id,
        warehouse_id: Number(warehouse),
        reason_id: Number(reasonId),
        refund_to: 'CASHBOX',
        cashbox_id: desk.cashbox(c.branch_id),
        items: lines,
        comment: 'Mijoz tovarni qaytardi',
      },
      desk.actor,
    ),
  );
  return asked !== null && (await quietly(approveReturn(desk.db, asked.id, desk.actor))) !== null;
}

const fromMilliText = (milli: bigint) => `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')}`;

async function adjust(desk: Desk, c: DemoContract, kind: 'DISCOUNT' | 'WRITE_OFF'): Promise<boolean> {
  const item = await desk.db.execute<{ id: number }>(
    sql`select id from cost_items where active order by id limit 1`,
  );
  const input =
    kind === 'DISCOUNT'
      ? { contract_id: c.id, amount: fromMinor(BigInt(c.monthly) / 2n), reason: 'Doimiy mijozga chegirma' }
      : { contract_id: c.id, cost_item_id: Number(item.rows[0]?.id ?? 0), reason: 'Mijoz bilan aloqa yoʻq' };
  const asked = await quietly(requestAdjustment(desk.db, kind, input, desk.actor));
  return asked !== null && (await quietly(approveAdjustment(desk.db, kind, asked.id, desk.actor))) !== null;
}

async function depositAndTakeBack(desk: Desk, clientId: number, branchId: number): Promise<boolean> {
  const common = { client_id: clientId, cashbox_id: desk.cashbox(branchId), currency: 'UZS' as const };
  const put = await quietly(
    depositToAccount(
      desk.db,
      {
        ...common,
        amount: '300000',
        operation_date: addDays(desk.today, -20),
        comment: 'Keyingi toʻlovlar uchun',
      },
      desk.actor,
      undefined,
    ),
  );
  if (!put) return false;
  await quietly(
    payOutOfAccount(
      desk.db,
      { ...common, amount: '100000', comment: 'Mijoz soʻradi' },
      desk.actor,
      undefined,
    ),
  );
  return true;
}

/**
 * Seeds the demo payments (see the file's comment) into a demo database
 * whose contracts are signed; answers a line for the log. Nothing to do
 * without active contracts or a cashbox.
 */
export async function seedDemoPayments(db: Db): Promise<string> {
  const desk = await openDesk(db);
  const contracts = await activeContracts(db);
  if (!desk || contracts.length === 0) return 'no active contracts: no payments';
  const regular = contracts.slice(0, Math.max(0, contracts.length - 5));
  let payments = 0;
  for (const [i, c] of regular.entries()) payments += await payMonths(desk, c, i);
  for (const c of contracts.slice(-5)) payments += await payMonths(desk, c, 0);
  const done = await specials(desk, contracts);
  return `${payments} payments; ${done.join(', ')}`;
}
