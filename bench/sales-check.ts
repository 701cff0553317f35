import {
  allocatePayment,
  applyAllocations,
  calculateContract,
  nextDueDate,
  type ScheduleState,
  scheduleRest,
} from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import { contractBreaks } from '../apps/api/src/areas/sales/contracts/check.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { LEDGERS_HOLD, ledgerBreaks } from '../apps/api/test/fixtures/ledger.ts';
import { since } from './money-fill.ts';
import { CONTRACTS } from './sales-fill.ts';

/**
 * Checks of the sales bench's data with the project's own checks: every
 * ledger (`ledgerBreaks`: money balances, daily and monthly sums, and
 * `contractBreaks`: rest and next due date as the schedule says, schedule
 * rows as their allocations, settlements as their allocations, statuses,
 * the `contract` account as the payments) over the whole database up to
 * FULL_CHECK_LIMIT contracts (or SALES_CHECK=all), else `contractBreaks` of
 * a sample of contracts and the whole journal check; and a replay of a
 * sample through the shared calculator and allocation: each contract's
 * terms and schedule are `calculateContract`'s, and each stored payment's
 * allocation is what `allocatePayment` gives on the schedule as it stood.
 */

const FULL_CHECK_LIMIT = 100_000;
const SAMPLE = Number(process.env.SALES_CHECK_SAMPLE ?? 300);

/** Contract ids spread over 1 … CONTRACTS (deterministic). */
export function sampleContracts(n: number, salt = 0): number[] {
  const ids = new Set<number>();
  for (let i = 0; ids.size < Math.min(n, CONTRACTS); i++) {
    ids.add(1 + ((i * 2_654_435_761 + salt * 40_503) % CONTRACTS));
  }
  return [...ids];
}

/** Throws with what breaks, if anything; prints what was checked. */
export async function checkSales(db: Db, ids: readonly number[], label: string): Promise<void> {
  const t0 = Date.now();
  const everything = process.env.SALES_CHECK === 'all' || CONTRACTS <= FULL_CHECK_LIMIT;
  if (everything) {
    const breaks = await ledgerBreaks(db);
    if (JSON.stringify(breaks) !== JSON.stringify(LEDGERS_HOLD)) {
      throw new Error(`${label}: ledgers break: ${JSON.stringify(breaks).slice(0, 2000)}`);
    }
  } else {
    for (const id of ids) {
      const breaks = await contractBreaks(db, id);
      if (breaks.length > 0) throw new Error(`${label}: contract ${id} breaks: ${JSON.stringify(breaks)}`);
    }
    const journal = await journalBreaks(db);
    if (journal.length > 0) throw new Error(`${label}: the journal breaks: ${JSON.stringify(journal)}`);
  }
  const replayed = await replay(db, ids.slice(0, SAMPLE));
  console.log(
    `  ${label}: ${everything ? 'every ledger holds (ledgerBreaks over the whole database)' : `contractBreaks holds for ${ids.length.toLocaleString('en')} contracts, the journal equals the payments`}; ${replayed} contracts replayed through calculateContract and allocatePayment (${since(t0)})`,
  );
}

/**
 * `contractBreaks`'s journal check alone (it runs only in the whole-database
 * call, with every other check): per currency, minus the `contract`
 * account's balance equals the allocations of the kinds that post money.
 */
async function journalBreaks(db: Db) {
  const rows = await db.execute<{ currency: string; journal: string; allocated: string }>(sql`
    select cur.currency, coalesce((select -sum(b.balance) from money_balances b
        join money_accounts ma on ma.id = b.account_id
        where ma.kind = 'contract' and ma.ref_id = 0 and ma.currency = cur.currency), 0) as journal,
      coalesce((select sum(a.amount) from contract_allocations a
        join contract_settlements st on st.id = a.settlement_id join contracts c on c.id = st.contract_id
        where st.kind in ('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT', 'WRITE_OFF') and c.currency = cur.currency), 0)
        as allocated
    from (values ('UZS'), ('USD')) cur (currency)`);
  return rows.rows.filter((r) => BigInt(r.journal) !== BigInt(r.allocated));
}

interface StoredContract {
  id: string;
  contract_date: string;
  payment_day: number;
  months: number;
  markup_percent: string;
  price: string;
  prepayment: string;
  financed: string;
  markup_amount: string;
  debt: string;
  monthly: string;
  rounding: string;
  rest: string;
  next_due_date: string | null;
  status: string;
}

/** Replays contracts (see the file's comment); answers how many; throws at the first difference. */
async function replay(db: Db, ids: readonly number[]): Promise<number> {
  for (const id of ids) {
    const c = (
      await db.execute<
        StoredContract & Record<string, unknown>
      >(sql`select id, contract_date, payment_day, months,
        markup_percent, price, prepayment, financed, markup_amount, debt, monthly, rounding, rest, next_due_date, status
      from contracts where id = ${id}`)
    ).rows[0];
    if (!c) throw new Error(`contract ${id} is missing`);
    const calc = calculateContract({
      items: [{ unitPrice: BigInt(c.price), quantity: 1000n, discount: 0n }],
      prepayment: BigInt(c.prepayment),
      rounding: BigInt(c.rounding),
      currency: 'UZS',
      contractDate: c.contract_date,
      paymentDay: c.payment_day,
      months: c.months,
      markupPercent: String(Number(c.markup_percent)),
      additionalMarkupPercent: '0',
    });
    const terms = [calc.financed, calc.markup, calc.debt, calc.monthly].join();
    if (terms !== [c.financed, c.markup_amount, c.debt, c.monthly].join())
      throw new Error(`contract ${id}: terms ${terms} are not the calculator's`);
    const stored = await db.execute<{
      n: number;
      due_date: string;
      amount: string;
      markup: string;
      paid: string;
    }>(
      sql`select n, due_date, amount, markup, paid, markup_settled from contract_schedule
        where contract_id = ${id} order by n`,
    );
    const shape = (rows: { n: number; dueDate: string; amount: bigint; markup: bigint }[]) =>
      rows.map((r) => `${r.n}:${r.dueDate}:${r.amount}:${r.markup}`).join(' ');
    const storedRows = stored.rows.map((r) => ({
      n: Number(r.n),
      dueDate: r.due_date,
      amount: BigInt(r.amount),
      markup: BigInt(r.markup),
    }));
    if (shape(storedRows) !== shape(calc.schedule))
      throw new Error(`contract ${id}: schedule ${shape(storedRows)} is not ${shape(calc.schedule)}`);
    const state = await replayPayments(db, id, calc.schedule);
    const after = `${stored.rows.map((r) => r.paid).join()} ${c.rest} ${c.next_due_date}`;
    const expected = `${state.map((r) => r.paid).join()} ${scheduleRest(state)} ${nextDueDate(state)}`;
    if (after !== expected)
      throw new Error(`contract ${id}: paid, rest, next due ${after}, replayed ${expected}`);
    if ((c.status === 'CLOSED') !== (scheduleRest(state) === 0n))
      throw new Error(`contract ${id}: ${c.status} with rest ${scheduleRest(state)}`);
  }
  return ids.length;
}

/** Each stored payment in order, allocated by `allocatePayment` and compared with its stored allocations. */
async function replayPayments(
  db: Db,
  id: number,
  schedule: readonly { n: number; dueDate: string; amount: bigint; markup: bigint }[],
): Promise<ScheduleState[]> {
  let state: ScheduleState[] = schedule.map((r) => ({ ...r, paid: 0n, forgiven: 0n, markupSettled: 0n }));
  const payments = await db.execute<{
    id: string;
    business_date: string;
    amount: string;
    allocations: string;
  }>(
    sql`select s.id, s.business_date, s.amount,
        (select string_agg(a.n || ':' || a.amount || ':' || a.markup, ' ' order by a.id) from contract_allocations a
          where a.settlement_id = s.id) as allocations
      from contract_settlements s where s.contract_id = ${id} order by s.id`,
  );
  for (const p of payments.rows) {
    const result = allocatePayment(state, BigInt(p.amount), p.business_date);
    const mine = result.rows.map((r) => `${r.n}:${r.amount}:${r.markup}`).join(' ');
    if (mine !== p.allocations || result.overpaid !== 0n)
      throw new Error(`contract ${id}, payment ${p.id}: stored ${p.allocations}, allocatePayment ${mine}`);
    state = applyAllocations(state, result.rows, false);
  }
  return state;
}
