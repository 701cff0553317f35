import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../areas/admin/auth/password.ts';
import { employeeOrders, employeeSalaries, employees } from '../areas/hr/staff/schema.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';
import { users } from '../platform/db/schema.ts';

/** The demo staff's password (each must change it at the first sign-in). */
export const DEMO_EMPLOYEE_PASSWORD = 'Xodim@2026';

/** Who works in each demo branch: section, schedule, classifier name and monthly pay in soʻm. */
const STAFF = [
  ['Savdo boʻlimi', 'Doʻkon (09:00–21:00)', 'Sotuvchi-konsultant', 6_500_000],
  ['Savdo boʻlimi', 'Doʻkon (09:00–21:00)', 'Kassir', 6_000_000],
  ['Undiruv boʻlimi', 'Ofis (09:00–18:00)', 'Qarzlarni undiruvchi', 7_000_000],
  ['Ombor xoʻjaligi', 'Ertalabki smena (08:00–16:00)', 'Omborchi', 5_500_000],
  ['Buxgalteriya', 'Ofis (09:00–18:00)', 'Buxgalter', 9_000_000],
  ['Kadrlar boʻlimi', 'Ofis (09:00–18:00)', 'Kadrlar boʻyicha mutaxassis', 8_000_000],
] as const;

const FIRST = ['Aziz', 'Dilnoza', 'Jasur', 'Madina', 'Otabek', 'Gulnora', 'Sardor', 'Nilufar', 'Bekzod'];
const LAST = ['Karimov', 'Rahimova', 'Toshmatov', 'Yusupova', 'Ergashev', 'Saidova', 'Qodirov', 'Nazarova'];

const ids = async (db: Db, table: string): Promise<Map<string, number>> => {
  const rows = await db.execute<{ id: number; name: string }>(
    sql`select id, name from ${sql.identifier(table)} where active order by id`,
  );
  return new Map(rows.rows.map((r) => [r.name, Number(r.id)]));
};

/**
 * Demo staff (issue 13): six employees in each active branch, each a user of
 * their own (`xodim01`, … with {@link DEMO_EMPLOYEE_PASSWORD}), hired a year
 * and a half ago with a HIRE order and a first salary, the collectors and
 * sellers given a raise three months ago. Employee numbers `E0001`, … are
 * the ones the demo terminals send. Runs once: nothing when employees exist.
 */
export async function seedDemoEmployees(db: Db): Promise<{ employees: number }> {
  const existing = await db.execute<{ n: string }>(sql`select count(*) as n from employees`);
  if (Number(existing.rows[0]?.n) > 0) return { employees: 0 };
  const branches = await db.execute<{ id: number }>(
    sql`select id from branches where active and not is_office order by id`,
  );
  const admin = await db.execute<{ id: number }>(sql`select min(id) as id from users where is_dev or active`);
  const by = Number(admin.rows[0]?.id) || null;
  const [sections, schedules, positions] = await Promise.all([
    ids(db, 'hr_sections'),
    ids(db, 'work_schedules'),
    ids(db, 'user_positions'),
  ]);
  const locations = await db.execute<{ id: number; branch_id: number | null }>(
    sql`select id, branch_id from work_locations where active order by id`,
  );
  const today = tashkentToday();
  const hiredOn = addDays(today, -540);
  const raisedOn = `${addDays(today, -90).slice(0, 7)}-01`;
  const passwordHash = await hashPassword(DEMO_EMPLOYEE_PASSWORD);
  let n = 0;
  await db.transaction(async (tx) => {
    for (const branch of branches.rows) {
      const location = locations.rows.find((l) => Number(l.branch_id) === Number(branch.id));
      for (const [section, schedule, , pay] of STAFF) {
        n++;
        const number = `E${String(n).padStart(4, '0')}`;
        const fullName = `${LAST[n % LAST.length]} ${FIRST[n % FIRST.length]}`;
        const [user] = await tx
          .insert(users)
          .values({
            username: `xodim${String(n).padStart(2, '0')}`,
            full_name: fullName,
            password_hash: passwordHash,
            branch_id: Number(branch.id),
            user_position_id: positions.values().next().value ?? null,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('demo employee user not created');
        const raised = section === 'Undiruv boʻlimi' || section === 'Savdo boʻlimi';
        const start = BigInt(pay) * 100n;
        const now = raised ? (start * 110n) / 100n : start;
        const placement = {
          branch_id: Number(branch.id),
          hr_section_id: sections.get(section) ?? null,
          work_location_id: location ? Number(location.id) : null,
          work_schedule_id: schedules.get(schedule) ?? null,
          user_position_id: null,
        };
        const [employee] = await tx
          .insert(employees)
          .values({
            user_id: user.id,
            employee_number: number,
            full_name: fullName,
            ...placement,
            branch_id: Number(branch.id),
            salary: now,
            hired_on: hiredOn,
            created_by: by,
          })
          .returning({ id: employees.id });
        if (!employee) throw new Error('demo employee not created');
        await tx.insert(employeeOrders).values({
          employee_id: employee.id,
          kind: 'HIRE',
          date: hiredOn,
          after: placement,
          created_by: by,
        });
        await tx.insert(employeeSalaries).values([
          {
            employee_id: employee.id,
            effective_from: hiredOn,
            amount: start,
            reason: 'HIRE',
            created_by: by,
          },
          ...(raised
            ? [
                {
                  employee_id: employee.id,
                  effective_from: raisedOn,
                  amount: now,
                  reason: 'RAISE',
                  created_by: by,
                },
              ]
            : []),
        ]);
      }
    }
  });
  return { employees: n };
}
