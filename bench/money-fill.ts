import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/api/src/areas/admin/auth/password.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';

/**
 * The money bench's data (bench/money.ts): its sizes from the environment,
 * the cashboxes with their accounts and a cashier, and 10,000,000 postings
 * loaded set-based in SQL, with the journal's indexes dropped for the load
 * and every balance row checked against its postings afterwards.
 */

export const POSTINGS = Number(process.env.MONEY_POSTINGS ?? 10_000_000);
export const CASHBOXES = Number(process.env.CASHBOXES ?? 1_000);
export const BRANCHES = 50;
export const CLIENTS = Number(process.env.CLIENTS ?? 16);
export const SECONDS = Number(process.env.SECONDS ?? 15);
export const SAMPLES = Number(process.env.SAMPLES ?? 50);
/** Postings of the first phase, where the balance read is timed before the history grows. */
export const SMALL = 10_000;
/** Operations of two postings each, over five years up to today. */
export const OPERATIONS = Math.floor(POSTINGS / 2);
export const DAYS = 1826;
export const CHUNK = 500_000;
/** The cashier's own cashboxes: 1..CASHIER_BOXES (the load clients post to 1..CLIENTS). */
export const CASHIER_BOXES = Math.max(CLIENTS + 4, 20);
/** The company-wide counterpart accounts of "other" income and expense. */
export const INCOME_ACCOUNT = 2 * CASHBOXES + 1;
export const EXPENSE_ACCOUNT = 2 * CASHBOXES + 2;
export const CASHIER_RULES = [
  'my_cashbox.show',
  'other_cashbox_input.show',
  'other_cashbox_input.add',
  'other_cashbox_input.approve',
  'other_cashbox_output.show',
  'other_cashbox_output.add',
  'other_cashbox_output.approve',
];

export const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** Cashboxes, their accounts (UZS and USD) and balance rows, the counterpart accounts, and a cashier. */
export async function fillCashboxes(db: Db): Promise<void> {
  await db.execute(sql`insert into branches (name)
    select 'Kassa filiali ' || g from generate_series(1, ${BRANCHES}::int) g`);
  await db.execute(sql`insert into users (username, full_name, password_hash, must_change_password)
    values ('bench-kassir', 'Bench kassir', ${await hashPassword('Bench#123')}, false)`);
  await db.execute(sql`insert into user_rules (user_id, rule_id)
    select u.id, r.id from users u, rules r
    where u.username = 'bench-kassir' and r.name in (${sql.join(
      CASHIER_RULES.map((r) => sql`${r}`),
      sql`, `,
    )})`);
  await db.execute(sql`insert into cashboxes (id, name, branch_id, responsible_id)
    select g, 'Kassa ' || g, (select min(id) from branches where name like 'Kassa filiali %') + (g % ${BRANCHES}),
      (select id from users where username = case when g <= ${CASHIER_BOXES} then 'bench-kassir' else 'bench' end)
    from generate_series(1, ${CASHBOXES}::int) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence('cashboxes', 'id'), ${CASHBOXES})`);
  await db.execute(sql`insert into money_accounts (id, kind, ref_id, currency)
    select g, 'cashbox', g, 'UZS' from generate_series(1, ${CASHBOXES}::int) g
    union all select ${CASHBOXES} + g, 'cashbox', g, 'USD' from generate_series(1, ${CASHBOXES}::int) g
    union all values (${INCOME_ACCOUNT}::bigint, 'income_type', 0::bigint, 'UZS'),
      (${EXPENSE_ACCOUNT}::bigint, 'expense_item', 0::bigint, 'UZS')`);
  await db.execute(sql`select setval(pg_get_serial_sequence('money_accounts', 'id'), ${EXPENSE_ACCOUNT})`);
  await db.execute(sql`insert into money_balances (account_id, floor_zero)
    select id, kind = 'cashbox' from money_accounts`);
  await db.execute(
    sql`insert into bank_input_types (name) select 'Bench kirim ' || g from generate_series(1, ${CLIENTS}::int) g`,
  );
  await db.execute(
    sql`insert into cost_items (name) select 'Bench xarajat ' || g from generate_series(1, ${CLIENTS}::int) g`,
  );
}

/**
 * Operations `from`..`to` of OPERATIONS (dated in id order over five years):
 * each cashbox's first is income, then every third is an expense of half an
 * income, so no cashbox ever goes below zero; two postings each, balanced.
 * Triggers and foreign keys are off for the load (what they check holds by
 * construction; `checkLoaded` verifies the balances).
 */
export async function loadOperations(db: Db, from: number, to: number, t0: number): Promise<void> {
  for (let start = from; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`create temporary table gen on commit drop as
        select g as id, 1 + (g % ${CASHBOXES}) as cashbox, (g > ${CASHBOXES} and g % 3 = 0) as out,
          date '2021-11-23' + ((g::bigint * ${DAYS}) / ${OPERATIONS})::int as day
        from generate_series(${start}::bigint, ${end}::bigint) g`);
      await tx.execute(sql`insert into money_operations (id, type, branch_id, cashbox_id, business_date, amount,
          currency, counterpart_kind, counterpart_id, status, lines, created_by, approved_by, created_at, approved_at)
        select s.id, case when s.out then 'CASHBOX_OUTPUT' else 'CASHBOX_INPUT' end, c.branch_id, s.cashbox, s.day,
          case when s.out then 50000000 else 100000000 end, 'UZS',
          case when s.out then 'expense_item' else 'income_type' end, 0, 'APPROVED',
          jsonb_build_array(
            jsonb_build_object('kind', 'cashbox', 'ref', s.cashbox, 'currency', 'UZS',
              'amount', case when s.out then '-50000000' else '100000000' end),
            jsonb_build_object('kind', case when s.out then 'expense_item' else 'income_type' end, 'ref', 0,
              'currency', 'UZS', 'amount', case when s.out then '50000000' else '-100000000' end)),
          c.responsible_id, c.responsible_id, s.day + time '10:00', s.day + time '10:00'
        from gen s join cashboxes c on c.id = s.cashbox`);
      await tx.execute(sql`insert into money_postings (id, operation_id, account_id, currency, amount,
          business_date, created_at)
        select 2 * s.id - 1 + k, s.id,
          case when k = 0 then s.cashbox when s.out then ${EXPENSE_ACCOUNT} else ${INCOME_ACCOUNT} end, 'UZS',
          (case when s.out then -50000000 else 100000000 end) * (case when k = 0 then 1 else -1 end),
          s.day, s.day + time '10:00'
        from gen s cross join generate_series(0, 1) k`);
    });
    console.log(`  operations ${end.toLocaleString('en')} (${since(t0)})`);
  }
  await db.execute(sql`update money_balances b set debit = t.debit, credit = t.credit, balance = t.debit - t.credit
    from (select account_id, coalesce(sum(amount) filter (where amount > 0), 0) as debit,
            coalesce(-sum(amount) filter (where amount < 0), 0) as credit
          from money_postings group by account_id) t
    where b.account_id = t.account_id`);
  // The daily and monthly sums the cash reports read (postLines keeps them for what is posted later).
  await db.execute(sql`truncate money_daily, money_monthly`);
  await db.execute(sql`insert into money_daily (account_id, business_date, type, debit, credit)
    select p.account_id, p.business_date, o.type, coalesce(sum(p.amount) filter (where p.amount > 0), 0),
      coalesce(-sum(p.amount) filter (where p.amount < 0), 0)
    from money_postings p join money_operations o on o.id = p.operation_id
    group by p.account_id, p.business_date, o.type`);
  await db.execute(sql`insert into money_monthly (account_id, month, debit, credit)
    select account_id, date_trunc('month', business_date)::date, sum(debit), sum(credit) from money_daily
    group by account_id, date_trunc('month', business_date)::date`);
  console.log(`  daily and monthly sums (${since(t0)})`);
  await db.execute(sql`select setval(pg_get_serial_sequence('money_operations', 'id'), ${to})`);
  await db.execute(sql`select setval(pg_get_serial_sequence('money_postings', 'id'), ${2 * to})`);
}

/** Runs `load` with the journal's secondary indexes dropped, then builds them again (as a restore would). */
export async function withoutIndexes(db: Db, load: () => Promise<void>, t0: number): Promise<void> {
  const indexes = await db.execute<{
    name: string;
    def: string;
  }>(sql`select indexname as name, indexdef as def
    from pg_indexes where tablename in ('money_operations', 'money_postings') and indexname not like '%_pkey'`);
  for (const { name } of indexes.rows) await db.execute(sql.raw(`drop index ${name}`));
  await load();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const { def } of indexes.rows) await tx.execute(sql.raw(def));
  });
  console.log(`  ${indexes.rows.length} indexes built (${since(t0)})`);
}

/** Every balance (the sum of its stripe rows) equals the sum of its postings; every operation balances. */
export async function checkLoaded(db: Db): Promise<void> {
  const broken = await db.execute<{ n: string }>(sql`select count(*) as n from (select account_id,
        sum(balance) as balance, bool_or(floor_zero) as floor_zero from money_balances group by account_id) b
    left join (select account_id, sum(amount) as s from money_postings group by account_id) t
      on t.account_id = b.account_id
    where b.balance <> coalesce(t.s, 0) or b.balance < 0 and b.floor_zero`);
  if (Number(broken.rows[0]?.n) !== 0) throw new Error(`${broken.rows[0]?.n} balance rows do not match`);
}
