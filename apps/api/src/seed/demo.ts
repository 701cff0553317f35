import { DEV_RULE, RULE_GROUPS, RULES } from '@savdo/shared/rules';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../areas/admin/auth/password.ts';
import { seedTwoFactor } from '../areas/admin/auth/two-factor.ts';
import type { Db, DbOrTx } from '../platform/db/client.ts';
import { branches, positionRules, rules, userPositions, users } from '../platform/db/schema.ts';
import { seedReferenceData } from './reference-data.ts';

export interface DemoAccount {
  username: string;
  password: string;
  /** A known TOTP secret (base32) for accounts that must sign in with a second factor; README shows it. */
  totpSecret?: string;
  fullName: string;
  position: string;
  role: string;
  isDev?: boolean;
}

/** One user per position; README lists the same. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin@123',
    fullName: 'Aliyev Sardor Baxtiyorovich',
    position: 'Administrator',
    role: 'administrator, developer',
    isDev: true,
    totpSecret: 'SAVDODEMOADMINTWOFACTORSECRETKEY',
  },
  {
    username: 'kassir',
    password: 'Kassir@123',
    fullName: 'Karimova Dilnoza Olimovna',
    position: 'Kassir',
    role: 'cashier',
  },
  {
    username: 'omborchi',
    password: 'Ombor@123',
    fullName: 'Toʻxtayev Jasur Rustamovich',
    position: 'Omborchi',
    role: 'warehouse keeper',
  },
  {
    username: 'undiruvchi',
    password: 'Undiruv@123',
    fullName: 'Gʻofurov Bekzod Anvarovich',
    position: 'Undiruvchi',
    role: 'collector',
  },
  {
    username: 'kadrlar',
    password: 'Kadrlar@123',
    fullName: 'Yusupova Malika Shavkatovna',
    position: 'Kadrlar boʻlimi xodimi',
    role: 'HR officer',
  },
];

const BRANCHES = [
  {
    name: 'Bosh ofis (Toshkent)',
    prefix: 'TSH',
    address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi 107',
    is_office: true,
  },
  {
    name: 'Chilonzor filiali',
    prefix: 'CHL',
    address: 'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi 12',
    is_office: false,
  },
  {
    name: 'Samarqand filiali',
    prefix: 'SAM',
    address: 'Samarqand sh., Registon koʻchasi 5',
    is_office: false,
  },
  { name: 'Buxoro filiali', prefix: 'BUX', address: 'Buxoro sh., Alpomish koʻchasi 21', is_office: false },
  {
    name: 'Fargʻona filiali',
    prefix: 'FAR',
    address: 'Fargʻona sh., Mustaqillik koʻchasi 44',
    is_office: false,
  },
  { name: 'Andijon filiali', prefix: 'AND', address: 'Andijon sh., Bobur shoh koʻchasi 9', is_office: false },
  { name: 'Namangan filiali', prefix: 'NAM', address: 'Namangan sh., Navoiy koʻchasi 30', is_office: false },
  {
    name: 'Qarshi filiali',
    prefix: 'QAR',
    address: 'Qarshi sh., Islom Karimov koʻchasi 77',
    is_office: false,
  },
  {
    name: 'Nukus filiali',
    prefix: 'NUK',
    address: 'Nukus sh., Qoraqalpogʻiston koʻchasi 3',
    is_office: false,
  },
];

const moduleRules = (...modules: string[]) => RULES.filter((r) => modules.includes(RULE_GROUPS[r] ?? ''));
const showRules = (...modules: string[]) => moduleRules(...modules).filter((r) => r.endsWith('.show'));

/** Which rules each demo position holds: what that job needs, no more. */
function positionRuleNames(position: string): string[] {
  switch (position) {
    case 'Administrator':
      return RULES.filter((r) => r !== DEV_RULE);
    case 'Kassir':
      return [
        'dashboard.show',
        'dashboard_cashbox.show',
        'dashboard_trade.show',
        // Every cash desk rule but setting up cash registers (and so reading every user to name their
        // cashier) and working in other cashiers' boxes: an administrator's.
        ...moduleRules('cashbox', 'cash-tradings').filter(
          (r) => !['cashbox.add', 'cashbox.edit', 'cashbox.all'].includes(r),
        ),
        ...showRules('contract', 'client'),
        'report.show',
      ];
    case 'Omborchi':
      return [
        'dashboard.show',
        'dashboard_warehouse.show',
        ...moduleRules('warehouse', 'tmz-account', 'output-product', 'price-tag'),
        ...showRules('information', 'price-management'),
        'report.show',
      ];
    case 'Undiruvchi':
      return [
        'dashboard.show',
        'dashboard_levy.show',
        ...moduleRules('collections'),
        ...showRules('contract', 'client', 'sms'),
        // a collector sends a late client an SMS
        'sms.add',
        'report.show',
      ];
    case 'Kadrlar boʻlimi xodimi':
      return [
        'dashboard.show',
        'dashboard_hrms.show',
        ...moduleRules('salary', 'face-recognition', 'staff-calculations'),
      ];
    default:
      return [];
  }
}

/** The reports each demo position opens (the administrator, a developer, opens every one). */
const DEMO_REPORTS: Readonly<Record<string, readonly string[]>> = {
  Kassir: ['R0024', 'R0066'],
  Omborchi: ['R0034', 'R0035'],
  Undiruvchi: ['R0049', 'R0002', 'R0003', 'R0004'],
};

async function grantPosition(db: DbOrTx, positionId: number, names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  const ids = await db.select({ id: rules.id }).from(rules).where(inArray(rules.name, unique));
  if (ids.length) {
    await db.insert(positionRules).values(ids.map(({ id }) => ({ position_id: positionId, rule_id: id })));
  }
}

/** Rates for the last 30 days around 12 750 soʻm per dollar. */
async function seedExchangeRates(db: DbOrTx, createdBy: number): Promise<void> {
  await db.execute(sql`insert into exchange_rates (date, rate, created_by, updated_by)
    select (now() at time zone 'Asia/Tashkent')::date - d, 12700 + (d * 37) % 90 + 0.5 * (d % 2), ${createdBy}, ${createdBy}
    from generate_series(0, 29) as d`);
}

async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return (result.rows[0]?.n ?? 0) === 0;
}

/**
 * Seeds demo branches, positions, users and rates into an empty database; false when it was not empty.
 * `secretsKey` encrypts the demo administrator's TOTP secret (the key the server then runs with).
 */
export async function seedDemo(db: Db, secretsKey: Buffer): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const branchRows = await tx.insert(branches).values(BRANCHES).returning({ id: branches.id });
    const positions = await tx
      .insert(userPositions)
      .values(DEMO_ACCOUNTS.map((a) => ({ name: a.position })))
      .returning({ id: userPositions.id, name: userPositions.name });
    for (const position of positions) {
      await grantPosition(tx, position.id, positionRuleNames(position.name));
      for (const code of DEMO_REPORTS[position.name] ?? [])
        await tx.execute(
          sql`insert into report_position_rights (position_id, code) values (${position.id}, ${code})`,
        );
    }
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          username: a.username,
          full_name: a.fullName,
          phone_number: `99890${String(1234560 + i)}`,
          password_hash: hashes[i] ?? '',
          must_change_password: false,
          is_dev: a.isDev ?? false,
          branch_id: branchRows[i % branchRows.length]?.id ?? null,
          user_position_id: positions.find((p) => p.name === a.position)?.id ?? null,
        })),
      )
      .returning({ id: users.id });
    for (const account of DEMO_ACCOUNTS) {
      if (account.totpSecret) await seedTwoFactor(tx, secretsKey, account.username, account.totpSecret);
    }
    await seedExchangeRates(tx, created[0]?.id ?? 0);
    await seedReferenceData(tx);
  });
  return true;
}

/** DEMO=0: an empty product but for the first administrator, whose password comes from ADMIN_PASSWORD. */
export async function seedFirstAdmin(db: Db, password: string | undefined): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  if (!password) throw new Error('DEMO=0 needs ADMIN_PASSWORD for the first administrator.');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [position] = await tx
      .insert(userPositions)
      .values({ name: 'Administrator' })
      .returning({ id: userPositions.id });
    if (position)
      await grantPosition(
        tx,
        position.id,
        RULES.filter((r) => r !== DEV_RULE),
      );
    await tx.insert(users).values({
      username: 'admin',
      full_name: 'Administrator',
      password_hash: passwordHash,
      must_change_password: false,
      is_dev: true,
      user_position_id: position?.id ?? null,
    });
  });
  return true;
}
