import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { addCandidate, editCandidate, rejectCandidate } from '../areas/hr/staff/candidates.ts';
import { hire } from '../areas/hr/staff/hiring.ts';
import { dismiss, transfer } from '../areas/hr/staff/orders.ts';
import { addSalaryChange } from '../areas/hr/staff/salaries.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

const first = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const rows = await db.execute<{ id: number }>(query);
  const id = rows.rows[0]?.id;
  if (id === undefined || id === null) throw new Error('demo HR: a reference row is missing');
  return Number(id);
};

const CANDIDATES = [
  ['Abdullayev Sherzod', '998901112233', 'NEW'],
  ['Xolmatova Kamola', '998935554433', 'NEW'],
  ['Usmonov Farrux', '998977778899', 'INTERVIEW'],
  ['Tursunova Malika', '998946667788', 'INTERVIEW'],
  ['Qosimov Ulugʻbek', '998991234567', 'REJECTED'],
  ['Sobirova Zarina', '998909876543', 'HIRED'],
] as const;

/**
 * Demo HR records (issue 13 item 1), after the demo staff, through the HR
 * services: six candidates (two new, two at the interview, one rejected,
 * one hired into the first branch's sales section), one employee
 * transferred to the collections section, one dismissed (their user
 * blocked), and a raise for the new hire from the first day of next month
 * (applied by the close of day). Runs once: nothing when candidates exist.
 */
export async function seedDemoHr(db: Db): Promise<string> {
  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from candidates`);
  if (Number(existing.rows[0]?.n) > 0) return 'already seeded';
  const by = await first(db, sql`select min(id) as id from users where is_dev or active`);
  const branch = await first(db, sql`select min(id) as id from branches where active and not is_office`);
  const sales = await first(db, sql`select id from hr_sections where name = 'Savdo boʻlimi'`);
  const collections = await first(db, sql`select id from hr_sections where name = 'Undiruv boʻlimi'`);
  const position = await first(db, sql`select min(id) as id from user_positions where active`);
  const schedule = await first(db, sql`select min(id) as id from work_schedules where active`);
  const reason = await first(db, sql`select min(id) as id from work_leave_reasons where active`);
  const location = await db.execute<{ id: number }>(
    sql`select min(id) as id from work_locations where active and branch_id = ${branch}`,
  );
  const today = tashkentToday();
  let hiredId = 0;
  for (const [fullName, phone, status] of CANDIDATES) {
    const input = { full_name: fullName, phone, hr_section_id: sales, user_position_id: position };
    const id = await addCandidate(db, input, by);
    if (status === 'INTERVIEW') await editCandidate(db, id, { ...input, status: 'INTERVIEW' });
    if (status === 'REJECTED') await rejectCandidate(db, id, 'Savdo tajribasi yoʻq');
    if (status !== 'HIRED') continue;
    const hired = await hire(
      db,
      {
        candidate_id: id,
        full_name: fullName,
        phone,
        branch_id: branch,
        user_position_id: position,
        hr_section_id: sales,
        work_location_id: location.rows[0]?.id ? Number(location.rows[0].id) : undefined,
        work_schedule_id: schedule,
        salary: '6000000',
        hired_on: addDays(today, -30),
        username: 'zarina.sobirova',
      },
      by,
    );
    hiredId = hired.employeeId;
  }
  const staff = await db.execute<{ id: number; hr_section_id: number | null }>(sql`select id, hr_section_id
    from employees where branch_id = ${branch} and status = 'ACTIVE' and id <> ${hiredId} order by id limit 2`);
  const [moved, leaving] = staff.rows;
  if (moved) {
    await transfer(
      db,
      {
        employee_id: Number(moved.id),
        date: addDays(today, -10),
        branch_id: branch,
        hr_section_id: Number(moved.hr_section_id) === collections ? sales : collections,
        reason: 'Boʻlimni kuchaytirish',
      },
      by,
    );
  }
  if (leaving) {
    await dismiss(
      db,
      {
        employee_id: Number(leaving.id),
        date: addDays(today, -5),
        work_leave_reason_id: reason,
        note: 'Arizasiga koʻra',
      },
      by,
    );
  }
  const nextMonth = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  await addSalaryChange(
    db,
    { employee_id: hiredId, effective_from: nextMonth, amount: '6600000', reason: 'Sinov muddati tugadi' },
    by,
  );
  return `6 candidates, 1 hired, ${moved ? 1 : 0} transferred, ${leaving ? 1 : 0} dismissed, 1 raise from ${nextMonth}`;
}
