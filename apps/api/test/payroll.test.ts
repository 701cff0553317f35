import { workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normDatesOf } from '../src/areas/hr/payroll/scope.ts';
import { createEmployee } from './fixtures/employees.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Payroll through the HTTP API: a month's time sheet from attendance_days,
 * corrected with a reason; additions and deductions; an advance through the
 * cash desk; the statement computed (proration of a mid-month salary change,
 * taxes, advances), recomputed, approved (posted, frozen, the month closed),
 * paid in part and in full (never beyond what is owed, once per key),
 * cancelled only by reversal and only unpaid; staff balances and the
 * reconciliation act with its print; rights and bad input.
 */

let ctx: TestContext;
let admin: string;
let hr: string;
let reader: string;
let editor: string;
const ids = { branch: 0, box: 0, hrUser: 0, a: 0, aUser: 0, b: 0, bUser: 0 };
const MONTH = '2026-03';
let norm: string[] = [];

const RULES = [
  'time_sheets.show',
  'time_sheets.edit',
  'additions.show',
  'additions.add',
  'additions.edit',
  'statements.show',
  'statements.add',
  'statements.edit',
  'salary_payments.show',
  'salary_payments.add',
  'salary_calculations.show',
  'salary_reconciliation_reports.show',
  'output_to_staff.add',
  'output_to_staff.approve',
];

const send = (method: 'POST' | 'DELETE', url: string, payload?: object, token = hr, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...freshKey(), ...headers },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, token = hr) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** a × b / c rounded half up, the documented rounding. */
const prorate = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);
const pct12 = (x: bigint) => (x <= 0n ? 0n : (2n * x * 12n + 100n) / 200n);
const minor = (s: string) => BigInt(s.replace('.', ''));

async function attendance(employeeId: number, dates: readonly string[], status: string) {
  for (const date of dates) {
    await ctx.db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status, worked_minutes)
      values (${employeeId}, ${date}, ${ids.branch}, ${status}, 480)
      on conflict (employee_id, date) do update set status = excluded.status`);
  }
}

async function employeeBalance(userId: number): Promise<bigint> {
  const rows = await ctx.db.execute<{
    b: string | null;
  }>(sql`select sum(mb.balance) as b from money_accounts a
    join money_balances mb on mb.account_id = a.id where a.kind = 'employee' and a.ref_id = ${userId}`);
  return BigInt(rows.rows[0]?.b ?? 0);
}

let statementId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.hrUser = (await createUser(ctx, { username: 'kadrlar', rules: RULES })).id;
  await createUser(ctx, { username: 'oquvchi', rules: ['statements.show', 'time_sheets.show'] });
  hr = await signIn(ctx, 'kadrlar', 'Secret#123');
  reader = await signIn(ctx, 'oquvchi', 'Secret#123');
  await createUser(ctx, { username: 'bekor', rules: [...RULES, 'salary_payments.edit', 'cashbox.all'] });
  editor = await signIn(ctx, 'bekor', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Ish haqi kassasi', ids.branch, ids.hrUser);
  const holidays = await ctx.db.execute<{ date: string }>(sql`select date::text as date from holidays`);
  norm = workingDaysOf(MONTH, new Set(holidays.rows.map((r) => r.date)));
  const a = await createEmployee(ctx, { number: 'P0001', fullName: 'Aliyev Anvar', branchId: ids.branch });
  const b = await createEmployee(ctx, {
    number: 'P0002',
    fullName: 'Bakirova Barno',
    branchId: ids.branch,
    salary: 500_000_000n,
  });
  Object.assign(ids, { a: a.id, aUser: a.userId, b: b.id, bUser: b.userId });
  // B's pay rises mid-month
  await ctx.db.execute(sql`insert into employee_salaries (employee_id, effective_from, amount)
    values (${b.id}, ${`${MONTH}-16`}, 800000000)`);
  // A: two days absent, the rest present; B: every working day present
  await attendance(a.id, norm.slice(0, 2), 'ABSENT');
  await attendance(a.id, norm.slice(2), 'PRESENT');
  await attendance(b.id, norm, 'PRESENT');
  const fund = await send(
    'POST',
    '/api/cashbox/operations?approve=true',
    { type: 'CASHBOX_INPUT', cashbox_id: ids.box, amount: '20000000', currency: 'UZS' },
    admin,
  );
  expect(fund.statusCode, fund.body).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the norm of a month', () => {
  it('takes off active holidays only, as attendance does', async () => {
    // Monday 2027-02-01 and Tuesday 2027-02-02: one holiday kept, one switched off
    await ctx.db.execute(sql`insert into holidays (name, date, active)
      values ('Norm test on', '2027-02-01', true), ('Norm test off', '2027-02-02', false)`);
    const norm = await normDatesOf(ctx.db, '2027-02');
    expect(norm).not.toContain('2027-02-01');
    expect(norm).toContain('2027-02-02');
  });
});

describe('time sheet', () => {
  it('shows each day and the worked days from attendance_days', async () => {
    const res = await get(`/api/salary/time-sheets?month=${MONTH}&branch_id=${ids.branch}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const a = body.data.find((r: { employee_id: number }) => r.employee_id === ids.a);
    expect(a.norm_days).toBe(norm.length);
    expect(a.present).toBe(norm.length - 2);
    expect(a.absent).toBe(2);
    expect(a.days[norm[0] ?? '']).toBe('ABSENT');
    expect(body.meta.dates).toHaveLength(31);
  });

  it('is corrected with a reason, keeping before and after', async () => {
    const res = await send('POST', '/api/salary/time-sheets/corrections', {
      employee_id: ids.a,
      month: MONTH,
      date: norm[0],
      status: 'PRESENT',
      reason: 'Terminal ishlamadi',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ before: 'ABSENT', after: 'PRESENT' });
    const sheet = (await get(`/api/salary/time-sheets?month=${MONTH}&search=Aliyev`)).json();
    expect(sheet.data[0].present).toBe(norm.length - 1);
    const history = (
      await get(`/api/salary/time-sheets/corrections?month=${MONTH}&employee_id=${ids.a}`)
    ).json();
    expect(history.data[0]).toMatchObject({
      before: 'ABSENT',
      after: 'PRESENT',
      reason: 'Terminal ishlamadi',
    });
  });

  it('refuses a correction without a reason, outside the month, or with both kinds (400)', async () => {
    const bad = [
      { employee_id: ids.a, month: MONTH, date: norm[1], status: 'PRESENT' },
      { employee_id: ids.a, month: MONTH, date: '2026-04-02', status: 'PRESENT', reason: 'x' },
      { employee_id: ids.a, month: MONTH, date: norm[1], status: 'PRESENT', worked_days: 3, reason: 'x' },
      { employee_id: ids.a, month: '2026-13', worked_days: 3, reason: 'x' },
      { employee_id: 999999, month: MONTH, worked_days: 3, reason: 'x' },
    ];
    for (const payload of bad) {
      const res = await send('POST', '/api/salary/time-sheets/corrections', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('errors');
    }
  });

  it('refuses a correction to a reader (403)', async () => {
    const res = await send(
      'POST',
      '/api/salary/time-sheets/corrections',
      { employee_id: ids.a, month: MONTH, worked_days: 3, reason: 'x' },
      reader,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('time sheet marks', () => {
  it('marks each corrected day with the latest correction: who, when, before → after, why', async () => {
    const again = await send('POST', '/api/salary/time-sheets/corrections', {
      employee_id: ids.a,
      month: MONTH,
      date: norm[0],
      status: 'PRESENT',
      reason: 'Qayta tekshirildi',
    });
    expect(again.statusCode, again.body).toBe(201);
    const sheet = (await get(`/api/salary/time-sheets?month=${MONTH}&branch_id=${ids.branch}`)).json();
    const a = sheet.data.find((r: { employee_id: number }) => r.employee_id === ids.a);
    const b = sheet.data.find((r: { employee_id: number }) => r.employee_id === ids.b);
    expect(Object.keys(a.corrections)).toEqual([norm[0]]);
    expect(a.corrections[norm[0] ?? '']).toMatchObject({
      before: 'PRESENT',
      after: 'PRESENT',
      reason: 'Qayta tekshirildi',
      by: 'kadrlar',
      count: 2,
    });
    expect(a.corrections[norm[0] ?? ''].at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(a.days[norm[0] ?? '']).toBe('PRESENT');
    expect(b.corrections).toEqual({});
    // another month shows none of them
    const other = (await get(`/api/salary/time-sheets?month=2026-02&search=Aliyev`)).json();
    expect(other.data[0]?.corrections ?? {}).toEqual({});
  });
});

describe('additions and advances', () => {
  it('adds a bonus and a fine, refuses bad input', async () => {
    const bonus = await send('POST', '/api/salary/additions', {
      employee_id: ids.a,
      month: MONTH,
      kind: 'BONUS',
      amount: '500000',
      reason: 'Reja bajarildi',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const fine = await send('POST', '/api/salary/additions', {
      employee_id: ids.a,
      month: MONTH,
      kind: 'FINE',
      amount: '100000',
      reason: 'Kechikish',
    });
    expect(fine.statusCode, fine.body).toBe(201);
    for (const payload of [
      { employee_id: ids.a, month: MONTH, kind: 'GIFT', amount: '1', reason: 'x' },
      { employee_id: ids.a, month: MONTH, kind: 'BONUS', amount: '0', reason: 'x' },
      { employee_id: ids.a, month: MONTH, kind: 'BONUS', amount: '10', reason: '' },
    ]) {
      expect((await send('POST', '/api/salary/additions', payload)).statusCode).toBe(400);
    }
    const list = (await get(`/api/salary/additions?month=${MONTH}&employee_id=${ids.a}`)).json();
    expect(list.meta.total).toBe(2);
  });

  it('removes an addition of an open month; the lookup finds staff by name', async () => {
    const extra = await send('POST', '/api/salary/additions', {
      employee_id: ids.b,
      month: MONTH,
      kind: 'OTHER_DEDUCTION',
      amount: '7000',
      reason: 'Xato kiritildi',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const removed = await send('DELETE', `/api/salary/additions/${extra.json().data.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send('DELETE', `/api/salary/additions/${extra.json().data.id}`)).statusCode).toBe(404);
    const list = (await get(`/api/salary/additions?month=${MONTH}&employee_id=${ids.b}`)).json();
    expect(list.meta.total).toBe(0);
    const found = (await get('/api/salary/payroll-employees?search=Bakirova')).json().data;
    expect(found).toEqual([{ id: ids.b, name: 'Bakirova Barno (P0002)' }]);
    expect((await get('/api/salary/payroll-employees', reader)).statusCode).toBe(200);
  });

  it('takes an advance from the cash desk (STAFF_OUTPUT to the user)', async () => {
    const res = await send('POST', '/api/cashbox/operations?approve=true', {
      type: 'STAFF_OUTPUT',
      cashbox_id: ids.box,
      amount: '1000000',
      currency: 'UZS',
      counterpart_id: ids.aUser,
      operation_date: `${MONTH}-10`,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('statement', () => {
  it('is computed for the month: proration, taxes, advances; totals are the rows', async () => {
    const res = await send('POST', '/api/salary/statements', { month: MONTH, branch_id: ids.branch });
    expect(res.statusCode, res.body).toBe(201);
    statementId = res.json().data.id;
    expect(res.json().data).toMatchObject({ status: 'DRAFT', norm_days: norm.length, employees_count: 2 });
    const rows = (await get(`/api/salary/statements/${statementId}/rows?per_page=100`)).json().data;
    const a = rows.find((r: { employee_id: number }) => r.employee_id === ids.a);
    const n = BigInt(norm.length);
    const accrued = prorate(600_000_000n, n - 1n, n);
    const gross = accrued + 50_000_000n - 10_000_000n;
    expect(minor(a.accrued)).toBe(accrued);
    expect(minor(a.gross)).toBe(gross);
    expect(minor(a.income_tax)).toBe(pct12(gross));
    expect(minor(a.net)).toBe(gross - pct12(gross));
    expect(minor(a.advances)).toBe(100_000_000n);
    expect(minor(a.to_pay)).toBe(gross - pct12(gross) - 100_000_000n);
    const b = rows.find((r: { employee_id: number }) => r.employee_id === ids.b);
    const before = BigInt(norm.filter((d) => d < `${MONTH}-16`).length);
    const bAccrued = (2n * (500_000_000n * before + 800_000_000n * (n - before)) + n) / (2n * n);
    expect(minor(b.accrued)).toBe(bAccrued);
    expect(b.salary).toBe('8000000.00');
    const header = (await get(`/api/salary/statements/${statementId}`)).json().data;
    for (const f of ['accrued', 'gross', 'income_tax', 'social_tax', 'net', 'advances', 'to_pay']) {
      expect(minor(header[f])).toBe(
        rows.reduce((s: bigint, r: Record<string, string>) => s + minor(r[f] ?? '0'), 0n),
      );
    }
  });

  it('refuses a second statement for the month, and one for all branches (409)', async () => {
    expect(
      (await send('POST', '/api/salary/statements', { month: MONTH, branch_id: ids.branch })).statusCode,
    ).toBe(409);
    expect((await send('POST', '/api/salary/statements', { month: MONTH })).statusCode).toBe(409);
  });

  it('refuses bad input and readers', async () => {
    expect((await send('POST', '/api/salary/statements', { month: '2026-3' })).statusCode).toBe(400);
    expect((await send('POST', '/api/salary/statements', { month: MONTH, branch_id: 'x' })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/api/salary/statements', { month: '2026-05' }, reader)).statusCode).toBe(403);
    expect((await send('POST', `/api/salary/statements/${statementId}/approve`, {}, reader)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/salary/statements/${statementId}`, reader)).statusCode).toBe(200);
    expect((await get('/api/salary/statements/999999')).statusCode).toBe(404);
  });

  it('recomputes a draft with what changed', async () => {
    await send('POST', '/api/salary/additions', {
      employee_id: ids.b,
      month: MONTH,
      kind: 'OTHER_ADDITION',
      amount: '200000',
      reason: 'Yoʻl haqi',
    });
    const before = (await get(`/api/salary/statements/${statementId}`)).json().data;
    const res = await send('POST', `/api/salary/statements/${statementId}/recompute`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(minor(res.json().data.additions) - minor(before.additions)).toBe(20_000_000n);
  });

  it('is approved once: posted to the journal, frozen, the month closed', async () => {
    const res = await send('POST', `/api/salary/statements/${statementId}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    const rows = (await get(`/api/salary/statements/${statementId}/rows`)).json().data;
    const a = rows.find((r: { employee_id: number }) => r.employee_id === ids.a);
    // the advance debited, the net credited: the company owes what is to pay
    expect(await employeeBalance(ids.aUser)).toBe(-minor(a.to_pay));
    expect((await send('POST', `/api/salary/statements/${statementId}/approve`, {})).statusCode).toBe(409);
    expect((await send('POST', `/api/salary/statements/${statementId}/recompute`, {})).statusCode).toBe(409);
    const correction = await send('POST', '/api/salary/time-sheets/corrections', {
      employee_id: ids.a,
      month: MONTH,
      worked_days: 3,
      reason: 'x',
    });
    expect(correction.statusCode).toBe(409);
    const addition = await send('POST', '/api/salary/additions', {
      employee_id: ids.a,
      month: MONTH,
      kind: 'BONUS',
      amount: '1',
      reason: 'x',
    });
    expect(addition.statusCode).toBe(409);
    const sheet = (await get(`/api/salary/time-sheets?month=${MONTH}`)).json();
    expect(sheet.data[0].closed).toBe(true);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });

  it('prints as PDF and exports .xlsx', async () => {
    const pdf = await get(`/api/salary/statements/${statementId}/print/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await get(`/api/salary/statements/${statementId}/print/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('salary payments', () => {
  const owedOf = async (employeeId: number) => {
    const rows = (await get(`/api/salary/statements/${statementId}/rows`)).json().data;
    const row = rows.find((r: { employee_id: number }) => r.employee_id === employeeId);
    return { toPay: minor(row.to_pay), paid: minor(row.paid), owed: minor(row.owed) };
  };

  it('refuses paying more than owed (409) and a draft or unknown statement', async () => {
    const { owed } = await owedOf(ids.a);
    const res = await send('POST', '/api/salary/salary-payments', {
      statement_id: statementId,
      cashbox_id: ids.box,
      employee_id: ids.a,
      amount: ((owed + 1n) / 100n + 1n).toString(),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((await owedOf(ids.a)).paid).toBe(0n);
    const unknown = await send('POST', '/api/salary/salary-payments', {
      statement_id: 999999,
      cashbox_id: ids.box,
    });
    expect(unknown.statusCode).toBe(400);
    const noEmployee = await send('POST', '/api/salary/salary-payments', {
      statement_id: statementId,
      cashbox_id: ids.box,
      amount: '10',
    });
    expect(noEmployee.statusCode).toBe(400);
  });

  it('pays one employee in part, once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'pay-a-part-1' };
    const payload = { statement_id: statementId, cashbox_id: ids.box, employee_id: ids.a, amount: '1000000' };
    const first = await send('POST', '/api/salary/salary-payments', payload, hr, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('POST', '/api/salary/salary-payments', payload, hr, headers);
    expect(again.statusCode).toBe(201);
    const { toPay, paid, owed } = await owedOf(ids.a);
    expect(paid).toBe(100_000_000n);
    expect(paid + owed).toBe(toPay);
    expect(await employeeBalance(ids.aUser)).toBe(-owed);
  });

  it('pays every rest, then has nothing to pay (409)', async () => {
    const res = await send('POST', '/api/salary/salary-payments', {
      statement_id: statementId,
      cashbox_id: ids.box,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.count).toBe(2);
    for (const e of [ids.a, ids.b]) {
      const { toPay, paid, owed } = await owedOf(e);
      expect(owed).toBe(0n);
      expect(paid).toBe(toPay);
    }
    expect(await employeeBalance(ids.aUser)).toBe(0n);
    const again = await send('POST', '/api/salary/salary-payments', {
      statement_id: statementId,
      cashbox_id: ids.box,
    });
    expect(again.statusCode).toBe(409);
    const list = (await get(`/api/salary/salary-payments?statement_id=${statementId}`)).json();
    expect(list.data).toHaveLength(3);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });

  it('cancels a payment with a reason: owed again, in the balances and the act; once (409)', async () => {
    const list = (
      await get(`/api/salary/salary-payments?statement_id=${statementId}&employee_id=${ids.a}`)
    ).json();
    const part = list.data.find((p: { amount: string }) => p.amount === '1000000.00');
    const before = await owedOf(ids.a);
    expect(before.owed).toBe(0n);
    const url = `/api/salary/salary-payments/${part.id}/cancel`;
    expect((await send('POST', url, {}, editor)).statusCode).toBe(400);
    expect((await send('POST', url, { reason: '  ' }, editor)).statusCode).toBe(400);
    expect((await send('POST', url, { reason: 'Xato' }, hr)).statusCode).toBe(403);
    const balanceBefore = await employeeBalance(ids.aUser);
    const key = { 'idempotency-key': 'cancel-a-part-1' };
    const res = await send('POST', url, { reason: 'Kassir xato berdi' }, editor, key);
    expect(res.statusCode, res.body).toBe(200);
    // the same key answers the first result, changing nothing
    const replay = await send('POST', url, { reason: 'Kassir xato berdi' }, editor, key);
    expect(replay.statusCode).toBe(200);
    expect(res.json().data.status).toBe('CANCELED');
    const after = await owedOf(ids.a);
    expect(after.owed).toBe(100_000_000n);
    expect(after.paid).toBe(before.paid - 100_000_000n);
    expect(await employeeBalance(ids.aUser)).toBe(balanceBefore - 100_000_000n);
    const staff = (await get(`/api/staff-calculations/calculations?search=Aliyev`)).json().data[0];
    expect(staff.owed_to_employee).toBe('1000000.00');
    const again = await send('POST', url, { reason: 'Yana' }, editor);
    expect(again.statusCode).toBe(409);
    expect((await owedOf(ids.a)).owed).toBe(100_000_000n);
    const shown = (
      await get(`/api/salary/salary-payments?statement_id=${statementId}&employee_id=${ids.a}`)
    ).json();
    expect(shown.data.find((p: { id: number }) => p.id === part.id)).toMatchObject({
      status: 'CANCELED',
      cancel_reason: 'Kassir xato berdi',
    });
    const act = (
      await get(
        `/api/staff-calculations/reconciliation-act?employee_id=${ids.a}&date_from=${MONTH}-01&date_to=2099-12-31`,
      )
    ).json().data;
    const payments = act.entries.filter((e: { kind: string }) => e.kind === 'SALARY_PAYMENT');
    expect(payments.length).toBe(3);
    expect(act.closing).toBe('-1000000.00');
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    // paid again: nothing owed
    const repay = await send('POST', '/api/salary/salary-payments', {
      statement_id: statementId,
      cashbox_id: ids.box,
      employee_id: ids.a,
    });
    expect(repay.statusCode, repay.body).toBe(201);
    expect((await owedOf(ids.a)).owed).toBe(0n);
    expect(await employeeBalance(ids.aUser)).toBe(0n);
  });

  it('refuses to cancel a reversal or another kind of operation (404)', async () => {
    const reversal = await ctx.db.execute<{ id: string }>(
      sql`select id from money_operations where type = 'SALARY_PAYMENT' and reversal_of is not null limit 1`,
    );
    const url = `/api/salary/salary-payments/${reversal.rows[0]?.id}/cancel`;
    expect((await send('POST', url, { reason: 'x' }, editor)).statusCode).toBe(404);
    const accrual = await ctx.db.execute<{ id: string }>(
      sql`select id from money_operations where type = 'SALARY_ACCRUAL' limit 1`,
    );
    const other = `/api/salary/salary-payments/${accrual.rows[0]?.id}/cancel`;
    expect((await send('POST', other, { reason: 'x' }, editor)).statusCode).toBe(404);
  });

  it('refuses to cancel a paid statement (409)', async () => {
    const res = await send('POST', `/api/salary/statements/${statementId}/cancel`, { reason: 'Xato' });
    expect(res.statusCode).toBe(409);
  });
});

describe('staff calculations', () => {
  it('shows each employee balance with a filter and a search', async () => {
    const res = await get(`/api/staff-calculations/calculations?branch_id=${ids.branch}&search=Aliyev`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ employee_id: ids.a, balance: '0.00' });
  });

  it('gives the reconciliation act: opening, accrued, paid, advances, closing', async () => {
    const res = await get(
      `/api/staff-calculations/reconciliation-act?employee_id=${ids.a}&date_from=${MONTH}-01&date_to=2026-12-31`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const act = res.json().data;
    const rows = (await get(`/api/salary/statements/${statementId}/rows`)).json().data;
    const a = rows.find((r: { employee_id: number }) => r.employee_id === ids.a);
    expect(act.opening).toBe('0.00');
    expect(act.advances).toBe('1000000.00');
    expect(act.accrued).toBe(a.net);
    expect(act.paid).toBe(a.to_pay);
    expect(act.closing).toBe('0.00');
    expect(act.entries.map((e: { kind: string }) => e.kind)).toContain('SALARY_ACCRUAL');
    const later = await get(
      `/api/staff-calculations/reconciliation-act?employee_id=${ids.a}&date_from=2026-12-01&date_to=2026-12-31`,
    );
    expect(later.json().data.opening).toBe('0.00');
    const pdf = await get(
      `/api/staff-calculations/reconciliation-act/pdf?employee_id=${ids.a}&date_from=${MONTH}-01&date_to=2026-12-31`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses a bad period (400) and a reader (403)', async () => {
    const bad = await get(
      `/api/staff-calculations/reconciliation-act?employee_id=${ids.a}&date_from=2026-05-01&date_to=2026-04-01`,
    );
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/staff-calculations/calculations', reader)).statusCode).toBe(403);
  });
});

describe('cancelling an approved statement', () => {
  it('reverses its accruals and opens the month again', async () => {
    const month = '2026-04';
    const dates = workingDaysOf(month, new Set());
    await attendance(ids.b, dates.slice(0, 5), 'PRESENT');
    const created = await send('POST', '/api/salary/statements', { month });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const balanceBefore = await employeeBalance(ids.bUser);
    expect((await send('POST', `/api/salary/statements/${id}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    expect((await send('POST', `/api/salary/statements/${id}/approve`, {})).statusCode).toBe(200);
    expect(await employeeBalance(ids.bUser)).toBeLessThan(balanceBefore);
    expect((await send('POST', `/api/salary/statements/${id}/cancel`, {})).statusCode).toBe(400);
    const cancelled = await send('POST', `/api/salary/statements/${id}/cancel`, { reason: 'Xato hisob' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('CANCELED');
    expect(await employeeBalance(ids.bUser)).toBe(balanceBefore);
    const correction = await send('POST', '/api/salary/time-sheets/corrections', {
      employee_id: ids.b,
      month,
      worked_days: 6,
      reason: 'Qayta hisob',
    });
    expect(correction.statusCode).toBe(201);
    const again = await send('POST', '/api/salary/statements', { month, branch_id: ids.branch });
    expect(again.statusCode, again.body).toBe(201);
    const rows = (await get(`/api/salary/statements/${again.json().data.id}/rows`)).json().data;
    expect(rows.find((r: { employee_id: number }) => r.employee_id === ids.b).worked_days).toBe(6);
    expect((await send('DELETE', `/api/salary/statements/${again.json().data.id}`)).statusCode).toBe(200);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
