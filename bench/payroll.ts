/**
 * Bench: a month's payroll statement for EMPLOYEES employees (default
 * 5,000; target under 5 s). Loaded set-based in SQL: the users, employees
 * and salaries (one in ten changed mid-month), the month's attendance_days
 * (each working day, one in twenty ABSENT), additions for one in five and
 * advances (STAFF_OUTPUT headers) for one in ten. Then times, through the
 * HTTP routes in-process (`inject`), as ratios to a bare route timed in the
 * same run: computing the statement (POST, RUNS times, each deleted after),
 * recomputing it, a page of its rows, approving it (the accrual of every
 * row posted to the journal), paying every row from a cashbox, and the
 * staff balances page.
 *
 *   npm run bench -- payroll      (EMPLOYEES=5000 RUNS=3 SAMPLES=200)
 */
import { randomUUID } from 'node:crypto';
import { workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { withBench } from './harness.ts';
import { since } from './money-fill.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 5000);
const RUNS = Number(process.env.RUNS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const MONTH = '2026-03';

async function fill(db: Db, branch: number, benchUser: number): Promise<void> {
  const t0 = Date.now();
  const norm = workingDaysOf(MONTH, new Set());
  await db.execute(sql`insert into users (username, full_name, password_hash, must_change_password)
    select 'xodim-' || i, 'Xodim ' || i, 'x', false from generate_series(1, ${EMPLOYEES}::int) i`);
  await db.execute(sql`insert into employees (user_id, employee_number, full_name, branch_id, salary, hired_on)
    select u.id, 'B' || lpad(substr(u.username, 7), 6, '0'), u.full_name, ${branch}, 500000000 + (u.id % 50) * 10000000,
      '2025-01-01'
    from users u where u.username like 'xodim-%'`);
  await db.execute(sql`insert into employee_salaries (employee_id, effective_from, amount)
    select id, '2025-01-01', salary from employees`);
  await db.execute(sql`insert into employee_salaries (employee_id, effective_from, amount)
    select id, ${`${MONTH}-16`}, salary + 100000000 from employees where id % 10 = 0`);
  await db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status, worked_minutes)
    select e.id, d::date, ${branch}, case when (e.id + extract(day from d)::int) % 20 = 0 then 'ABSENT' else 'PRESENT' end, 480
    from employees e cross join unnest(${sql.raw(`array[${norm.map((d) => `'${d}'`).join(',')}]::date[]`)}) d`);
  await db.execute(sql`insert into payroll_additions (employee_id, month, kind, amount, reason, created_by)
    select id, ${`${MONTH}-01`}, case when id % 2 = 0 then 'BONUS' else 'FINE' end, 10000000, 'bench', ${benchUser}
    from employees where id % 5 = 0`);
  await db.execute(sql`insert into money_operations (type, branch_id, business_date, amount, currency,
      counterpart_kind, counterpart_id, status, lines, created_by)
    select 'STAFF_OUTPUT', ${branch}, ${`${MONTH}-10`}, 50000000, 'UZS', 'employee', user_id, 'APPROVED', '[]'::jsonb,
      ${benchUser}
    from employees where id % 10 = 0`);
  await db.execute(sql`vacuum analyze users, employees, employee_salaries, attendance_days, payroll_additions,
    money_operations`);
  console.log(
    `  ${EMPLOYEES.toLocaleString('en')} employees, ${norm.length} working days loaded in ${since(t0)}`,
  );
}

async function timed(name: string, runs: number, fn: () => Promise<void>, after?: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    await after?.();
  }
  times.sort((a, b) => a - b);
  return { name, p50: times[Math.floor(times.length / 2)] ?? 0, p99: times[times.length - 1] ?? 0 };
}

function call(app: FastifyInstance, headers: Record<string, string>) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    // a POST carries a fresh Idempotency-Key: the money ones require it
    const keyed = method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers;
    const res = await app.inject({ method, url, headers: keyed, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

export async function run(): Promise<void> {
  await withBench('payroll', async (bench) => {
    const { db } = bench;
    const user = await db.execute<{ id: number }>(sql`select id from users where username = 'bench'`);
    const benchUser = Number(user.rows[0]?.id);
    const branchRow = await db.execute<{ id: number }>(
      sql`insert into branches (name) values ('Bench filial') returning id`,
    );
    const branch = Number(branchRow.rows[0]?.id);
    await fill(db, branch, benchUser);
    const box = await db.execute<{ id: number }>(sql`insert into cashboxes (name, branch_id, responsible_id)
      values ('Bench', ${branch}, ${benchUser}) returning id`);
    const cashbox = Number(box.rows[0]?.id);
    const { app, get, headers } = await bench.start();
    const api = call(app, headers);
    await api('POST', '/api/cashbox/operations?approve=true', {
      type: 'CASHBOX_INPUT',
      cashbox_id: cashbox,
      amount: '99999999999',
      currency: 'UZS',
    });
    const bare = await timeCase('bare route', get('/bench/bare'), SAMPLES);
    let id = 0;
    const create = await timed(
      `statement, ${EMPLOYEES} employees`,
      RUNS,
      async () => {
        id = (await api('POST', '/api/salary/statements', { month: MONTH })).data.id;
      },
      async () => {
        await api('DELETE', `/api/salary/statements/${id}`);
      },
    );
    id = (await api('POST', '/api/salary/statements', { month: MONTH })).data.id;
    const recompute = await timed('recompute', RUNS, async () => {
      await api('POST', `/api/salary/statements/${id}/recompute`, {});
    });
    const rows = await timeCase('rows, page 10', get(`/api/salary/statements/${id}/rows?page=10`), SAMPLES);
    const sheet = await timeCase(
      'time sheet, page 1',
      get(`/api/salary/time-sheets?month=${MONTH}&branch_id=${branch}`),
      Math.min(SAMPLES, 50),
    );
    const approve = await timed('approve (posts every row)', 1, async () => {
      await api('POST', `/api/salary/statements/${id}/approve`, {});
    });
    const pay = await timed('pay every row', 1, async () => {
      await api('POST', '/api/salary/salary-payments', { statement_id: id, cashbox_id: cashbox });
    });
    const balances = await timeCase(
      'staff balances, page 1',
      get('/api/staff-calculations/calculations'),
      50,
    );
    const cases: Case[] = [bare, create, recompute, rows, sheet, approve, pay, balances];
    printCases(`Payroll: ${EMPLOYEES.toLocaleString('en')} employees, month ${MONTH}`, cases);
    const target = create.p50 < 5000 ? 'within' : 'OVER';
    console.log(`  statement p50 ${create.p50.toFixed(0)} ms: ${target} the 5 s target`);
  });
}
