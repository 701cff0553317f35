import { workingDaysOf } from '@savdo/shared/hr/calendar';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './fixtures/employees.ts';
import { cashbox, firstBranch } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Properties of statements over random months (stored, through the API):
 * the header's totals are the sums of its rows; after any sequence of
 * partial payments (refused ones included) paid + owed = what the row owes,
 * and the employee's journal account says the same.
 */

let ctx: TestContext;
let token: string;
const ids = { branch: 0, box: 0, user: 0 };
const staff: { id: number; userId: number }[] = [];
const minor = (s: string) => BigInt(s.replace('.', ''));
const send = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  ids.user = (
    await createUser(ctx, {
      username: 'hisobchi',
      rules: ['statements.show', 'statements.add', 'statements.edit', 'salary_payments.add', 'additions.add'],
    })
  ).id;
  token = await signIn(ctx, 'hisobchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa', ids.branch, ids.user);
  await ctx.db.execute(sql`insert into money_accounts (kind, ref_id, currency) values ('income_type', 0, 'UZS')
    on conflict do nothing`);
  for (let i = 1; i <= 4; i++) {
    staff.push(
      await createEmployee(ctx, {
        number: `Q000${i}`,
        branchId: ids.branch,
        salary: BigInt(300_000_000 + i * 123_457),
        hiredOn: '2024-01-01',
      }),
    );
  }
  // cash for the payments: an income into the cashbox through the journal
  const { postOperation } = await import('../src/ledgers/money/operations.ts');
  await ctx.db.transaction((tx) =>
    postOperation(
      tx,
      {
        type: 'CASHBOX_INPUT',
        branchId: ids.branch,
        cashboxId: ids.box,
        date: '2024-01-01',
        amount: 100_000_000_000n,
        currency: 'UZS',
        lines: [
          { kind: 'cashbox', ref: ids.box, currency: 'UZS', amount: 100_000_000_000n },
          { kind: 'income_type', ref: 0, currency: 'UZS', amount: -100_000_000_000n },
        ],
      },
      ids.user,
      { approve: true },
    ),
  );
});
afterAll(async () => {
  await ctx?.close();
});

const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
let next = 0;

describe('payroll properties', () => {
  it('totals equal the sum of rows; paid + owed = to pay after any partial payments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.record({ who: fc.nat({ max: 3 }), amount: fc.integer({ min: 1, max: 2_000_000 }) }), {
          maxLength: 6,
        }),
        async (absences, bonuses, payments) => {
          const month = MONTHS[next++] ?? '2025-12';
          const norm = workingDaysOf(month, new Set());
          for (const [i, e] of staff.entries()) {
            const absent = absences[i] ?? 0;
            for (const [k, date] of norm.entries()) {
              await ctx.db.execute(sql`insert into attendance_days (employee_id, date, branch_id, status)
                values (${e.id}, ${date}, ${ids.branch}, ${k < absent ? 'ABSENT' : 'PRESENT'})`);
            }
            if ((bonuses[i] ?? 0) > 0) {
              await send('/api/salary/additions', {
                employee_id: e.id,
                month,
                kind: i % 2 ? 'BONUS' : 'FINE',
                amount: String(bonuses[i]),
                reason: 'p',
              });
            }
          }
          const created = await send('/api/salary/statements', { month });
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().data.id;
          const header = created.json().data;
          const rows = (await get(`/api/salary/statements/${id}/rows?per_page=100`)).json().data;
          for (const f of [
            'accrued',
            'additions',
            'deductions',
            'gross',
            'income_tax',
            'social_tax',
            'net',
            'to_pay',
          ]) {
            expect(minor(header[f])).toBe(
              rows.reduce((s: bigint, r: Record<string, string>) => s + minor(r[f] ?? '0'), 0n),
            );
          }
          expect((await send(`/api/salary/statements/${id}/approve`, {})).statusCode).toBe(200);
          for (const p of payments) {
            const e = staff[p.who] as { id: number; userId: number };
            await send('/api/salary/salary-payments', {
              statement_id: id,
              cashbox_id: ids.box,
              employee_id: e.id,
              amount: String(p.amount),
            });
          }
          const after = (await get(`/api/salary/statements/${id}/rows?per_page=100`)).json().data;
          for (const r of after) {
            expect(minor(r.paid) + minor(r.owed)).toBe(minor(r.to_pay));
            expect(minor(r.paid) <= minor(r.to_pay)).toBe(true);
          }
          for (const e of staff) {
            const check = await ctx.db.execute<{ owed: string; balance: string }>(sql`select
                (select coalesce(sum(r.to_pay - r.paid), 0) from payroll_statement_rows r
                  join payroll_statements s on s.id = r.statement_id
                  where r.employee_id = ${e.id} and s.status = 'APPROVED') as owed,
                (select coalesce(sum(b.balance), 0) from money_accounts a join money_balances b on b.account_id = a.id
                  where a.kind = 'employee' and a.ref_id = ${e.userId}) as balance`);
            const row = check.rows[0];
            expect(-BigInt(row?.balance ?? 0)).toBe(BigInt(row?.owed ?? 0));
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
