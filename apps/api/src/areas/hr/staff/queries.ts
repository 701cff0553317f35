import { fromMinor } from '@savdo/shared/money';
import type {
  CandidateQuery,
  CandidateRow,
  CandidateStatus,
  EmployeeQuery,
  EmployeeRow,
  EmployeeStatus,
  HrOrderKind,
  OrderQuery,
  OrderRow,
  SalaryQuery,
  SalaryRow,
} from '@savdo/shared/schemas/hr';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { withChanges } from './names.ts';

/** The HR lists, paged on the server (each filter on an index of hr-schema.ts / hr-records-schema.ts). */

type Raw = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const pageOf = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
const where = (c: SQL[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);
const like = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const paged = <T>(data: T[], q: { page: number; per_page: number }, total: number) => ({
  data,
  meta: { page: q.page, per_page: q.per_page, total },
});

async function counted(db: DbOrTx, from: SQL, c: SQL[]): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`select count(*)::text as n from ${from} ${where(c)}`);
  return Number(rows.rows[0]?.n ?? 0);
}

const candidateRow = (r: Raw): CandidateRow => ({
  id: Number(r.id),
  full_name: String(r.full_name),
  phone: str(r.phone),
  birth_date: str(r.birth_date),
  hr_section_id: num(r.hr_section_id),
  hr_section_name: str(r.hr_section_name),
  user_position_id: num(r.user_position_id),
  user_position_name: str(r.user_position_name),
  note: str(r.note),
  status: String(r.status) as CandidateStatus,
  reject_reason: str(r.reject_reason),
  created_at: String(r.created_at),
});

async function candidateRows(db: DbOrTx, c: SQL[], tail: SQL): Promise<CandidateRow[]> {
  const rows =
    await db.execute<Raw>(sql`select c.*, c.birth_date::text as birth_date, c.created_at::text as created_at,
      s.name as hr_section_name, p.name as user_position_name
    from candidates c left join hr_sections s on s.id = c.hr_section_id
      left join user_positions p on p.id = c.user_position_id
    ${where(c)} order by c.id desc ${tail}`);
  return rows.rows.map(candidateRow);
}

export async function listCandidates(db: DbOrTx, q: CandidateQuery) {
  const c: SQL[] = [];
  if (q.status) c.push(sql`c.status = ${q.status}`);
  if (q.hr_section_id) c.push(sql`c.hr_section_id = ${q.hr_section_id}`);
  if (q.q)
    c.push(sql`(c.full_name ilike ${like(q.q)} or c.phone like ${like(q.q.replace(/\D/g, '') || q.q)})`);
  const [data, total] = await Promise.all([
    candidateRows(db, c, pageOf(q)),
    counted(db, sql`candidates c`, c),
  ]);
  return paged(data, q, total);
}

export async function candidate(db: DbOrTx, id: number): Promise<CandidateRow> {
  const [row] = await candidateRows(db, [sql`c.id = ${id}`], sql`limit 1`);
  if (!row) throw notFound();
  return row;
}

const EMPLOYEE_FROM = sql`employees e join users u on u.id = e.user_id join branches b on b.id = e.branch_id
  left join hr_sections s on s.id = e.hr_section_id left join work_locations l on l.id = e.work_location_id
  left join work_schedules w on w.id = e.work_schedule_id left join user_positions p on p.id = e.user_position_id`;

const employeeRow = (r: Raw): EmployeeRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  username: String(r.username),
  employee_number: String(r.employee_number),
  full_name: String(r.full_name),
  branch_id: Number(r.branch_id),
  branch_name: String(r.branch_name),
  hr_section_id: num(r.hr_section_id),
  hr_section_name: str(r.hr_section_name),
  work_location_id: num(r.work_location_id),
  work_location_name: str(r.work_location_name),
  work_schedule_id: num(r.work_schedule_id),
  work_schedule_name: str(r.work_schedule_name),
  user_position_id: num(r.user_position_id),
  user_position_name: str(r.user_position_name),
  salary: fromMinor(BigInt(String(r.salary ?? 0))),
  hired_on: String(r.hired_on),
  dismissed_on: str(r.dismissed_on),
  status: String(r.status) as EmployeeStatus,
  hire_order_id: num(r.hire_order_id),
});

async function employeeRows(db: DbOrTx, c: SQL[], tail: SQL): Promise<EmployeeRow[]> {
  const rows = await db.execute<Raw>(sql`select e.id, e.user_id, u.username, e.employee_number, e.full_name,
      e.branch_id, b.name as branch_name, e.hr_section_id, s.name as hr_section_name, e.work_location_id,
      l.name as work_location_name, e.work_schedule_id, w.name as work_schedule_name, e.user_position_id,
      p.name as user_position_name, e.salary::text as salary, e.hired_on::text as hired_on,
      e.dismissed_on::text as dismissed_on, e.status,
      (select max(o.id) from employee_orders o where o.employee_id = e.id and o.kind = 'HIRE') as hire_order_id
    from ${EMPLOYEE_FROM} ${where(c)} order by e.full_name, e.id ${tail}`);
  return rows.rows.map(employeeRow);
}

export async function listEmployees(db: DbOrTx, q: EmployeeQuery) {
  const c: SQL[] = [];
  if (q.branch_id) c.push(sql`e.branch_id = ${q.branch_id}`);
  if (q.hr_section_id) c.push(sql`e.hr_section_id = ${q.hr_section_id}`);
  if (q.status) c.push(sql`e.status = ${q.status}`);
  if (q.from) c.push(sql`e.hired_on >= ${q.from}`);
  if (q.to) c.push(sql`e.hired_on <= ${q.to}`);
  if (q.q) c.push(sql`(e.full_name ilike ${like(q.q)} or e.employee_number = ${q.q.toUpperCase()})`);
  const [data, total] = await Promise.all([employeeRows(db, c, pageOf(q)), counted(db, sql`employees e`, c)]);
  return paged(data, q, total);
}

export async function employee(db: DbOrTx, id: number): Promise<EmployeeRow> {
  const [row] = await employeeRows(db, [sql`e.id = ${id}`], sql`limit 1`);
  if (!row) throw notFound();
  return row;
}

const orderRow = (r: Raw): Omit<OrderRow, 'changes'> => ({
  id: Number(r.id),
  kind: String(r.kind) as HrOrderKind,
  date: String(r.date),
  employee_id: Number(r.employee_id),
  employee_number: String(r.employee_number),
  full_name: String(r.full_name),
  before: (r.before as OrderRow['before']) ?? null,
  after: (r.after as OrderRow['after']) ?? null,
  work_leave_reason_id: num(r.work_leave_reason_id),
  work_leave_reason_name: str(r.work_leave_reason_name),
  note: str(r.note),
  pending: r.pending === true,
  withdrawn_at: str(r.withdrawn_at),
  withdrawn_by: str(r.withdrawn_by),
  created_at: String(r.created_at),
});

async function orderRows(db: DbOrTx, c: SQL[], tail: SQL): Promise<OrderRow[]> {
  const rows = await db.execute<Raw>(sql`select o.id, o.kind, o.date::text as date, o.employee_id,
      e.employee_number, e.full_name, o.before, o.after, o.work_leave_reason_id, r.name as work_leave_reason_name,
      o.note, o.pending, o.withdrawn_at::text as withdrawn_at, w.full_name as withdrawn_by,
      o.created_at::text as created_at
    from employee_orders o join employees e on e.id = o.employee_id
      left join work_leave_reasons r on r.id = o.work_leave_reason_id
      left join users w on w.id = o.withdrawn_by
    ${where(c)} order by o.date desc, o.id desc ${tail}`);
  return withChanges(db, rows.rows.map(orderRow));
}

export async function listOrders(db: DbOrTx, kind: HrOrderKind, q: OrderQuery) {
  const c: SQL[] = [sql`o.kind = ${kind}`];
  if (q.employee_id) c.push(sql`o.employee_id = ${q.employee_id}`);
  if (q.branch_id) c.push(sql`e.branch_id = ${q.branch_id}`);
  if (q.from) c.push(sql`o.date >= ${q.from}`);
  if (q.to) c.push(sql`o.date <= ${q.to}`);
  if (q.q) c.push(sql`(e.full_name ilike ${like(q.q)} or e.employee_number = ${q.q.toUpperCase()})`);
  const from = sql`employee_orders o join employees e on e.id = o.employee_id`;
  const [data, total] = await Promise.all([orderRows(db, c, pageOf(q)), counted(db, from, c)]);
  return paged(data, q, total);
}

export async function order(db: DbOrTx, id: number): Promise<OrderRow> {
  const [row] = await orderRows(db, [sql`o.id = ${id}`], sql`limit 1`);
  if (!row) throw notFound();
  return row;
}

export async function listSalaries(db: DbOrTx, q: SalaryQuery) {
  const c: SQL[] = [];
  if (q.employee_id) c.push(sql`s.employee_id = ${q.employee_id}`);
  if (q.q) c.push(sql`(e.full_name ilike ${like(q.q)} or e.employee_number = ${q.q.toUpperCase()})`);
  const from = sql`employee_salaries s join employees e on e.id = s.employee_id`;
  const rows = await db.execute<Raw>(sql`select s.id, s.employee_id, e.employee_number, e.full_name,
      s.effective_from::text as effective_from, s.amount::text as amount, s.reason, e.salary::text as current_salary
    from ${from} ${where(c)} order by s.effective_from desc, s.id desc ${pageOf(q)}`);
  const data: SalaryRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    employee_number: String(r.employee_number),
    full_name: String(r.full_name),
    effective_from: String(r.effective_from),
    amount: fromMinor(BigInt(String(r.amount))),
    reason: str(r.reason),
    current_salary: fromMinor(BigInt(String(r.current_salary))),
  }));
  return paged(data, q, await counted(db, from, c));
}
