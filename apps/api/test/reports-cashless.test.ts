import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCirculation } from '../src/areas/cash/cashless/service.ts';
import { bearer, createTestContext, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * The cashless group's reports (REPORTS.md "CASHLESS") on the demo data:
 * each one's totals against the statement rows, the journal or the
 * auto-pay records it reads (another query or the area's own service), and
 * a filter that narrows it.
 */

let ctx: TestContext;
let admin: string;
const today = tashkentToday();
const monthStart = `${today.slice(0, 8)}01`;
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

async function page(code: string, query = ''): Promise<ReportPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/${code}?per_page=500&${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportPage }>().data;
}
async function one(query: SQL): Promise<bigint> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return BigInt(rows.rows[0]?.v ?? '0');
}
const totalOf = (p: ReportPage, key: string, currency = 'UZS') =>
  String(p.totals.find((t) => t.currency === currency)?.[key] ?? '0.00');
const minor = (text: unknown) => BigInt(String(text ?? '0').replace('.', ''));

/** A day `days` before today. */
function daysAgo(days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A statement row added to account 1 (UZS) and booked through the statement screens' route. */
async function bookedRow(
  row: { date: string; number: string; direction: 'IN' | 'OUT'; amount: bigint; party: string },
  booking: { target: string; target_id?: number },
): Promise<number> {
  const inserted = await ctx.db.execute<{ id: string }>(sql`insert into bank_transactions
      (account_id, currency, doc_date, doc_number, direction, amount, counterparty_name, counterparty_inn,
        counterparty_account, purpose, source)
    values (1, 'UZS', ${row.date}, ${row.number}, ${row.direction}, ${row.amount}, ${row.party}, '309999999',
      '20208000900999888001', 'test', 'test') returning id`);
  const id = Number(inserted.rows[0]?.id);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/money-account-no-cash/operations/${id}/classify`,
    headers: { ...bearer(admin), ...freshKey() },
    payload: booking,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('bank account balances and turnover (R0075, R0076)', () => {
  it('R0075 = the journal’s bank balance rows plus the undirected statement rows; a past date from history', async () => {
    const now = await page('R0075');
    const booked = await one(sql`select sum(mb.balance)::text as v from money_balances mb
      join money_accounts a on a.id = mb.account_id where a.kind = 'bank_account' and a.currency = 'UZS'`);
    expect(booked).not.toBe(0n);
    expect(totalOf(now, 'booked')).toBe(fromMinor(booked));
    const undirectedIn = await one(sql`select sum(amount)::text as v from bank_transactions
      where target = 'UNDIRECTED' and direction = 'IN' and currency = 'UZS'`);
    const undirectedOut = await one(sql`select sum(amount)::text as v from bank_transactions
      where target = 'UNDIRECTED' and direction = 'OUT' and currency = 'UZS'`);
    expect(undirectedOut).toBeGreaterThan(0n);
    expect(totalOf(now, 'unclassified_in')).toBe(fromMinor(undirectedIn));
    expect(totalOf(now, 'unclassified_out')).toBe(fromMinor(undirectedOut));
    expect(totalOf(now, 'balance')).toBe(fromMinor(booked + undirectedIn - undirectedOut));
    expect(now.chart.length).toBeGreaterThan(0);

    const date = daysAgo(40);
    const past = await page('R0075', `as_of=${date}`);
    const posted = await one(sql`select sum(p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id
      where a.kind = 'bank_account' and a.currency = 'UZS' and p.business_date <= ${date}`);
    expect(totalOf(past, 'booked')).toBe(fromMinor(posted));
    expect(totalOf(past, 'booked')).not.toBe(totalOf(now, 'booked'));

    const narrowed = await page('R0075', 'bank_account_id=1');
    expect(narrowed.rows.map((r) => r.account_id)).toEqual([1]);
    const usd = await page('R0075', 'currency=USD');
    expect(usd.rows.length).toBeGreaterThan(0);
    expect(usd.rows.every((r) => r.currency === 'USD')).toBe(true);
  });

  it('R0076 opens and closes each account at R0075’s balances; its income is the turnover screen’s plus the undirected', async () => {
    const month = await page('R0076', 'period=month');
    const now = await page('R0075');
    const before = await page('R0075', `as_of=${daysAgo(Number(today.slice(8, 10)))}`);
    for (const account of now.rows) {
      const rows = month.rows.filter((r) => r.account_id === account.account_id);
      expect(rows[0]?.opening, String(account.account_name)).toBe(
        before.rows.find((r) => r.account_id === account.account_id)?.balance,
      );
      expect(rows.at(-1)?.closing, String(account.account_name)).toBe(account.balance);
    }

    const all = await page('R0076', ALL_TIME);
    const circulation = await bankCirculation(ctx.db, { date_from: '2000-01-01', date_to: '2100-01-01' });
    const journalIn = circulation
      .filter((r) => r.currency === 'UZS')
      .reduce((n, r) => n + minor(r.income), 0n);
    const undirectedIn = await one(sql`select sum(amount)::text as v from bank_transactions
      where target = 'UNDIRECTED' and direction = 'IN' and currency = 'UZS'`);
    expect(totalOf(all, 'income')).toBe(fromMinor(journalIn + undirectedIn));

    const incomes = await page('R0076', `${ALL_TIME}&bank_target=INCOME`);
    expect(incomes.rows.length).toBeGreaterThan(0);
    expect(incomes.rows.every((r) => r.category === 'INCOME')).toBe(true);
    expect(minor(totalOf(incomes, 'income'))).toBeLessThan(minor(totalOf(all, 'income')));
  });
});

describe('statement rows: status, receipts and payments (R0077–R0079)', () => {
  it('R0077 counts every statement row by how it was booked; the status filter keeps the undirected', async () => {
    const all = await page('R0077', ALL_TIME);
    const rows = await one(sql`select count(*)::text as v from bank_transactions`);
    expect(all.rows.reduce((n, r) => n + Number(r.rows_count), 0)).toBe(Number(rows));
    const undirected = await page('R0077', `${ALL_TIME}&classification=UNDIRECTED`);
    const left = await one(
      sql`select count(*)::text as v from bank_transactions where target = 'UNDIRECTED'`,
    );
    expect(left).toBeGreaterThan(0n);
    expect(undirected.rows.reduce((n, r) => n + Number(r.rows_count), 0)).toBe(Number(left));
    expect(undirected.rows.every((r) => r.target === 'UNDIRECTED' && Number(r.days_undirected) >= 0)).toBe(
      true,
    );
    expect(all.chart.map((c) => c.label).sort()).toEqual(['HAND', 'RULE', 'UNDIRECTED']);
  });

  it('R0078 = the journal’s counted bank receipts booked to income targets; type and payer narrow it', async () => {
    const all = await page('R0078', ALL_TIME);
    const journal = await one(sql`select sum(o.amount)::text as v from money_operations o
      where o.type like 'CASHLESS\\_%\\_INPUT' and o.type not in ('CASHLESS_INTERNAL_INPUT', 'CASHLESS_WRONG_INPUT')
        and o.status = 'APPROVED' and o.reversal_of is null and o.currency = 'UZS'`);
    expect(journal).toBeGreaterThan(0n);
    expect(totalOf(all, 'amount')).toBe(fromMinor(journal));
    expect(all.chart.length).toBeGreaterThan(1);
    const fond = await page('R0078', `${ALL_TIME}&bank_target=FOND`);
    expect(fond.rows.length).toBeGreaterThan(0);
    expect(fond.rows.every((r) => r.target === 'FOND')).toBe(true);
    const payer = await page('R0078', `${ALL_TIME}&counterparty=301234567`);
    expect(payer.rows.length).toBeGreaterThan(0);
    expect(payer.rows.length).toBeLessThan(all.rows.length);
    expect(payer.rows.every((r) => r.counterparty_inn === '301234567')).toBe(true);
  });

  it('R0079 = the journal’s counted bank payments to suppliers and cost items; a supplier narrows it', async () => {
    const all = await page('R0079', ALL_TIME);
    const journal = await one(sql`select sum(o.amount)::text as v from money_operations o
      where o.type in ('CASHLESS_SUPPLIER_OUTPUT', 'CASHLESS_EXPENSE_OUTPUT')
        and o.status = 'APPROVED' and o.reversal_of is null and o.currency = 'UZS'`);
    expect(journal).toBeGreaterThan(0n);
    expect(totalOf(all, 'amount')).toBe(fromMinor(journal));
    const supplier = all.rows.find((r) => r.target === 'SUPPLIER');
    expect(supplier?.supplier_codes).toBeTruthy();
    const narrowed = await page('R0079', `${ALL_TIME}&supplier_id=${supplier?.target_id}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThan(all.rows.length);
    expect(narrowed.rows.every((r) => r.target_id === supplier?.target_id)).toBe(true);
  });
});

describe('transfers and money received by mistake (R0080, R0081)', () => {
  it('R0080 pairs the two statements of an internal transfer and leaves the one-sided unmatched', async () => {
    const all = await page('R0080', ALL_TIME);
    const records =
      await one(sql`select (select count(*) from bank_transactions where target in ('INTERNAL', 'CASHBOX'))
      + (select count(*) from money_operations where type in ('BANK_INPUT', 'BANK_OUTPUT')
        and status = 'APPROVED' and reversal_of is null) as v`);
    expect(all.rows.length).toBe(Number(records));
    const matched = await page('R0080', `${ALL_TIME}&matched=true`);
    // the main account's 12 000 000 to the second, on both statements
    expect(matched.rows.map((r) => [r.target, r.amount_in, r.amount_out])).toEqual(
      expect.arrayContaining([
        ['INTERNAL', '0.00', '12000000.00'],
        ['INTERNAL', '12000000.00', '0.00'],
      ]),
    );
    expect(matched.rows.every((r) => r.matched_date === r.doc_date)).toBe(true);
    const unmatched = await page('R0080', `${ALL_TIME}&matched=false`);
    expect(unmatched.rows.length + matched.rows.length).toBe(all.rows.length);
    expect(unmatched.rows.some((r) => r.target === 'INTERNAL' && r.amount_out === '15000000.00')).toBe(true);
    const cashbox = await page('R0080', `${ALL_TIME}&cashbox_id=1`);
    expect(cashbox.rows.length).toBeGreaterThan(0);
    expect(cashbox.rows.every((r) => r.target === 'CASHBOX' && Number(r.other_id) === 1)).toBe(true);
  });

  it('R0081 holds what suspense holds; a receipt returned is RETURNED, one held past the days OVERDUE', async () => {
    await bookedRow(
      { date: daysAgo(30), number: 'W-1', direction: 'IN', amount: 77_700_00n, party: '«Begona» MChJ' },
      { target: 'WRONG' },
    );
    const all = await page('R0081', ALL_TIME);
    const suspense = await one(sql`select (-sum(mb.balance))::text as v from money_balances mb
      join money_accounts a on a.id = mb.account_id where a.kind = 'suspense' and a.currency = 'UZS'`);
    expect(suspense).toBe(77_700_00n);
    expect(totalOf(all, 'held')).toBe(fromMinor(suspense));
    expect(all.rows.find((r) => r.doc_number === '504')?.wrong_state).toBe('RETURNED');
    const overdue = await page('R0081', `${ALL_TIME}&wrong_state=OVERDUE`);
    expect(overdue.rows.map((r) => [r.doc_number, r.held, r.days_held])).toEqual([['W-1', '77700.00', 30]]);
    // 40 days allowed: not overdue yet
    const lenient = await page('R0081', `${ALL_TIME}&wrong_state=OVERDUE&days=40`);
    expect(lenient.rows).toHaveLength(0);
  });
});

describe('card debits and online payments (R0082, R0083)', () => {
  it('R0082 debited = the settlements the paid debits posted; the result and error filters narrow it', async () => {
    const all = await page('R0082', ALL_TIME);
    const settled = await one(sql`select sum(s.amount)::text as v from auto_pay_debits d
      join contract_settlements s on s.id = d.settlement_id where d.status = 'PAID'`);
    expect(settled).toBeGreaterThan(0n);
    expect(totalOf(all, 'debited')).toBe(fromMinor(settled));
    const days = await one(
      sql`select count(distinct (contract_id, n, business_date))::text as v from auto_pay_debits`,
    );
    expect(totalOf(all, 'tried')).toBe(String(days));
    // the ladder's card paid a smaller rung: in part; the card with no money failed
    const part = await page('R0082', `${ALL_TIME}&debit_result=PART`);
    expect(part.rows.length).toBeGreaterThan(0);
    expect(part.rows.every((r) => minor(r.debited) > 0n && minor(r.debited) < minor(r.due))).toBe(true);
    const funds = await page('R0082', `${ALL_TIME}&error_code=-31630`);
    expect(funds.rows.length).toBeGreaterThan(0);
    expect(funds.rows.length).toBeLessThan(all.rows.length);
    expect(Number(totalOf(all, 'succeeded')) + Number(totalOf(all, 'failed'))).toBe(all.rows.length);
    expect(all.chart.length).toBeGreaterThan(0);
  });

  it('R0083 lists each online payment posted once, and settled to the bank once the bank paid the transit out', async () => {
    const all = await page('R0083', 'period=day');
    const payments = await one(
      sql`select sum(amount)::text as v from online_payments where business_date = ${today}`,
    );
    expect(payments).toBeGreaterThan(0n);
    expect(String(all.totals[0]?.amount)).toBe(fromMinor(payments));
    expect(all.rows.every((r) => r.postings === 1 && r.settled === 'false')).toBe(true);
    const click = await page('R0083', 'period=day&provider=CLICK');
    expect(click.rows.map((r) => r.provider)).toEqual(['CLICK']);

    // the bank pays out everything Payme's transit account holds: Payme's payment has reached the bank
    const transit = await ctx.db.execute<{
      id: number;
      balance: string;
    }>(sql`select pt.id, sum(mb.balance)::text as balance
      from payment_types pt join money_accounts a on a.kind = 'payment_transit' and a.ref_id = pt.id
      join money_balances mb on mb.account_id = a.id where pt.name = 'Payme' group by pt.id`);
    const payme = transit.rows[0];
    await bookedRow(
      { date: today, number: 'P-1', direction: 'IN', amount: BigInt(String(payme?.balance)), party: 'Payme' },
      { target: 'PAYMENT_TYPE', target_id: Number(payme?.id) },
    );
    const after = await page('R0083', 'period=day');
    expect(after.rows.map((r) => [r.provider, r.settled]).sort()).toEqual([
      ['CLICK', 'false'],
      ['PAYME', 'true'],
    ]);
  });
});

it('the month’s reports answer with the month’s period', async () => {
  const month = await page('R0077', 'period=month');
  expect(month.rows.every((r) => String(r.doc_date) >= monthStart)).toBe(true);
});
