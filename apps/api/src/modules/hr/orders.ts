import type { DismissalInput, TransferInput } from '@savdo/shared/schemas/hr';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, FieldErrors } from '../../http/errors.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { assertReferences } from './references.ts';

const PLACEMENT = [
  'branch_id',
  'hr_section_id',
  'work_location_id',
  'user_position_id',
  'work_schedule_id',
] as const;
type Placement = Record<(typeof PLACEMENT)[number], number | null>;

interface Locked extends Placement {
  user_id: number;
  hired_on: string;
  status: string;
  last_order: string;
}

/** Locks an employee (400 naming `employee_id` when there is none) with the date of their latest order. */
async function lockEmployee(tx: DbOrTx, id: number): Promise<Locked> {
  const rows = await tx.execute<Record<string, string | number | null>>(sql`select e.user_id, e.branch_id,
      e.hr_section_id, e.work_location_id, e.user_position_id, e.work_schedule_id, e.hired_on::text as hired_on,
      e.status, (select max(o.date)::text from employee_orders o where o.employee_id = e.id) as last_order
    from employees e where e.id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'employee_id', key: 'validation.refMissing' }]);
  const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    user_id: Number(row.user_id),
    branch_id: n(row.branch_id),
    hr_section_id: n(row.hr_section_id),
    work_location_id: n(row.work_location_id),
    user_position_id: n(row.user_position_id),
    work_schedule_id: n(row.work_schedule_id),
    hired_on: String(row.hired_on),
    status: String(row.status),
    last_order: String(row.last_order ?? row.hired_on),
  };
}

/** An order's date: not before the hire date nor the latest order (400 naming `date`). */
function assertDate(employee: Locked, date: string): void {
  if (date < employee.hired_on) throw new FieldErrors([{ field: 'date', key: 'hr.errors.beforeHire' }]);
  if (date < employee.last_order)
    throw new FieldErrors([{ field: 'date', key: 'hr.errors.beforeLastOrder' }]);
}

/**
 * Moves an active employee to another placement from `date`, in one
 * transaction: the TRANSFER order with the fields that changed (before and
 * after), the employee's placement, the user's branch and position. 409 for
 * a dismissed employee or a transfer that changes nothing.
 */
export async function transfer(db: Db, input: TransferInput, by: number): Promise<number> {
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, input.employee_id);
    if (employee.status !== 'ACTIVE') throw conflict('hr.errors.dismissed');
    assertDate(employee, input.date);
    const next: Placement = {
      branch_id: input.branch_id,
      hr_section_id: input.hr_section_id ?? employee.hr_section_id,
      work_location_id: input.work_location_id ?? employee.work_location_id,
      user_position_id: input.user_position_id ?? employee.user_position_id,
      work_schedule_id: input.work_schedule_id ?? employee.work_schedule_id,
    };
    await assertReferences(tx, next);
    const changed = PLACEMENT.filter((field) => next[field] !== employee[field]);
    if (changed.length === 0) throw conflict('hr.errors.nothingChanged');
    const before = Object.fromEntries(changed.map((f) => [f, employee[f]]));
    const after = Object.fromEntries(changed.map((f) => [f, next[f]]));
    const order = await tx.execute<{
      id: string;
    }>(sql`insert into employee_orders (employee_id, kind, date, before,
        after, note, created_by)
      values (${input.employee_id}, 'TRANSFER', ${input.date}, ${JSON.stringify(before)}::jsonb,
        ${JSON.stringify(after)}::jsonb, ${input.reason}, ${by}) returning id`);
    await tx.execute(sql`update employees set branch_id = ${next.branch_id}, hr_section_id = ${next.hr_section_id},
        work_location_id = ${next.work_location_id}, user_position_id = ${next.user_position_id},
        work_schedule_id = ${next.work_schedule_id}
      where id = ${input.employee_id}`);
    await tx.execute(sql`update users set branch_id = ${next.branch_id},
        user_position_id = coalesce(${next.user_position_id}, user_position_id), updated_at = now(), updated_by = ${by}
      where id = ${employee.user_id}`);
    return Number(order.rows[0]?.id);
  });
}

/**
 * Dismisses an employee from `date` with a leave reason, in one
 * transaction: status DISMISSED, `dismissed_on`, the DISMISSAL order, the
 * user blocked and every session of theirs revoked (as blocking a user
 * does). 409 when already dismissed or it is the actor themself; 400 before
 * the hire date.
 */
export async function dismiss(db: Db, input: DismissalInput, by: number): Promise<number> {
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, input.employee_id);
    if (employee.status !== 'ACTIVE') throw conflict('hr.errors.alreadyDismissed');
    if (employee.user_id === by) throw conflict('errors.cannotBlockSelf');
    assertDate(employee, input.date);
    await assertReferences(tx, { work_leave_reason_id: input.work_leave_reason_id });
    const order = await tx.execute<{
      id: string;
    }>(sql`insert into employee_orders (employee_id, kind, date, before,
        work_leave_reason_id, note, created_by)
      values (${input.employee_id}, 'DISMISSAL', ${input.date},
        ${JSON.stringify(Object.fromEntries(PLACEMENT.map((f) => [f, employee[f]])))}::jsonb,
        ${input.work_leave_reason_id}, ${input.note ?? null}, ${by}) returning id`);
    await tx.execute(sql`update employees set status = 'DISMISSED', dismissed_on = ${input.date}
      where id = ${input.employee_id}`);
    await tx.execute(
      sql`update users set active = false, updated_at = now(), updated_by = ${by} where id = ${employee.user_id}`,
    );
    await revokeUserSessions(tx, employee.user_id, 'dismissed');
    return Number(order.rows[0]?.id);
  });
}
