import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../apps/api/src/platform/clock/business-today.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { since } from './money-fill.ts';
import { DAUGHTER_OF, MEN, SON_OF, SURNAMES, WOMEN } from './sales-names.ts';

plugHooks();

/**
 * The sales bench's data (bench/sales.ts), loaded set-based in SQL on the
 * bench's own PostgreSQL, consistent by construction:
 *
 * - BRANCHES branches, a cashbox each (its UZS account), the company-wide
 *   `contract` receivable account (8 stripe rows), a 12-month tariff, 20 products;
 * - SALES_CLIENTS clients (Uzbek names in Latin or Cyrillic with their
 *   `name_key`, unique PINFLs, passports and phones), each in a branch;
 * - SALES_CONTRACTS UZS contracts of 12 months at 38 % with 20 % down, dated
 *   evenly over the last two years (ids grow with the date), each with its
 *   goods line and schedule (row 0 the down payment, rows 1–12 the
 *   instalments, figured as the shared calculator does), and its payments:
 *   a settlement with one allocation row each, paying the rows in due order
 *   (a row in one payment or in two halves a week apart), some a few days
 *   early, most late by up to 15 days; LATE_PERCENT of the contracts stop
 *   paying at a random instalment. Schedule rows' paid and markup settled are
 *   the sums of their allocations; a contract's rest and next due date are its
 *   schedule's; a contract whose rest is 0 is CLOSED (with its CLOSE event).
 *   How many rows are paid in two halves is set from a sample so that the
 *   payments come to SALES_PAYMENTS;
 * - the money journal: what the engine posts per payment (debit the
 *   cashbox, credit `contract`) is posted here as ONE operation per cashbox,
 *   day and kind (the day's contract payments, each settlement's
 *   `operation_id` naming it): the same balances, daily and monthly sums,
 *   so the `contract` account's balance equals minus the payments, but about
 *   73,000 operations instead of 20,000,000 (40,000,000 postings). The
 *   journal's growth is the money bench's subject (posting is flat in it);
 *   here it would treble the load's time and disk.
 *
 * Triggers and foreign keys are off for the load (session_replication_role
 * replica; what they check holds by construction and bench/sales-check.ts
 * verifies it), and the tables' secondary indexes are dropped for it and
 * built afterwards, as bench/money-fill.ts does.
 */

export const CONTRACTS = Number(process.env.SALES_CONTRACTS ?? 1_500_000);
export const CLIENT_COUNT = Number(process.env.SALES_CLIENTS ?? CONTRACTS);
/** 20,000,000 at 1,500,000 contracts. */
export const PAYMENTS = Number(process.env.SALES_PAYMENTS ?? Math.round((CONTRACTS * 40) / 3));
export const BRANCHES = 50;
export const MONTHS = 12;
const SPAN_DAYS = 730;
const LATE_PERCENT = 15;
/** Contracts loaded per transaction. */
const CHUNK = Number(process.env.SALES_CHUNK ?? 100_000);
/** Minor units: prices 1,000,000–30,000,000 soʻm, rounding the monthly payment to 1,000 soʻm. */
const ROUNDING = 100_000;
const MARKUP_BP = 3_800;
/** The company-wide receivable account's id (the cashboxes' UZS accounts are 1 … BRANCHES). */
export const CONTRACT_ACCOUNT = BRANCHES + 1;

/** What the loaded rows refer to. */
export interface SalesWorld {
  /** The business date the data is loaded up to (Asia/Tashkent). */
  today: string;
  /** The first contract's date, SPAN_DAYS before today. */
  start: string;
  firstBranch: number;
  /** The bench developer: creates, signs and takes everything loaded. */
  userId: number;
  tariffId: number;
  firstProduct: number;
}

const DROP_SQL_HELPERS = sql`drop function if exists bench_h(bigint, int); drop table if exists bench_names`;

/** Branches, cashboxes and their accounts, the receivable account, a tariff, products; the loader's helpers. */
export async function fillSalesReference(db: Db): Promise<SalesWorld> {
  const today = await businessToday(db);
  const user = await db.execute<{ id: number }>(sql`select id from users where username = 'bench'`);
  const userId = Number(user.rows[0]?.id);
  const branches = await db.execute<{ id: number }>(sql`insert into branches (name)
    select 'Savdo filiali ' || g from generate_series(1, ${BRANCHES}::int) g returning id`);
  const firstBranch = Math.min(...branches.rows.map((r) => Number(r.id)));
  await db.execute(sql`insert into cashboxes (id, name, branch_id, responsible_id)
    select g, 'Kassa ' || g, ${firstBranch}::int + g - 1, ${userId}::int from generate_series(1, ${BRANCHES}::int) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence('cashboxes', 'id'), ${BRANCHES}::int)`);
  await db.execute(sql`insert into money_accounts (id, kind, ref_id, currency)
    select g, 'cashbox', g, 'UZS' from generate_series(1, ${BRANCHES}::int) g
    union all values (${CONTRACT_ACCOUNT}::bigint, 'contract', 0::bigint, 'UZS')`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('money_accounts', 'id'), ${CONTRACT_ACCOUNT}::int)`,
  );
  await db.execute(sql`insert into money_balances (account_id, stripe, floor_zero)
    select g, 0, true from generate_series(1, ${BRANCHES}::int) g
    union all select ${CONTRACT_ACCOUNT}::bigint, s, false from generate_series(0, 7) s`);
  const term = await db.execute<{ id: number }>(
    sql`insert into contract_terms (name, months) values ('12 oy', ${MONTHS}::int) returning id`,
  );
  const tariff = await db.execute<{ id: number }>(sql`insert into contract_tariffs
      (name, contract_term_id, markup, additional_markup, prepayment_percent)
    values ('Standart 12 oy', ${term.rows[0]?.id}, 38, 0, 20) returning id`);
  await db.execute(sql`insert into units (name, short_name) values ('dona', 'dona')`);
  await db.execute(sql`insert into product_categories (name) values ('Telefonlar')`);
  const products = await db.execute<{
    id: number;
  }>(sql`insert into products (name, product_category_id, unit_id)
    select 'Telefon ' || g, (select min(id) from product_categories), (select min(id) from units)
    from generate_series(1, 20) g returning id`);
  await db.execute(sql`insert into document_counters (branch_id, kind, last_number)
    select ${firstBranch}::int + g - 1, 'CONTRACT', ${CONTRACTS}::bigint from generate_series(1, ${BRANCHES}::int) g`);
  await createHelpers(db);
  return {
    today,
    start: shiftDate(today, -SPAN_DAYS),
    firstBranch,
    userId,
    tariffId: Number(tariff.rows[0]?.id),
    firstProduct: Math.min(...products.rows.map((r) => Number(r.id))),
  };
}

/** YYYY-MM-DD `days` after `date`. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A deterministic hash (≥ 0) and the name pool as a table, for the loader's SQL. */
async function createHelpers(db: Db): Promise<void> {
  await db.execute(sql`create function bench_h(g bigint, k int) returns bigint language sql immutable
    as $$ select hashint8extended(g, k) & 9223372036854775807 $$`);
  const rows = [
    ...SURNAMES.map(([latin, cyrillic, key], i) => ({ pool: 's', i, latin, cyrillic, key })),
    ...MEN.map(([latin, cyrillic, key], i) => ({ pool: 'm', i, latin, cyrillic, key })),
    ...WOMEN.map(([latin, cyrillic, key], i) => ({ pool: 'w', i, latin, cyrillic, key })),
  ];
  await db.execute(sql`create unlogged table bench_names as
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as t(pool text, i int, latin text, cyrillic text, key text)`);
}

export async function dropHelpers(db: Db): Promise<void> {
  await db.execute(DROP_SQL_HELPERS);
}

/** Clients 1 … CLIENT_COUNT in chunks (see the file's comment); client g is in branch index
 * bench_h(g, 10) mod BRANCHES (a hash, so the clients without a contract spread over every branch). */
export async function loadClients(db: Db, world: SalesWorld, t0: number): Promise<void> {
  for (let from = 1; from <= CLIENT_COUNT; from += 500_000) {
    const to = Math.min(CLIENT_COUNT, from + 499_999);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(clientsSql(world, from, to));
    });
    console.log(`  clients ${to.toLocaleString('en')} (${since(t0)})`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('clients', 'id'), ${CLIENT_COUNT}::bigint)`);
}

const OPERATORS = sql`(array['90','91','93','94','95','97','98','99','33','88'])`;

function clientsSql(world: SalesWorld, from: number, to: number): SQL {
  const [sonL, sonC, sonK] = SON_OF;
  const [daughterL, daughterC, daughterK] = DAUGHTER_OF;
  return sql`insert into clients (id, full_name, name_key, pinfl, passport, passport_issued_by, passport_issued_at,
      phones, birth_date, gender, branch_id, street, active, created_by, created_at, updated_at)
    select g,
      case when cyr then s.cyrillic || case when female then 'а' else '' end || ' ' || f.cyrillic || ' ' || fa.cyrillic
          || ' ' || case when female then ${daughterC} else ${sonC} end
        else s.latin || case when female then 'a' else '' end || ' ' || f.latin || ' ' || fa.latin
          || ' ' || case when female then ${daughterL} else ${sonL} end end,
      s.key || case when female then 'a' else '' end || ' ' || f.key || ' ' || fa.key
        || ' ' || case when female then ${daughterK} else ${sonK} end,
      case when birth < date '2000-01-01' then case when female then '4' else '3' end
        else case when female then '6' else '5' end end
        || to_char(birth, 'DDMMYY') || lpad(((g * 7919993) % 10000000)::text, 7, '0'),
      'A' || chr(65 + (g % 26)::int) || lpad(((g * 9999991) % 10000000)::text, 7, '0'),
      'Toshkent shahar IIB', birth + 5844 + (bench_h(g, 8) % 3000)::int,
      array['998' || ${OPERATORS}[1 + bench_h(g, 7) % 10] || lpad(((g * 1000003) % 10000000)::text, 7, '0')]
        || case when g % 3 = 0 then array['998' || ${OPERATORS}[1 + bench_h(g, 9) % 10]
          || lpad(((g * 3000017 + 5000000) % 10000000)::text, 7, '0')] else '{}'::text[] end,
      birth, case when female then 'FEMALE' else 'MALE' end, ${world.firstBranch}::int + (bench_h(g, 10) % ${BRANCHES}::int)::int,
      'Mustaqillik koʻchasi ' || (1 + g % 200), true, ${world.userId}::int,
      ${world.start}::date - 30 + (g * ${SPAN_DAYS + 30}::bigint / ${CLIENT_COUNT}::bigint)::int + time '09:00',
      ${world.start}::date - 30 + (g * ${SPAN_DAYS + 30}::bigint / ${CLIENT_COUNT}::bigint)::int + time '09:00'
    from (select g, bench_h(g, 1) % 2 = 1 as female, bench_h(g, 2) % 4 = 0 as cyr,
            date '1960-01-01' + (bench_h(g, 6) % 16000)::int as birth, bench_h(g, 3) % 40 as si,
            bench_h(g, 4) % 40 as fi, bench_h(g, 5) % 40 as fai
          from generate_series(${from}::bigint, ${to}::bigint) g) c
    join bench_names s on s.pool = 's' and s.i = c.si
    join bench_names f on f.pool = case when c.female then 'w' else 'm' end and f.i = c.fi
    join bench_names fa on fa.pool = 'm' and fa.i = c.fai
    order by g`;
}

/**
 * Contracts `c` of the series with their terms, as `bench_c`: the client
 * (every tenth contract is its neighbour's second one), branch index `b`
 * (the client's), date, payment day, price, 20 % down, R, M = R × 38 %
 * half up, D = R + M, m = D / 12 rounded up to 1,000 soʻm; `late` contracts
 * stop paying at instalment `stop`.
 */
function contractsSql(world: SalesWorld, series: SQL): SQL {
  return sql`create unlogged table bench_c as
    select c, client, b, contract_date, payment_day, price, prepayment, financed, markup,
      financed + markup as debt,
      ((financed + markup + ${MONTHS * ROUNDING - 1}::bigint) / ${MONTHS * ROUNDING}::bigint) * ${ROUNDING}::bigint
        as monthly,
      bench_h(c, 12) % 100 < ${LATE_PERCENT}::int as late, 1 + (bench_h(c, 13) % ${MONTHS}::int)::int as stop
    from (select c, client, (bench_h(client, 10) % ${BRANCHES}::int)::int as b, contract_date,
            least(extract(day from contract_date)::int, 28) as payment_day, price, price / 5 as prepayment,
            price - price / 5 as financed,
            ((price - price / 5) * ${2 * MARKUP_BP}::bigint + 10000) / 20000 as markup
          from (select c, 1 + ((c - 1 - (c % 10 = 0)::int) % ${CLIENT_COUNT}::bigint) as client,
                  ${world.start}::date + ((c - 1) * ${SPAN_DAYS}::bigint / ${CONTRACTS}::bigint)::int as contract_date,
                  (100 + bench_h(c, 11) % 2901) * 1000000 as price
                from ${series} c) s) t`;
}

/**
 * The schedule rows of `bench_c` with their payments, as `bench_r`: row 0
 * the down payment (paid on the contract date), row k due k months later on
 * the payment day, m while D lasts and the last the rest (the calculator's
 * rule); its markup share M × cumulative ÷ D half up less the rows before.
 * A row is paid `lag` days after its due date (−4 … 15) if that is not after
 * today and the contract has not stopped paying; in two halves a week apart
 * for `split` ‰ of the rows (the second only when not after today). Each
 * half's markup part is `markupPart`'s (packages/shared/src/contracts/allocate.ts).
 * (`offset 0` keeps each level a level: flattened, every use of a column
 * would compute its expression again.)
 */
function rowsSql(world: SalesWorld, splitPermille: number): SQL {
  return sql`create unlogged table bench_r as
    select c, n, due, amount, markup, pay1, case when pay1 is not null then part1 end as part1,
      case when pay1 is not null then m1 end as m1, case when second then pay1 + 7 end as pay2,
      case when second then amount - part1 end as part2, case when second then markup - m1 end as m2
    from (select *, least(greatest((2 * markup * part1 + amount) / (2 * amount), part1 - (amount - markup), 0),
              part1, markup) as m1,
            pay1 is not null and split and pay1 + 7 <= ${world.today}::date as second
          from (select *, case when split then amount / 2 else amount end as part1,
                  case when amount > 0 and (not late or n < stop) and due + lag <= ${world.today}::date
                    then due + lag end as pay1
                from (select c.c, k.n, c.late, c.stop,
                        case when k.n = 0 then c.contract_date else (date_trunc('month', c.contract_date)
                          + make_interval(months => k.n))::date + (c.payment_day - 1) end as due,
                        a.amount,
                        case when k.n = 0 then 0 else ${upTo(sql`c.debt - l.left_before + a.amount`)}
                          - ${upTo(sql`c.debt - l.left_before`)} end as markup,
                        case when k.n = 0 then 0 else (bench_h(c.c * 16 + k.n, 14) % 20)::int - 4 end as lag,
                        k.n > 0 and bench_h(c.c * 16 + k.n, 15) % 1000 < ${splitPermille}::int as split
                      from bench_c c cross join generate_series(0, ${MONTHS}::int) k(n)
                      cross join lateral (select greatest(c.debt - (k.n - 1) * c.monthly, 0) as left_before) l
                      cross join lateral (select case when k.n = 0 then c.prepayment
                        when k.n = ${MONTHS}::int then l.left_before else least(c.monthly, l.left_before) end
                        as amount) a
                      order by c.c, k.n offset 0) r offset 0) p offset 0) q`;
}

/** mulDivRound(M, cumulative, D) for the row of `c`: 2·M·x stays below 2⁶³ for these prices (M < 10⁹, x < 4·10⁹). */
const upTo = (cumulative: SQL) => sql`((2 * c.markup * (${cumulative}) + c.debt) / (2 * c.debt))`;

/**
 * The share of schedule rows to pay in two halves so the payments come to
 * PAYMENTS: counted on a sample of about 20,000 contracts without halves.
 */
export async function splitPermilleFor(db: Db, world: SalesWorld): Promise<number> {
  const step = Math.max(1, Math.floor(CONTRACTS / 20_000));
  await db.execute(sql`drop table if exists bench_c, bench_r`);
  await db.execute(
    contractsSql(world, sql`generate_series(1::bigint, ${CONTRACTS}::bigint, ${step}::bigint)`),
  );
  await db.execute(rowsSql(world, 0));
  const counted = await db.execute<{ paid: string; splittable: string; contracts: string }>(sql`select
      count(*) filter (where pay1 is not null) as paid,
      count(*) filter (where pay1 is not null and n > 0 and pay1 + 7 <= ${world.today}::date) as splittable,
      count(distinct c) as contracts from bench_r`);
  await db.execute(sql`drop table bench_c, bench_r`);
  const row = counted.rows[0];
  const scale = CONTRACTS / Number(row?.contracts ?? 1);
  const paid = Number(row?.paid ?? 0) * scale;
  const splittable = Number(row?.splittable ?? 1) * scale;
  return Math.round(Math.min(1, Math.max(0, (PAYMENTS - paid) / splittable)) * 1000);
}

/** Counts of what was loaded. */
export interface Loaded {
  contracts: number;
  scheduleRows: number;
  payments: number;
}

/**
 * Contracts 1 … CONTRACTS in chunks of CHUNK, each in one transaction (see
 * the file's comment), in id order; their payments are staged in
 * `bench_pay` and written by `loadPayments` in date order.
 */
export async function loadContracts(db: Db, world: SalesWorld, splitPermille: number, t0: number) {
  const loaded = { contracts: 0, scheduleRows: 0 };
  await db.execute(sql`drop table if exists bench_c, bench_r, bench_pay`);
  await db.execute(sql`create unlogged table bench_pay (c bigint, b int, n smallint, part smallint, day date,
    amount bigint, markup bigint)`);
  for (let from = 1; from <= CONTRACTS; from += CHUNK) {
    const to = Math.min(CONTRACTS, from + CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`set local work_mem = '512MB'`);
      await tx.execute(contractsSql(world, sql`generate_series(${from}::bigint, ${to}::bigint)`));
      await tx.execute(rowsSql(world, splitPermille));
      await insertChunk(tx, world);
      const rows = await tx.execute<{ n: string }>(sql`select count(*) as n from bench_r`);
      loaded.contracts = to;
      loaded.scheduleRows += Number(rows.rows[0]?.n);
      await tx.execute(sql`drop table bench_c, bench_r`);
    });
    console.log(`  contracts ${to.toLocaleString('en')} (${since(t0)})`);
  }
  for (const table of ['contracts', 'contract_items']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${CONTRACTS}::bigint)`);
  }
  return loaded;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The chunk's contracts, goods, schedule and SIGN events from bench_c / bench_r, in id order; its payments staged. */
async function insertChunk(tx: Tx, world: SalesWorld): Promise<void> {
  const user = sql`${world.userId}::int`;
  await tx.execute(sql`insert into contracts (id, number, branch_id, client_id, status, currency, tariff_id, months,
      markup_percent, additional_markup_percent, contract_date, payment_day, price, discount, prepayment, financed,
      markup_amount, debt, monthly, rounding, rest, next_due_date, responsible_id, signed_by, signed_at, closed_on,
      created_by, created_at)
    select c.c, c.c, ${world.firstBranch}::int + c.b, c.client, case when s.rest = 0 then 'CLOSED' else 'ACTIVE' end,
      'UZS', ${world.tariffId}::int, ${MONTHS}::int, 38, 0, c.contract_date, c.payment_day, c.price, 0, c.prepayment,
      c.financed, c.markup, c.debt, c.monthly, ${ROUNDING}::bigint, s.rest, s.next_due, ${user}, ${user},
      c.contract_date + time '11:00', case when s.rest = 0 then s.last_paid end, ${user}, c.contract_date + time '10:00'
    from bench_c c join (select c, sum(amount - coalesce(part1, 0) - coalesce(part2, 0)) as rest,
        min(due) filter (where amount - coalesce(part1, 0) - coalesce(part2, 0) > 0) as next_due,
        greatest(max(pay1), max(pay2)) as last_paid
      from bench_r group by c) s on s.c = c.c
    order by c.c`);
  await tx.execute(sql`insert into contract_items (id, contract_id, product_id, quantity, price, discount, released)
    select c, c, ${world.firstProduct}::int + (bench_h(c, 17) % 20)::int, 1000, price, 0, 1000 from bench_c
    order by c`);
  await tx.execute(sql`insert into contract_schedule (contract_id, n, due_date, amount, markup, paid, forgiven,
      markup_settled)
    select c, n, due, amount, markup, coalesce(part1, 0) + coalesce(part2, 0), 0, coalesce(m1, 0) + coalesce(m2, 0)
    from bench_r order by c, n`);
  await tx.execute(sql`insert into contract_events (contract_id, event, from_status, to_status, business_date,
      created_by, created_at)
    select c, 'SIGN', 'CREATED', 'ACTIVE', contract_date, ${user}, contract_date + time '11:00' from bench_c
    order by c`);
  await tx.execute(sql`insert into bench_pay (c, b, n, part, day, amount, markup)
    select r.c, c.b, r.n, 1, r.pay1, r.part1, r.m1 from bench_r r join bench_c c on c.c = r.c where r.pay1 is not null
    union all
    select r.c, c.b, r.n, 2, r.pay2, r.part2, r.m2 from bench_r r join bench_c c on c.c = r.c where r.pay2 is not null`);
}

/**
 * The staged payments as settlements with their allocation rows, numbered
 * in date order (as they were taken: a contract's payments lie apart, among
 * the day's others), and the CLOSE event of every closed contract naming
 * its last payment. Answers how many payments.
 */
export async function loadPayments(db: Db, world: SalesWorld, t0: number): Promise<number> {
  const user = sql`${world.userId}::int`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '1GB'`);
    await tx.execute(sql`create unlogged table bench_ps as
      select row_number() over (order by day, c, n, part) as id, * from bench_pay`);
  });
  await db.execute(sql`drop table bench_pay`);
  console.log(`  payments numbered in date order (${since(t0)})`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`insert into contract_settlements (id, contract_id, kind, status, business_date, amount,
        overpaid, method, cashbox_id, operation_id, approved_by, created_by, created_at)
      select id, c, case when n = 0 then 'PRE_PAYMENT' else 'PAYMENT' end, 'APPROVED', day, amount, 0,
        case when id % 4 = 0 then 'CARD' else 'CASH' end, b + 1,
        1 + ((day - ${world.start}::date) * ${BRANCHES}::int + b) * 2 + (n = 0)::int, ${user}, ${user},
        day + time '09:00' + (id % 36000) * interval '1 second'
      from bench_ps order by id`);
    await tx.execute(sql`insert into contract_allocations (id, settlement_id, contract_id, n, business_date, amount,
        markup, forgives)
      select id, id, c, n, day, amount, markup, false from bench_ps order by id`);
    await tx.execute(sql`insert into contract_events (contract_id, event, from_status, to_status, business_date, data,
        created_by, created_at)
      select k.id, 'CLOSE', 'ACTIVE', 'CLOSED', k.closed_on, jsonb_build_object('settlement_id', p.last), ${user},
        k.closed_on + time '18:00'
      from contracts k join (select c, max(id) as last from bench_ps group by c) p on p.c = k.id
      where k.status = 'CLOSED' order by k.closed_on, k.id`);
  });
  const count = await db.execute<{ n: string }>(sql`select count(*) as n from bench_ps`);
  await db.execute(sql`drop table bench_ps`);
  const payments = Number(count.rows[0]?.n);
  for (const table of ['contract_settlements', 'contract_allocations']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${Math.max(1, payments)}::bigint)`,
    );
  }
  console.log(`  ${payments.toLocaleString('en')} payments with their allocations (${since(t0)})`);
  return payments;
}

/**
 * The journal of the loaded payments: one approved operation per cashbox,
 * day and kind (CONTRACT_PAYMENT or PRE_PAYMENT) debiting the cashbox and
 * crediting `contract`, its two postings, the balance rows (the receivable
 * on stripe 0), and the daily and monthly sums.
 */
export async function loadJournal(db: Db, world: SalesWorld, t0: number): Promise<void> {
  const user = sql`${world.userId}::int`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into money_operations (id, type, branch_id, cashbox_id, business_date, amount,
        currency, status, lines, comment, created_by, approved_by, created_at, approved_at)
      select operation_id, case when kind = 'PRE_PAYMENT' then 'PRE_PAYMENT' else 'CONTRACT_PAYMENT' end,
        ${world.firstBranch}::int + cashbox_id - 1, cashbox_id, business_date, sum(amount), 'UZS', 'APPROVED',
        jsonb_build_array(
          jsonb_build_object('kind', 'cashbox', 'ref', cashbox_id, 'currency', 'UZS', 'amount', sum(amount)::text),
          jsonb_build_object('kind', 'contract', 'ref', 0, 'currency', 'UZS', 'amount', (-sum(amount))::text)),
        'Bench: the day''s contract payments', ${user}, ${user}, business_date + time '20:00',
        business_date + time '20:00'
      from contract_settlements group by operation_id, kind, cashbox_id, business_date`);
    await tx.execute(sql`insert into money_postings (id, operation_id, account_id, currency, amount, business_date,
        created_at)
      select 2 * o.id - 1 + k, o.id, case when k = 0 then o.cashbox_id else ${CONTRACT_ACCOUNT}::bigint end, 'UZS',
        case when k = 0 then o.amount else -o.amount end, o.business_date, o.created_at
      from money_operations o cross join generate_series(0, 1) k where o.comment = 'Bench: the day''s contract payments'`);
  });
  await db.execute(sql`update money_balances b set debit = t.debit, credit = t.credit, balance = t.debit - t.credit
    from (select account_id, coalesce(sum(amount) filter (where amount > 0), 0) as debit,
            coalesce(-sum(amount) filter (where amount < 0), 0) as credit
          from money_postings group by account_id) t
    where b.account_id = t.account_id and b.stripe = 0`);
  await db.execute(sql`truncate money_daily, money_monthly`);
  await db.execute(sql`insert into money_daily (account_id, business_date, type, debit, credit)
    select p.account_id, p.business_date, o.type, coalesce(sum(p.amount) filter (where p.amount > 0), 0),
      coalesce(-sum(p.amount) filter (where p.amount < 0), 0)
    from money_postings p join money_operations o on o.id = p.operation_id
    group by p.account_id, p.business_date, o.type`);
  await db.execute(sql`insert into money_monthly (account_id, month, debit, credit)
    select account_id, date_trunc('month', business_date)::date, sum(debit), sum(credit) from money_daily
    group by account_id, date_trunc('month', business_date)::date`);
  await db.execute(sql`select setval(pg_get_serial_sequence('money_operations', 'id'),
    (select coalesce(max(id), 1) from money_operations))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('money_postings', 'id'),
    (select coalesce(max(id), 1) from money_postings))`);
  console.log(`  the journal: the day's payments of each cashbox (${since(t0)})`);
}

const SALES_TABLES = [
  'clients',
  'contracts',
  'contract_items',
  'contract_schedule',
  'contract_settlements',
  'contract_allocations',
  'contract_events',
];

/** Runs `load` with the sales tables' indexes dropped (all but the primary keys'), then builds them again (as a restore would). */
export async function withoutSalesIndexes(db: Db, load: () => Promise<void>, t0: number): Promise<void> {
  const indexes = await db.execute<{
    name: string;
    def: string;
  }>(sql`select i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname in (${sql.join(
      SALES_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )}) and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`);
  for (const { name } of indexes.rows) await db.execute(sql.raw(`drop index ${name}`));
  await load();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const { name, def } of indexes.rows) {
      const t1 = Date.now();
      await tx.execute(sql.raw(def));
      if (Date.now() - t1 > 10_000) console.log(`    ${name} (${since(t1)})`);
    }
  });
  console.log(`  ${indexes.rows.length} indexes built (${since(t0)})`);
}
