import { randomInt } from 'node:crypto';
import { toMinor } from '@savdo/shared/money';
import type { HireInput } from '@savdo/shared/schemas/hr';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { hashPassword } from '../../admin/auth/password.ts';
import { attachUnknownEvents } from '../attendance/attach.ts';
import { lockCandidate } from './candidates.ts';
import { assertReferences } from './references.ts';
import { applySalaries } from './salaries.ts';

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/** A temporary password meeting the password rule (upper, lower, digit, symbol), 10 characters. */
export function temporaryPassword(): string {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const chars = [pick('ABCDEFGHJKLMNPQRSTUVWXYZ'), pick('23456789'), pick('#@%+!')];
  while (chars.length < 10) chars.push(pick(lower));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/**
 * The employee number: the given one when free (400 naming the field), else
 * the next `E####` after the highest one (numbers are taken under a
 * transaction lock, so two hires never draw the same).
 */
async function employeeNumber(tx: Tx, given: string | undefined): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees.employee_number'))`);
  if (given !== undefined) {
    const taken = await tx.execute(sql`select 1 from employees where employee_number = ${given}`);
    if (taken.rows.length) throw new FieldErrors([{ field: 'employee_number', key: 'validation.unique' }]);
    return given;
  }
  const rows = await tx.execute<{
    n: string | null;
  }>(sql`select max(substring(employee_number from 2)::int)::text as n
    from employees where employee_number ~ '^E[0-9]{1,9}$'`);
  return `E${String(Number(rows.rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** The user the employee is: a new one (username free) or an existing one not yet an employee. */
async function userFor(tx: Tx, input: HireInput, passwordHash: string | null, by: number): Promise<number> {
  if (input.user_id !== undefined) {
    const rows = await tx.execute<{ employee: boolean }>(sql`select exists(select 1 from employees
        where user_id = u.id) as employee from users u where u.id = ${input.user_id} for update of u`);
    const row = rows.rows[0];
    if (!row) throw new FieldErrors([{ field: 'user_id', key: 'validation.refMissing' }]);
    if (row.employee) throw conflict('hr.errors.alreadyEmployee');
    return input.user_id;
  }
  const username = input.username ?? '';
  const taken = await tx.execute(sql`select 1 from users where lower(username) = lower(${username})`);
  if (taken.rows.length) throw new FieldErrors([{ field: 'username', key: 'validation.unique' }]);
  const rows = await tx.execute<{ id: number }>(sql`insert into users (username, full_name, phone_number,
      branch_id, user_position_id, password_hash, must_change_password, created_by, updated_by)
    values (${username}, ${input.full_name}, ${input.phone ?? null}, ${input.branch_id}, ${input.user_position_id},
      ${passwordHash}, true, ${by}, ${by})
    returning id`);
  return Number(rows.rows[0]?.id);
}

export interface Hired {
  employeeId: number;
  orderId: number;
  temporaryPassword: string | null;
}

/**
 * Hires a candidate (or a person without one), in one transaction: the
 * user (created with a temporary password that must be changed, or
 * linked), the employee with their number and placement, the HIRE order,
 * the first `employee_salaries` row from the hiring date (and
 * `employees.salary` when that date has come), the candidate HIRED (409
 * when it is already hired or rejected). Then, the number being known, the
 * terminals' events kept under it count for the new employee.
 */
export async function hire(db: Db, input: HireInput, by: number): Promise<Hired> {
  const password = input.user_id === undefined ? temporaryPassword() : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  const hired = await hireInTransaction(db, input, by, passwordHash, password);
  // after the commit: an event of the number stored meanwhile found the employee itself
  await attachUnknownEvents(db, hired.employeeId);
  return hired;
}

async function hireInTransaction(
  db: Db,
  input: HireInput,
  by: number,
  passwordHash: string | null,
  password: string | null,
): Promise<Hired> {
  return db.transaction(async (tx) => {
    if (input.candidate_id !== undefined) {
      const status = await lockCandidate(tx, input.candidate_id).catch(() => {
        throw new FieldErrors([{ field: 'candidate_id', key: 'validation.refMissing' }]);
      });
      if (status !== 'NEW' && status !== 'INTERVIEW') throw conflict('hr.errors.candidateClosed');
    }
    const placement = {
      branch_id: input.branch_id,
      hr_section_id: input.hr_section_id ?? null,
      work_location_id: input.work_location_id ?? null,
      work_schedule_id: input.work_schedule_id,
      user_position_id: input.user_position_id,
    };
    await assertReferences(tx, placement);
    const userId = await userFor(tx, input, passwordHash, by);
    const number = await employeeNumber(tx, input.employee_number);
    const salary = toMinor(input.salary);
    const created = await tx.execute<{
      id: number;
    }>(sql`insert into employees (user_id, employee_number, full_name,
        branch_id, hr_section_id, work_location_id, work_schedule_id, user_position_id, salary, hired_on, status,
        candidate_id, created_by)
      values (${userId}, ${number}, ${input.full_name}, ${placement.branch_id}, ${placement.hr_section_id},
        ${placement.work_location_id}, ${placement.work_schedule_id}, ${placement.user_position_id}, 0,
        ${input.hired_on}, 'ACTIVE', ${input.candidate_id ?? null}, ${by})
      returning id`);
    const employeeId = Number(created.rows[0]?.id);
    const order = await tx.execute<{
      id: string;
    }>(sql`insert into employee_orders (employee_id, kind, date, after,
        created_by)
      values (${employeeId}, 'HIRE', ${input.hired_on}, ${JSON.stringify(placement)}::jsonb, ${by}) returning id`);
    await tx.execute(sql`insert into employee_salaries (employee_id, effective_from, amount, reason, created_by)
      values (${employeeId}, ${input.hired_on}, ${salary}, 'HIRE', ${by})`);
    await applySalaries(tx, await businessToday(tx), employeeId);
    if (input.candidate_id !== undefined) {
      await tx.execute(
        sql`update candidates set status = 'HIRED', updated_at = now() where id = ${input.candidate_id}`,
      );
    }
    return { employeeId, orderId: Number(order.rows[0]?.id), temporaryPassword: password };
  });
}
