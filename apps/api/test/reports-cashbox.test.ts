import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The cashbox group's reports (REPORTS.md "CASHBOX") on the demo data: each
 * one's totals against the money journal it reads, a filter that narrows it,
 * and "as of" figures at a past date from history.
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
const totalOf = (p: ReportPage, key: string, currency?: string) =>
  String((currency ? p.totals.find((t) => t.currency === currency) : p.totals[0])?.[key] ?? '0.00');
const minor = (text: string) => BigInt(text.replace('.', ''));

/** Σ of the counted postings to accounts of `kind` in a currency, dated in [from, to], of a sign. */
const counted = (kind: string, currency: string, from: string, to: string, sign: 'in' | 'out') =>
  one(sql`select sum(p.amount)::text as v from money_postings p
    join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
    where a.kind = ${kind} and p.currency = ${currency} and p.business_date between ${from} and ${to}
      and o.status = 'APPROVED' and o.reversal_of is null and ${sign === 'in' ? sql`p.amount > 0` : sql`p.amount < 0`}`);

describe('cash balances and turnover (R0021, R0022)', () => {
  it('R0021 today = Σ the cashboxes’ balance rows; a past date = Σ the postings dated on or before it', async () => {
    const now = await page('R0021');
    const balances = await one(sql`select sum(mb.balance)::text as v from money_balances mb
      join money_accounts a on a.id = mb.account_id where a.kind = 'cashbox' and a.currency = 'UZS'`);
    expect(balances).toBeGreaterThan(0n);
    expect(totalOf(now, 'balance', 'UZS')).toBe(fromMinor(balances));
    expect(now.chart.length).toBeGreaterThan(0);
    // money sent by the open cash order is in transit
    const transit = await one(sql`select sum(amount)::text as v from cash_orders where status = 'SENT'`);
    expect(transit).toBeGreaterThan(0n);
    const inTransit = now.totals.reduce((n, t) => n + minor(String(t.in_transit)), 0n);
    expect(inTransit).toBe(transit);

    const past = await ctx.db.execute<{ d: string }>(sql`select (min(business_date) + 20)::text as d
      from money_postings`);
    const date = String(past.rows[0]?.d);
    const before = await page('R0021', `as_of=${date}`);
    const posted = await one(sql`select sum(p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and p.business_date <= ${date}`);
    expect(totalOf(before, 'balance', 'UZS')).toBe(fromMinor(posted));
    expect(totalOf(before, 'balance', 'UZS')).not.toBe(totalOf(now, 'balance', 'UZS'));

    // one cashbox, one currency
    const cashbox = now.rows.find((r) => r.currency === 'UZS' && r.balance !== '0.00');
    const narrowed = await page('R0021', `cashbox_id=${cashbox?.cashbox_id}&currency=UZS`);
    expect(narrowed.rows).toHaveLength(1);
    expect(narrowed.rows[0]?.balance).toBe(cashbox?.balance);
  });

  it('R0022 closes at R0021’s balance, opens at the balance of the day before, and in − out = closing − opening', async () => {
    const month = await page('R0022', 'period=month');
    const now = await page('R0021');
    for (const currency of ['UZS', 'USD']) {
      expect(totalOf(month, 'closing', currency)).toBe(totalOf(now, 'balance', currency));
    }
    const dayBefore = new Date(`${monthStart}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const opening = await page('R0021', `as_of=${dayBefore.toISOString().slice(0, 10)}`);
    expect(totalOf(month, 'opening', 'UZS')).toBe(totalOf(opening, 'balance', 'UZS'));
    const t = month.totals.find((x) => x.currency === 'UZS');
    expect(minor(String(t?.opening)) + minor(String(t?.income)) - minor(String(t?.expense))).toBe(
      minor(String(t?.closing)),
    );
    // the income is the cashboxes' debits of the journal's daily sums
    const debits = await one(sql`select sum(d.debit)::text as v from money_daily d
      join money_accounts a on a.id = d.account_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and d.business_date between ${monthStart} and ${today}`);
    expect(debits).toBeGreaterThan(0n);
    expect(totalOf(month, 'income', 'UZS')).toBe(fromMinor(debits));
    // one operation type narrows the income, not the balances
    const payments = await page('R0022', 'period=month&operation_type=CONTRACT_PAYMENT');
    expect(minor(totalOf(payments, 'income', 'UZS'))).toBeLessThan(debits);
    expect(minor(totalOf(payments, 'income', 'UZS'))).toBeGreaterThan(0n);
    expect(totalOf(payments, 'closing', 'UZS')).toBe(totalOf(month, 'closing', 'UZS'));
  });
});

describe('cash flows, receipts and disbursements (R0023, R0025)', () => {
  it('R0023 in and out = the counted postings to cashboxes and bank accounts; a flow and a place narrow it', async () => {
    const p = await page('R0023', ALL_TIME);
    let income = 0n;
    let expense = 0n;
    for (const kind of ['cashbox', 'bank_account']) {
      income += await counted(kind, 'UZS', '2000-01-01', '2100-01-01', 'in');
      expense -= await counted(kind, 'UZS', '2000-01-01', '2100-01-01', 'out');
    }
    expect(totalOf(p, 'income', 'UZS')).toBe(fromMinor(income));
    expect(totalOf(p, 'expense', 'UZS')).toBe(fromMinor(expense));
    expect(totalOf(p, 'net', 'UZS')).toBe(fromMinor(income - expense));
    const bank = await page('R0023', `${ALL_TIME}&account_kind=bank_account`);
    expect(bank.rows.length).toBeGreaterThan(0);
    expect(bank.rows.every((r) => r.account_kind === 'bank_account')).toBe(true);
    const bankIn = await counted('bank_account', 'UZS', '2000-01-01', '2100-01-01', 'in');
    expect(totalOf(bank, 'income', 'UZS')).toBe(fromMinor(bankIn));
    const contracts = await page('R0023', `${ALL_TIME}&flow_category=contracts`);
    expect(contracts.rows.every((r) => r.flow_category === 'contracts')).toBe(true);
    const paid = await one(sql`select sum(p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind in ('cashbox', 'bank_account') and p.currency = 'UZS' and p.amount > 0
        and o.type in ('CONTRACT_PAYMENT', 'PRE_PAYMENT', 'CONTRACT_REFUND', 'CASHLESS_PAYMENT_TYPE_INPUT')
        and o.status = 'APPROVED' and o.reversal_of is null`);
    expect(paid).toBeGreaterThan(0n);
    expect(totalOf(contracts, 'income', 'UZS')).toBe(fromMinor(paid));
  });

  it('R0025 disbursements = the cashboxes’ counted credits; the approver and the cost item narrow it', async () => {
    const p = await page('R0025', 'period=month');
    const out = -(await counted('cashbox', 'UZS', monthStart, today, 'out'));
    expect(out).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount_uzs')).toBe(fromMinor(out));
    // R0022's expense of the month = R0025's + what cancelled operations and reversals took
    const uncounted = await one(sql`select sum(-p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and p.amount < 0
        and p.business_date between ${monthStart} and ${today}
        and (o.status <> 'APPROVED' or o.reversal_of is not null)`);
    const turnover = await page('R0022', 'period=month');
    expect(minor(totalOf(turnover, 'expense', 'UZS'))).toBe(out + uncounted);

    const all = await page('R0025', ALL_TIME);
    const item = all.rows.find((r) => r.expense_item_name);
    expect(item).toBeDefined();
    const itemId = await one(
      sql`select id::text as v from cost_items where name = ${String(item?.expense_item_name)}`,
    );
    const byItem = await page('R0025', `${ALL_TIME}&expense_item_id=${itemId}`);
    expect(byItem.rows.length).toBeGreaterThan(0);
    expect(byItem.rows.length).toBeLessThan(all.rows.length);
    expect(byItem.rows.every((r) => r.expense_item_name === item?.expense_item_name)).toBe(true);
    const approver = await one(sql`select approved_by::text as v from money_operations
      where type = 'SALARY_PAYMENT' and status = 'APPROVED' limit 1`);
    const byApprover = await page('R0025', `${ALL_TIME}&user_id=${approver}`);
    expect(byApprover.rows.length).toBeGreaterThan(0);
    expect(byApprover.rows.length).toBeLessThan(all.rows.length);
  });
});

describe('contract payments and prepayments (R0026, R0027)', () => {
  const settled = (kind: string, currency: string, extra: SQL = sql`true`) =>
    one(sql`select sum(s.amount)::text as v from contract_settlements s
      join money_operations o on o.id = s.operation_id
      where s.kind = ${kind} and s.currency = ${currency} and o.status = 'APPROVED' and o.reversal_of is null
        and ${extra}`);

  it('R0026 = Σ the counted payments; overdue + current + ahead + to the account = the amount; a channel narrows it', async () => {
    const p = await page('R0026', ALL_TIME);
    const paid = await settled('PAYMENT', 'UZS');
    expect(paid).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(paid));
    const t = p.totals.find((x) => x.currency === 'UZS');
    const parts = ['to_overdue', 'to_current', 'to_ahead', 'to_account'].map((k) => minor(String(t?.[k])));
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(paid);
    expect(parts[0]).toBeGreaterThan(0n);
    expect(p.rows.some((r) => String(r.number).includes('-'))).toBe(true);
    // the auto-debits paid are the auto-debit channel
    const auto = await page('R0026', `${ALL_TIME}&payment_channel=AUTO_DEBIT`);
    const debited = await one(sql`select count(*)::text as v from auto_pay_debits where status = 'PAID'`);
    expect(debited).toBeGreaterThan(0n);
    expect(BigInt(auto.meta.total)).toBe(debited);
    expect(auto.rows.every((r) => r.channel === 'AUTO_DEBIT')).toBe(true);
    const online = await page('R0026', `${ALL_TIME}&payment_channel=ONLINE`);
    expect(online.rows.length).toBeGreaterThan(0);
  });

  it('R0027 = Σ the counted down payments; the contract’s state narrows it', async () => {
    const p = await page('R0027', ALL_TIME);
    const taken = await settled('PRE_PAYMENT', 'UZS');
    expect(taken).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(taken));
    const closed = await page('R0027', `${ALL_TIME}&contract_status=CLOSED`);
    const closedSum = await settled(
      'PRE_PAYMENT',
      'UZS',
      sql`s.contract_id in (select id from contracts where status = 'CLOSED')`,
    );
    expect(closed.rows.length).toBeGreaterThan(0);
    expect(closed.rows.every((r) => r.contract_status === 'CLOSED')).toBe(true);
    expect(totalOf(closed, 'amount', 'UZS')).toBe(fromMinor(closedSum));
  });
});

describe('cash orders, exchange and cancellations (R0028, R0029, R0031)', () => {
  it('R0028 lists every cash order; what is in transit = R0021’s money in transit; a cashbox narrows it', async () => {
    const p = await page('R0028', ALL_TIME);
    const orders = await one(sql`select count(*)::text as v from cash_orders`);
    expect(BigInt(p.meta.total)).toBe(orders);
    const sum = await one(sql`select sum(amount)::text as v from cash_orders where currency = 'UZS'`);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(sum));
    const balances = await page('R0021');
    for (const currency of ['UZS', 'USD'])
      expect(totalOf(p, 'in_transit', currency)).toBe(totalOf(balances, 'in_transit', currency));
    const open = p.rows.find((r) => r.status === 'SENT');
    expect(Number(open?.days_in_transit)).toBeGreaterThanOrEqual(0);
    const source = await one(sql`select source_cashbox_id::text as v from cash_orders where status = 'SENT'`);
    const narrowed = await page('R0028', `${ALL_TIME}&cashbox_id=${source}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThanOrEqual(p.rows.length);
    expect(narrowed.rows.some((r) => r.status === 'SENT')).toBe(true);
  });

  it('R0029 dollars = the cashboxes’ USD postings of exchanges; the difference is (rate − day’s rate) × dollars', async () => {
    const p = await page('R0029', ALL_TIME);
    const usd = await one(sql`select sum(abs(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'cashbox' and p.currency = 'USD' and o.type = 'CURRENCY_EXCHANGE'
        and o.status = 'APPROVED' and o.reversal_of is null`);
    expect(usd).toBeGreaterThan(0n);
    expect(totalOf(p, 'usd')).toBe(fromMinor(usd));
    for (const r of p.rows) {
      const rate = BigInt(String(r.rate).split('.')[0] ?? '0');
      const day = BigInt(String(r.day_rate).split('.')[0] ?? '0');
      const sign = r.direction === 'SELL_USD' ? 1n : -1n;
      expect(r.difference_uzs).toBe(fromMinor((rate - day) * minor(String(r.usd)) * sign));
    }
    expect(p.rows.some((r) => r.direction === 'BUY_USD')).toBe(true);
    expect(p.rows.some((r) => r.difference_uzs !== '0.00')).toBe(true);
    const cashbox = await one(sql`select cashbox_id::text as v from money_operations
      where type = 'CURRENCY_EXCHANGE' order by id limit 1`);
    const narrowed = await page('R0029', `${ALL_TIME}&cashbox_id=${cashbox}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThan(p.rows.length);
  });

  it('R0031 lists the cancelled operations with who cancelled them; the canceller narrows it', async () => {
    const p = await page('R0031', ALL_TIME);
    const cancelled = await one(sql`select count(*)::text as v from money_operations o
      where o.status = 'CANCELED' and exists (select 1 from money_operations r where r.reversal_of = o.id)`);
    expect(cancelled).toBeGreaterThan(0n);
    expect(BigInt(p.meta.total)).toBe(cancelled);
    const sum = await one(sql`select sum(amount)::text as v from money_operations
      where status = 'CANCELED' and currency = 'UZS' and approved_at is not null`);
    expect(totalOf(p, 'amount_uzs')).toBe(fromMinor(sum));
    expect(p.rows.every((r) => r.canceled_by_name)).toBe(true);
    expect(p.rows.some((r) => String(r.comment ?? '').length > 0)).toBe(true);
    const canceller = await one(sql`select canceled_by::text as v from money_operations
      where status = 'CANCELED' order by id limit 1`);
    const mine = await page('R0031', `${ALL_TIME}&user_id=${canceller}`);
    expect(mine.rows.length).toBeGreaterThan(0);
    const other = await page('R0031', `${ALL_TIME}&user_id=${canceller + 1000n}`);
    expect(other.rows).toHaveLength(0);
  });
});

describe('investor settlements (R0033)', () => {
  it('R0033 owed = −Σ the investors’ postings; invested and withdrawn are the period’s, and a past period differs', async () => {
    const p = await page('R0033', ALL_TIME);
    const owed = await one(sql`select (-sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id where a.kind = 'investor' and a.currency = 'UZS'`);
    expect(owed).toBeGreaterThan(0n);
    expect(totalOf(p, 'owed', 'UZS')).toBe(fromMinor(owed));
    const t = p.totals.find((x) => x.currency === 'UZS');
    expect(minor(String(t?.invested)) - minor(String(t?.withdrawn))).toBe(owed);
    const first = await ctx.db.execute<{ d: string }>(sql`select min(p.business_date)::text as d
      from money_postings p join money_accounts a on a.id = p.account_id where a.kind = 'investor'`);
    const day = String(first.rows[0]?.d);
    const then = await page('R0033', `period=range&date_from=${day}&date_to=${day}`);
    expect(totalOf(then, 'withdrawn', 'UZS')).toBe('0.00');
    expect(totalOf(then, 'owed', 'UZS')).not.toBe(totalOf(p, 'owed', 'UZS'));
  });
});

describe("the cashier's day (R0030)", () => {
  /** Σ of the postings to one cashbox account dated up to `to` (before it when `strict`). */
  const cashUpTo = (cashboxId: number, currency: string, to: string, strict: boolean) =>
    one(sql`select sum(p.amount)::text as v from money_postings p join money_accounts a on a.id = p.account_id
      where a.kind = 'cashbox' and a.ref_id = ${cashboxId} and a.currency = ${currency}
        and ${strict ? sql`p.business_date < ${to}` : sql`p.business_date <= ${to}`}`);

  it('R0030 opening + the day’s in − out = closing per cashbox, each as the postings dated by then have it', async () => {
    const last = await ctx.db.execute<{
      d: string;
      cashbox_id: number;
    }>(sql`select r.business_date::text as d,
        r.cashbox_id from money_operations r where r.reversal_of is not null and r.cashbox_id is not null
      order by r.business_date desc, r.id desc limit 1`);
    const day = String(last.rows[0]?.d);
    const cashbox = Number(last.rows[0]?.cashbox_id);
    const p = await page('R0030', `as_of=${day}&cashbox_id=${cashbox}&currency=UZS`);
    const line = (name: string) => p.rows.filter((r) => r.line === name);
    expect(line('OPENING')).toHaveLength(1);
    expect(line('CANCELED')).toHaveLength(1);
    expect(line('OPERATIONS').length).toBeGreaterThan(1);
    const opening = minor(String(line('OPENING')[0]?.balance));
    const closing = minor(String(line('CLOSING')[0]?.balance));
    expect(opening).toBe(await cashUpTo(cashbox, 'UZS', day, true));
    expect(closing).toBe(await cashUpTo(cashbox, 'UZS', day, false));
    const moved = minor(totalOf(p, 'income', 'UZS')) - minor(totalOf(p, 'expense', 'UZS'));
    expect(opening + moved).toBe(closing);
    const counted = await one(sql`select count(distinct o.id)::text as v from money_operations o
      join money_postings p on p.operation_id = o.id join money_accounts a on a.id = p.account_id
      where a.kind = 'cashbox' and a.ref_id = ${cashbox} and a.currency = 'UZS' and p.business_date = ${day}
        and o.status = 'APPROVED' and o.reversal_of is null`);
    const listed = line('OPERATIONS').reduce((n, r) => n + Number(r.operations), 0);
    expect(BigInt(listed)).toBe(counted);

    // one cashier: only the operations they created (fewer than the cashbox's)
    const cashier = await ctx.db.execute<{
      u: number;
      n: string;
    }>(sql`select o.created_by as u, count(*)::text as n
      from money_operations o join money_postings p on p.operation_id = o.id
      join money_accounts a on a.id = p.account_id
      where a.kind = 'cashbox' and a.ref_id = ${cashbox} and a.currency = 'UZS' and p.business_date = ${day}
        and o.status = 'APPROVED' and o.reversal_of is null
      group by o.created_by order by count(*) limit 1`);
    const mine = await page(
      'R0030',
      `as_of=${day}&cashbox_id=${cashbox}&currency=UZS&user_id=${cashier.rows[0]?.u}`,
    );
    const theirs = mine.rows
      .filter((r) => r.line === 'OPERATIONS')
      .reduce((n, r) => n + Number(r.operations), 0);
    expect(String(theirs)).toBe(cashier.rows[0]?.n);
    expect(theirs).toBeLessThan(listed);
    expect(mine.rows.find((r) => r.line === 'CLOSING')?.balance).toBe(fromMinor(closing));
  });
});

describe('client accounts (R0032)', () => {
  it('R0032 holds −Σ the clients’ postings; in and out by kind; a past date and the balance range narrow it', async () => {
    const p = await page('R0032', ALL_TIME);
    const held = await one(sql`select (-sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id where a.kind = 'client' and a.currency = 'UZS'`);
    expect(held).toBeGreaterThan(0n);
    expect(totalOf(p, 'closing', 'UZS')).toBe(fromMinor(held));
    const byType = (type: string) =>
      one(sql`select abs(sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'client' and a.currency = 'UZS' and o.type = ${type}`);
    expect(totalOf(p, 'deposited', 'UZS')).toBe(fromMinor(await byType('CLIENT_INPUT')));
    expect(totalOf(p, 'paid_out', 'UZS')).toBe(fromMinor(await byType('CLIENT_OUTPUT')));
    expect(minor(totalOf(p, 'overpaid', 'USD'))).toBeGreaterThan(0n);

    // before the payout: the client held the whole deposit
    const payout = await ctx.db.execute<{ d: string }>(sql`select (max(business_date) - 1)::text as d
      from money_operations where type = 'CLIENT_OUTPUT' and status = 'APPROVED'`);
    const before = String(payout.rows[0]?.d);
    const then = await page('R0032', `period=range&date_from=2000-01-01&date_to=${before}&currency=UZS`);
    const heldThen = await one(sql`select (-sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id
      where a.kind = 'client' and a.currency = 'UZS' and p.business_date <= ${before}`);
    expect(totalOf(then, 'closing', 'UZS')).toBe(fromMinor(heldThen));
    expect(heldThen).not.toBe(held);

    const top = p.rows[0];
    const above = await page('R0032', `${ALL_TIME}&balance_min=${top?.closing}`);
    expect(above.rows.length).toBeGreaterThan(0);
    expect(above.rows.length).toBeLessThan(p.rows.length);
    expect(above.rows.every((r) => minor(String(r.closing)) >= minor(String(top?.closing)))).toBe(true);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/R0032?balance_min=abc',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});
