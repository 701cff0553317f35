import type { DismissalInput, TransferInput } from '@savdo/shared/schemas/hr';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { revokeUserSessions } from '../../admin/auth/service.ts';
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
      e.status, (select max(o.date)::text from employee_orders o
        where o.employee_id = e.id and o.withdrawn_at is null) as last_order
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
 * after), the employee's placement, the user's branch and position. A date
 * after today only stores the order (`pending`): the close of day applies
 * it on its date (`hr.transfers`). 409 for a dismissed employee, a transfer
 * that changes nothing, or one while another is pending.
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
    const waiting = await tx.execute(sql`select 1 from employee_orders
      where employee_id = ${input.employee_id} and kind = 'TRANSFER' and pending limit 1`);
    if (waiting.rows.length > 0) throw conflict('hr.errors.transferPending');
    const before = Object.fromEntries(changed.map((f) => [f, employee[f]]));
    const after = Object.fromEntries(changed.map((f) => [f, next[f]]));
    const pending = input.date > (await businessToday(tx));
    const order = await tx.execute<{
      id: string;
    }>(sql`insert into employee_orders (employee_id, kind, date, before,
        after, note, pending, created_by)
      values (${input.employee_id}, 'TRANSFER', ${input.date}, ${JSON.stringify(before)}::jsonb,
        ${JSON.stringify(after)}::jsonb, ${input.reason}, ${pending}, ${by}) returning id`);
    if (pending) return Number(order.rows[0]?.id);
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
 * Withdraws a pending (future-dated) transfer before the close of day
 * applies it: the order stays in the history, no longer pending, stamped
 * with who withdrew it and when; nothing else moves (nothing had). 404 for
 * an order that is not a transfer; 409 once withdrawn or applied. The row
 * lock orders it against `applyTransfers`: whichever comes second finds
 * the order no longer pending.
 */
export async function withdrawTransfer(db: Db, orderId: number, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ kind: string; pending: boolean; withdrawn: boolean }>(sql`select kind,
        pending, withdrawn_at is not null as withdrawn
      from employee_orders where id = ${orderId} for update`);
    const found = rows.rows[0];
    if (found?.kind !== 'TRANSFER') throw notFound();
    if (found.withdrawn) throw conflict('hr.errors.transferWithdrawn');
    if (!found.pending) throw conflict('hr.errors.transferApplied');
    await tx.execute(sql`update employee_orders set pending = false, withdrawn_at = now(), withdrawn_by = ${by}
      where id = ${orderId}`);
  });
}

const takeOr = (field: (typeof PLACEMENT)[number]) =>
  sql.raw(`${field} = coalesce((d.after ->> '${field}')::int, e.${field})`);

/**
 * Applies the transfers due by `today` (dated on or before it, still
 * pending), in one statement: each order stops being pending, its
 * employee's placement takes the order's `after` fields, the user's branch
 * and position follow (as an immediate transfer does). Answers how many
 * orders it applied; a second run for the same date applies none.
 */
export async function applyTransfers(db: DbOrTx, today: string): Promise<number> {
  const rows = await db.execute<{ applied: string }>(sql`with due as (
      update employee_orders set pending = false
      where pending and kind = 'TRANSFER' and date <= ${today}
      returning employee_id, after, created_by
    ), moved as (
      update employees e set ${sql.join(PLACEMENT.map(takeOr), sql`, `)}
      from due d where e.id = d.employee_id
      returning e.user_id, e.branch_id, e.user_position_id, d.created_by
    ), users_moved as (
      update users u set branch_id = m.branch_id, user_position_id = coalesce(m.user_position_id, u.user_position_id),
        updated_at = now(), updated_by = m.created_by
      from moved m where u.id = m.user_id
      returning u.id
    )
    select count(*)::text as applied from due`);
  return Number(rows.rows[0]?.applied ?? 0);
}

/**
 * The close of day's step: transfers dated the new business date (or
 * earlier, when dates were closed late) move their employees. Idempotent.
 */
export const hrTransfersStep: CloseStep = {
  name: 'hr.transfers',
  run: async ({ db, today }) => ({ transfers: await applyTransfers(db, today) }),
};

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
