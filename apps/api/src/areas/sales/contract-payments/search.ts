import {
  type ContractStatus,
  type DatedAllocation,
  earlyCloseBonus,
  type FrozenInterval,
  lateness,
  leftOf,
  type ScheduleState,
} from '@savdo/shared/contracts';
import { parseDocumentNumber } from '@savdo/shared/documents';
import { type Currency, fromMinor } from '@savdo/shared/money';
import type {
  ContractDue,
  ContractFound,
  ContractSearchQuery,
  DueRow,
} from '@savdo/shared/schemas/contract-payments';
import { type SQL, sql } from 'drizzle-orm';
import { clientFunds } from '../../../ledgers/money/client-funds.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { boundedClients, clientSearchKind } from '../clients/name-search.ts';
import { contractNumberSql } from '../contracts/number-search.ts';
import { readSchedule } from '../contracts/settle-rows.ts';

/** Contracts a search answers at most. */
const FOUND_LIMIT = 20;

const STATUSES: Record<NonNullable<ContractSearchQuery['scope']>, readonly ContractStatus[]> = {
  payment: ['ACTIVE', 'FREEZE'],
  open: ['ACTIVE', 'FREEZE'],
  pre_payment: ['CREATED', 'ACTIVE', 'FREEZE'],
};

/** Clients a name search reads at most before their contracts are joined. */
const NAME_CLIENTS = 200;

/**
 * The contracts the search text names, as a query of their ids, each branch
 * by an index: a contract number (digits, optionally after the branch
 * prefix, "TSH-15", "ТШ-15", the shared `parseDocumentNumber`:
 * `contracts_number_any_branch`, or with the prefix `contracts_number`, that
 * branch's one), else the clients of the one client rule (`boundedClients`:
 * a PINFL, passport, a phone or its end, words of the name in either
 * script, at most 200 clients) and their contracts by `contracts_client`.
 * Digits that are both a number and a phone (`901234567`, `4567`) find
 * either, united. The clients are found first, then their contracts: an OR
 * across the two tables, or a join ordered by contract, leaves the planner
 * no index to start from.
 */
function foundIds(search: string): SQL {
  const numbered = parseDocumentNumber(search);
  const byNumber = numbered && sql`select k.id from contracts k where ${contractNumberSql(sql`k`, numbered)}`;
  if (byNumber && clientSearchKind(search) === 'name') return byNumber;
  const byClient = sql`select k.id from ${boundedClients(search, NAME_CLIENTS)} x
    join contracts k on k.client_id = x.id`;
  return byNumber ? sql`${byClient} union ${byNumber}` : byClient;
}

type FoundRaw = Omit<ContractFound, 'id' | 'number' | 'client_id' | 'monthly' | 'rest'> & {
  id: string;
  number: string;
  client_id: string;
  monthly: string;
  rest: string;
};

const FOUND_COLUMNS = sql`c.id, c.number, c.branch_id, b.prefix as branch_prefix, c.client_id,
  cl.full_name as client_name, cl.pinfl, cl.phones[1] as phone, c.status, c.currency,
  c.contract_date::text as contract_date, c.monthly, c.rest, c.next_due_date::text as next_due_date`;

const found = (r: FoundRaw): ContractFound => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  client_id: Number(r.client_id),
  monthly: fromMinor(BigInt(r.monthly)),
  rest: fromMinor(BigInt(r.rest)),
});

/** The SQL of `searchContracts` (exported for the plan tests). */
export function searchContractsSql(q: ContractSearchQuery): SQL {
  const statuses = q.scope ? STATUSES[q.scope] : undefined;
  const inStatus = statuses
    ? sql`where c.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  return sql`with hit as materialized (${foundIds(q.search)})
    select ${FOUND_COLUMNS}
    from hit join contracts c on c.id = hit.id join clients cl on cl.id = c.client_id
    left join branches b on b.id = c.branch_id ${inStatus}
    order by (c.status in ('ACTIVE', 'FREEZE')) desc, c.id desc limit ${FOUND_LIMIT}`;
}

/** Contracts matching the search (see `foundIds`), open ones first, newest first. */
export async function searchContracts(db: DbOrTx, q: ContractSearchQuery): Promise<ContractFound[]> {
  const rows = await db.execute<FoundRaw>(searchContractsSql(q));
  return rows.rows.map(found);
}

/** The frozen periods of a contract, from its state changes (into FREEZE, out of it). */
async function frozenIntervals(db: DbOrTx, contractId: number): Promise<FrozenInterval[]> {
  const events = await db.execute<{ from_status: string | null; to_status: string | null; date: string }>(
    sql`select from_status, to_status, business_date::text as date from contract_events
      where contract_id = ${contractId} and (to_status = 'FREEZE' or from_status = 'FREEZE') order by id`,
  );
  const intervals: FrozenInterval[] = [];
  for (const e of events.rows) {
    const open = intervals.at(-1);
    if (e.to_status === 'FREEZE' && e.from_status !== 'FREEZE') intervals.push({ from: e.date, to: null });
    else if (e.from_status === 'FREEZE' && e.to_status !== 'FREEZE' && open && open.to === null)
      open.to = e.date;
  }
  return intervals;
}

/** Each row's state as of the date: settled, overdue, the current one, or future. */
function dueRows(schedule: readonly ScheduleState[], date: string): DueRow[] {
  let current = false;
  return schedule.map((r) => {
    const left = leftOf(r);
    let state: DueRow['state'] = 'future';
    if (left <= 0n) state = 'settled';
    else if (r.dueDate < date) state = 'overdue';
    else if (!current) {
      state = 'current';
      current = true;
    }
    return {
      n: r.n,
      due_date: r.dueDate,
      amount: fromMinor(r.amount),
      paid: fromMinor(r.paid),
      forgiven: fromMinor(r.forgiven),
      left: fromMinor(left),
      state,
    };
  });
}

type HeaderRaw = FoundRaw & { debt: string; prepayment: string; off_balance: boolean };

/**
 * What is due on a contract as of `date` (today by default): the schedule
 * with each row's state, the overdue sum, late months and days late (from
 * the dated allocations, less the frozen days), the current instalment, the
 * rest, the client's account, and the early-close bonus with what closes
 * the contract that day.
 */
export async function contractDue(db: DbOrTx, contractId: number, given?: string): Promise<ContractDue> {
  const header = await db.execute<HeaderRaw>(sql`select ${FOUND_COLUMNS}, c.debt, c.prepayment, c.off_balance
    from contracts c join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    where c.id = ${contractId}`);
  const raw = header.rows[0];
  if (!raw) throw notFound('contracts.errors.notFound');
  const date = given ?? (await businessToday(db));
  const currency = raw.currency as Currency;
  const [schedule, allocations, frozen, funds, percent, rate] = await Promise.all([
    readSchedule(db, contractId),
    db.execute<{ n: number; date: string; amount: string }>(sql`select n, business_date::text as date, amount
      from contract_allocations where contract_id = ${contractId}`),
    frozenIntervals(db, contractId),
    clientFunds(db, Number(raw.client_id), currency),
    settingValue<number>(db, 'early_close_bonus_percent'),
    rateAt(db, date),
  ]);
  const dated: DatedAllocation[] = allocations.rows.map((a) => ({
    n: Number(a.n),
    date: a.date,
    amount: BigInt(a.amount),
  }));
  const late = lateness(schedule, dated, date, frozen);
  const rows = dueRows(schedule, date);
  const currentRow = schedule.find((r) => rows.find((x) => x.n === r.n)?.state === 'current');
  const current = currentRow ? leftOf(currentRow) : 0n;
  const overdue = schedule.filter((r) => r.dueDate < date).reduce((s, r) => s + leftOf(r), 0n);
  const rest = schedule.reduce((s, r) => s + leftOf(r), 0n);
  const bonus =
    raw.status === 'ACTIVE' || raw.status === 'FREEZE' ? earlyCloseBonus(schedule, date, percent) : 0n;
  return {
    contract: {
      ...found(raw),
      debt: fromMinor(BigInt(raw.debt)),
      prepayment: fromMinor(BigInt(raw.prepayment)),
      off_balance: raw.off_balance,
    },
    date,
    overdue: fromMinor(overdue),
    current: fromMinor(current),
    due_now: fromMinor(overdue + current),
    rest: fromMinor(rest),
    late_months: late.lateMonths,
    days_late: late.daysLate,
    account: fromMinor(funds < 0n ? 0n : funds),
    bonus: fromMinor(bonus),
    to_close: fromMinor(rest - bonus),
    bonus_percent: percent,
    rate: rate ?? null,
    rows,
  };
}
