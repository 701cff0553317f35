import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ContractQuery, ContractRow } from '@savdo/shared/schemas/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { blacklistStatus } from '../clients/eligibility.ts';
import { pickerClients, pickerOrder } from '../clients/name-search.ts';
import { clientDiscipline, summaryColumns } from './discipline.ts';
import { latenessOf } from './late.ts';
import { contractNumberSql } from './number-search.ts';

/**
 * The contracts lists (all, or the closed ones) with their filters, each
 * served by an index of `contracts`; days late in a list are the calendar
 * days since the oldest unpaid due date (`next_due_date`) of an ACTIVE
 * contract, the view derives them exactly (freezes skipped) as of any date.
 */

type RawContract = Omit<ContractRow, 'debt' | 'prepayment' | 'monthly' | 'rest'> & Record<string, unknown>;

const present = (r: RawContract): ContractRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  client_id: Number(r.client_id),
  days_late: Number(r.days_late),
  debt: fromMinor(BigInt(r.debt as string)),
  prepayment: fromMinor(BigInt(r.prepayment as string)),
  monthly: fromMinor(BigInt(r.monthly as string)),
  rest: fromMinor(BigInt(r.rest as string)),
});

function conditions(q: ContractQuery, today: string, scope: 'all' | 'closed'): SQL[] {
  const where: SQL[] = [scope === 'closed' ? sql`c.status = 'CLOSED'` : sql`true`];
  if (q.status) where.push(sql`c.status = ${q.status}`);
  if (q.number) where.push(contractNumberSql(sql`c`, q.number));
  if (q.client_id) where.push(sql`c.client_id = ${q.client_id}`);
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.responsible_id) where.push(sql`c.responsible_id = ${q.responsible_id}`);
  if (q.currency) where.push(sql`c.currency = ${q.currency}`);
  if (q.off_balance) where.push(sql`c.off_balance = ${q.off_balance === 'true'}`);
  if (q.date_from) where.push(sql`c.contract_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`c.contract_date <= ${q.date_to}`);
  if (q.debt_from) where.push(sql`c.rest >= ${toMinor(q.debt_from)}`);
  if (q.debt_to) where.push(sql`c.rest <= ${toMinor(q.debt_to)}`);
  if (q.days_late_from !== undefined && q.days_late_from > 0)
    where.push(sql`c.status = 'ACTIVE' and c.next_due_date <= ${today}::date - ${q.days_late_from}::int`);
  if (q.days_late_to !== undefined)
    where.push(sql`(c.status <> 'ACTIVE' or c.next_due_date is null
      or c.next_due_date >= ${today}::date - ${q.days_late_to}::int)`);
  return where;
}

/** One page of contracts, newest first (closed ones: most recently closed first). */
export async function listContracts(db: DbOrTx, q: ContractQuery, scope: 'all' | 'closed') {
  const today = await businessToday(db);
  const where = sql.join(conditions(q, today, scope), sql` and `);
  const order = scope === 'closed' ? sql`c.closed_on desc, c.id desc` : sql`c.id desc`;
  const rows = await db.execute<RawContract>(sql`select c.id, c.number, c.branch_id, b.name as branch_name,
      b.prefix as branch_prefix, c.client_id, cl.full_name as client_name, c.status, c.off_balance, c.currency, c.months, c.contract_date,
      c.debt, c.prepayment, c.monthly, c.rest, c.next_due_date,
      case when c.status = 'ACTIVE' and c.next_due_date < ${today}::date
        then ${today}::date - c.next_due_date else 0 end as days_late,
      c.responsible_id, u.full_name as responsible_name, c.closed_on
    from (select c.* from contracts c where ${where} order by ${order}
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) c
    join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    left join users u on u.id = c.responsible_id
    order by ${order}`);
  return { data: rows.rows.map(present), meta: { page: q.page, per_page: q.per_page } };
}

/**
 * The SQL of `clientOptions` for a search (exported for the plan tests): the
 * one client rule (`clientMatch`: PINFL, passport, a phone or its end, words
 * of the name in either script and any order), at most `PICKER_POOL` found
 * by their index, those whose name starts with the search first.
 */
export function clientOptionsSql(search: string): SQL {
  return sql`select c.id, c.full_name, c.pinfl, c.passport, c.phones from ${pickerClients(search)}
    order by ${pickerOrder(sql`c`, search)} limit 20`;
}

/** Clients to pick for an order: by PINFL, passport, a phone or its end, or words of the name. */
export async function clientOptions(db: DbOrTx, search: string | undefined) {
  if (!search) {
    const latest = await db.execute<{ id: number; full_name: string }>(sql`select c.id, c.full_name, c.pinfl,
        c.passport, c.phones from clients c where c.active order by c.id desc limit 20`);
    return latest.rows.map((r) => ({ ...r, id: Number(r.id), name: r.full_name }));
  }
  const rows = await db.execute<{
    id: number;
    full_name: string;
    pinfl: string | null;
    passport: string | null;
    phones: string[];
  }>(clientOptionsSql(search));
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), name: r.full_name }));
}

/**
 * What a manager sees before approving an order: how many other cards share
 * the client's PINFL, passport or a phone, whether the client is on the
 * blacklist, and their other contracts with the rest, late months and days
 * late as of today.
 */
export async function clientReview(db: DbOrTx, clientId: number) {
  const today = await businessToday(db);
  const [duplicates, blacklist, contracts] = await Promise.all([
    db.execute<{
      n: string;
    }>(sql`select count(*)::text as n from clients o join clients c on c.id = ${clientId}
      where o.id <> c.id and o.active and ((c.pinfl is not null and o.pinfl = c.pinfl)
        or (c.passport is not null and o.passport = c.passport) or o.phones && c.phones)`),
    blacklistStatus(db, clientId),
    db.execute<{
      id: string;
      number: string;
      branch_prefix: string | null;
      status: string;
      currency: string;
      debt: string;
      rest: string;
      contract_date: string;
    }>(
      sql`select k.id, k.number, b.prefix as branch_prefix, k.status, k.currency, k.debt, k.rest, k.contract_date
        from contracts k left join branches b on b.id = k.branch_id
        where k.client_id = ${clientId} and k.status <> 'CANCELED' order by k.id desc limit 50`,
    ),
  ]);
  const ids = contracts.rows.map((c) => Number(c.id));
  const late = await latenessOf(db, ids, today);
  const discipline = await clientDiscipline(db, clientId, today);
  return {
    // the client's payment discipline computed now (client-ratings)
    score: summaryColumns(discipline.summary),
    duplicates: Number(duplicates.rows[0]?.n ?? 0),
    blacklisted: blacklist.listed,
    blacklist_reason: blacklist.reason,
    contracts: contracts.rows.map((c) => {
      const l = late.get(Number(c.id));
      return {
        id: Number(c.id),
        number: Number(c.number),
        branch_prefix: c.branch_prefix,
        status: c.status,
        currency: c.currency,
        contract_date: c.contract_date,
        debt: fromMinor(BigInt(c.debt)),
        rest: fromMinor(BigInt(c.rest)),
        overdue: fromMinor(l?.overdue ?? 0n),
        late_months: l?.lateMonths ?? 0,
        days_late: l?.daysLate ?? 0,
      };
    }),
  };
}
