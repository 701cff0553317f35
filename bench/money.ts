/**
 * Bench: the money journal on years of postings, on the embedded PostgreSQL.
 *
 * Generates CASHBOXES cashboxes over 50 branches and MONEY_POSTINGS postings
 * (income and expense operations of two postings each, five years, with
 * their balance rows), set-based in SQL; then times, as ratios to a bare
 * Fastify route timed in the same run: a cashier's balance read at 10,000
 * postings and again at the full history; posting one operation (p50, p99);
 * operations per second at CLIENTS concurrent clients over real HTTP on
 * distinct cashboxes and on one shared cashbox (every non-201 counted); the
 * turnover of one cashbox for a year (the SQL the cash-turnover screen
 * needs, with its plan); the journal at page 1 and page 10,000; importing a
 * statement of 5,000 rows.
 *
 *   npm run bench -- money        (MONEY_POSTINGS=10000000 CASHBOXES=1000 CLIENTS=16 SECONDS=15 SAMPLES=50)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/modules/auth/password.ts';
import { balanceOf } from '../apps/api/src/modules/money/journal.ts';
import { withBench } from './harness.ts';
import type { LoadResult } from './http-load.ts';
import { operationBody, type PostLoadResult } from './money-load.ts';
import { recordSql } from './sql-record.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const POSTINGS = Number(process.env.MONEY_POSTINGS ?? 10_000_000);
const CASHBOXES = Number(process.env.CASHBOXES ?? 1_000);
const BRANCHES = 50;
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 15);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
/** Postings of the first phase, where the balance read is timed before the history grows. */
const SMALL = 10_000;
/** Operations of two postings each, over five years up to today. */
const OPERATIONS = Math.floor(POSTINGS / 2);
const DAYS = 1826;
const CHUNK = 500_000;
/** The cashier's own cashboxes: 1..CASHIER_BOXES (the load clients post to 1..CLIENTS). */
const CASHIER_BOXES = Math.max(CLIENTS + 4, 20);
/** The company-wide counterpart accounts of "other" income and expense. */
const INCOME_ACCOUNT = 2 * CASHBOXES + 1;
const EXPENSE_ACCOUNT = 2 * CASHBOXES + 2;
const CASHIER_RULES = [
  'my_cashbox.show',
  'other_cashbox_input.show',
  'other_cashbox_input.add',
  'other_cashbox_input.approve',
  'other_cashbox_output.show',
  'other_cashbox_output.add',
  'other_cashbox_output.approve',
];

const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** Cashboxes, their accounts (UZS and USD) and balance rows, the counterpart accounts, and a cashier. */
async function fillCashboxes(db: Db): Promise<void> {
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
async function loadOperations(db: Db, from: number, to: number, t0: number): Promise<void> {
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
async function withoutIndexes(db: Db, load: () => Promise<void>, t0: number): Promise<void> {
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
async function checkLoaded(db: Db): Promise<void> {
  const broken = await db.execute<{ n: string }>(sql`select count(*) as n from (select account_id,
        sum(balance) as balance, bool_or(floor_zero) as floor_zero from money_balances group by account_id) b
    left join (select account_id, sum(amount) as s from money_postings group by account_id) t
      on t.account_id = b.account_id
    where b.balance <> coalesce(t.s, 0) or b.balance < 0 and b.floor_zero`);
  if (Number(broken.rows[0]?.n) !== 0) throw new Error(`${broken.rows[0]?.n} balance rows do not match`);
}

/** Samples what PostgreSQL's active backends wait on (every 20 ms) until stopped; answers the counts, most first. */
function sampleWaits(db: Db): { stop: () => Promise<string> } {
  const seen = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.execute<{ what: string; n: string }>(sql`select
          coalesce(wait_event_type || ':' || wait_event, 'on CPU') as what, count(*) as n
        from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
        group by 1`);
      for (const r of rows.rows) seen.set(r.what, (seen.get(r.what) ?? 0) + Number(r.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const total = [...seen.values()].reduce((a, b) => a + b, 0) || 1;
      return [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, n]) => `${what} ${((100 * n) / total).toFixed(0)}%`)
        .join(', ');
    },
  };
}

/** Shared buffers a statement touches (hit or read), from its plan. */
async function buffersOf(db: Db, statement: string): Promise<number> {
  const rows = await db.execute<{
    'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
  }>(sql.raw(`explain (analyze, buffers, format json) ${statement}`));
  const plan = rows.rows[0]?.['QUERY PLAN'][0].Plan;
  return (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
}

/** A bench script of this folder in a child process (its own event loop); answers its JSON. */
function child<T>(script: string, args: (string | number)[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, script), ...args.map(String)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload: { username, password: 'Bench#123', app: 'WEB' },
  });
  const token = login.json().data?.access_token as string | undefined;
  if (!token) throw new Error(`sign-in of ${username}: ${login.statusCode} ${login.body}`);
  return token;
}

/** One cashbox's opening, income, expense and closing per currency for a year: what cash-turnover needs. */
const turnoverSql = (cashbox: number, from: string, to: string) => sql`select a.currency,
    coalesce(sum(p.amount) filter (where p.business_date < ${from}::date), 0) as opening,
    coalesce(sum(p.amount) filter (where p.business_date >= ${from}::date and p.amount > 0), 0) as income,
    coalesce(-sum(p.amount) filter (where p.business_date >= ${from}::date and p.amount < 0), 0) as expense,
    coalesce(sum(p.amount), 0) as closing
  from money_accounts a join money_postings p on p.account_id = a.id and p.business_date <= ${to}::date
  where a.kind = 'cashbox' and a.ref_id = ${cashbox}
  group by a.currency`;

/** The same year split by operation type (income and expense per type). */
const turnoverByTypeSql = (cashbox: number, from: string, to: string) => sql`select a.currency, o.type,
    coalesce(sum(p.amount) filter (where p.amount > 0), 0) as income,
    coalesce(-sum(p.amount) filter (where p.amount < 0), 0) as expense
  from money_accounts a join money_postings p on p.account_id = a.id
    and p.business_date between ${from}::date and ${to}::date
  join money_operations o on o.id = p.operation_id
  where a.kind = 'cashbox' and a.ref_id = ${cashbox}
  group by a.currency, o.type`;

const YEAR = ['2025-01-01', '2025-12-31'] as const;

/**
 * The year's turnover again with a covering index (the amount beside the
 * account and date, so the postings are read from the index alone): built,
 * timed, dropped. The figure for whether the turnover screen needs it.
 */
async function withCoveringIndex(db: Db, turnover: SQL, byType: SQL): Promise<Case[]> {
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    await tx.execute(sql`create index money_postings_account_date_amount
      on money_postings (account_id, business_date, id) include (amount)`);
  });
  await db.execute(sql`vacuum analyze money_postings`);
  console.log(`  covering index built in ${since(t0)}`);
  const cases = [
    await timeCase('turnover, covering index', async () => void (await db.execute(turnover)), SAMPLES),
    await timeCase('  per type, covering index', async () => void (await db.execute(byType)), SAMPLES),
  ];
  await db.execute(sql`drop index money_postings_account_date_amount`);
  return cases;
}

/** The load client's modes (bench/money-load.ts), as printed. */
const LOAD_MODES = {
  distinct: 'distinct cashboxes (shared counterpart)',
  shared: 'one shared cashbox',
  own: 'distinct cashboxes and counterparts',
} as const;

/** Our company account the bench imports statements into, and the account on the other side. */
const BENCH_ACCOUNT = '20208000900000000001';

/** A 1C client-bank exchange statement of `rows` rows, numbered from `first`, dated over the last 20 days. */
function statementOf(rows: number, first: number): string {
  const lines = ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=Windows'];
  const day = (i: number) => {
    const d = new Date(Date.now() - (2 + (i % 20)) * 86_400_000);
    return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
  };
  for (let i = 0; i < rows; i++) {
    const out = i % 2 === 0;
    const other = `2020800020000${String(i).padStart(7, '0')}`;
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${first + i}`,
      `Дата=${day(i)}`,
      `Сумма=${(1000 + i).toFixed(2)}`,
      `ПлательщикСчет=${out ? BENCH_ACCOUNT : other}`,
      `ПолучательСчет=${out ? other : BENCH_ACCOUNT}`,
      `НазначениеПлатежа=${i % 10 === 0 ? (out ? 'Ijara toʻlovi' : 'Shartnoma boʻyicha') : `Toʻlov ${i}`}`,
      'КонецДокумента',
    );
  }
  return Buffer.from(lines.join('\r\n')).toString('base64');
}

/** Statement import of 5,000 rows: a new statement (every row added, a tenth booked by rule), then it again. */
async function timeImport(db: Db, app: FastifyInstance, token: string): Promise<Case[]> {
  const firm = await db.execute<{ id: number }>(
    sql`insert into firms (name, stir) values ('Bench firm', '302000111') returning id`,
  );
  const account = await db.execute<{ id: number }>(sql`insert into firm_account_numbers
      (name, firm_id, account, mfo, currency) values ('Bench account', ${firm.rows[0]?.id}, ${BENCH_ACCOUNT}, '00014', 'UZS')
    returning id`);
  const accountId = Number(account.rows[0]?.id);
  let first = 100_000;
  let last = '';
  const post = (content: string) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/money-account-no-cash/statements',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { firm_account_number_id: accountId, file_name: 'bench.txt', content },
    });
    if (res.statusCode !== 201) throw new Error(`statement import answered ${res.statusCode}: ${res.body}`);
  };
  const fresh = async () => {
    last = statementOf(5_000, first);
    first += 5_000;
    await post(last)();
  };
  const cases = [await timeCase('statement import, 5 000 new rows', fresh, 5)];
  cases.push(await timeCase('statement import, the same 5 000 again', async () => post(last)(), 5));
  return cases;
}

export async function run(): Promise<void> {
  await withBench('money', async ({ db, start }) => {
    const t0 = Date.now();
    await fillCashboxes(db);
    const small = Math.min(OPERATIONS, SMALL / 2);
    await loadOperations(db, 1, small, t0);
    await db.execute(sql`vacuum analyze`);
    await checkLoaded(db);
    const { app, get, token } = await start();
    const cashierToken = await signIn(app, 'bench-kassir');
    const cashier = { authorization: `Bearer ${cashierToken}` };
    const getAs = (url: string, as: Record<string, string>) => async () => {
      const res = await app.inject({ method: 'GET', url, headers: as });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const balanceRead = getAs('/api/cashbox/my-cash-registers', cashier);
    const oneBalance = async () => {
      await balanceOf(db, { kind: 'cashbox', ref: 7, currency: 'UZS' });
    };

    const early: Case[] = [];
    early.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    early.push(await timeCase(`balance read, ${CASHIER_BOXES} cashboxes`, balanceRead, SAMPLES));
    early.push(await timeCase('one balance (SQL)', oneBalance, SAMPLES));
    printCases(`Money at ${(2 * small).toLocaleString('en')} postings`, early);
    const readSql = (await recordSql(balanceRead)).find((q) => q.includes('from cashboxes c'));
    const buffersEarly = readSql ? await buffersOf(db, readSql) : 0;

    await withoutIndexes(db, () => loadOperations(db, small + 1, OPERATIONS, t0), t0);
    await db.execute(sql`vacuum analyze`);
    await checkLoaded(db);
    console.log(`generated ${(2 * OPERATIONS).toLocaleString('en')} postings in ${since(t0)}`);

    let n = 0;
    const postOne = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cashbox/operations?approve=true',
        headers: { ...cashier, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        payload: operationBody(CASHIER_BOXES, n++),
      });
      if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
    };
    const statements = await recordSql(postOne);
    const cases: Case[] = [];
    cases.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    cases.push(await timeCase('post one operation', postOne, SAMPLES));
    cases.push(await timeCase(`balance read, ${CASHIER_BOXES} cashboxes`, balanceRead, SAMPLES));
    cases.push(await timeCase('one balance (SQL)', oneBalance, SAMPLES));
    const turnover = turnoverSql(500, ...YEAR);
    const byType = turnoverByTypeSql(500, ...YEAR);
    cases.push(
      await timeCase('turnover, a year (SQL)', async () => void (await db.execute(turnover)), SAMPLES),
    );
    cases.push(await timeCase('  per type (SQL)', async () => void (await db.execute(byType)), SAMPLES));
    cases.push(
      await timeCase(
        'cash-turnover, a year (HTTP)',
        get(`/api/cashbox/cash-turnover?cashbox_id=500&date_from=${YEAR[0]}&date_to=${YEAR[1]}`),
        SAMPLES,
      ),
    );
    cases.push(await timeCase('journal, page 1', get('/api/cashbox/operations'), SAMPLES));
    cases.push(await timeCase('journal, page 10 000', get('/api/cashbox/operations?page=10000'), SAMPLES));
    const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${turnover}`);
    cases.push(...(await withCoveringIndex(db, turnover, byType)));
    console.log(`\nThe year's turnover plan:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    console.log(
      `\nStatements sent to PostgreSQL by posting one operation (${statements.length}, with the access check, the idempotency claim and its answer):\n${statements.map((s) => `  ${s.slice(0, 160)}`).join('\n')}`,
    );
    printCases(
      `Money at ${(2 * OPERATIONS).toLocaleString('en')} postings, ${CASHBOXES.toLocaleString('en')} cashboxes`,
      cases,
    );
    const buffers = readSql ? await buffersOf(db, readSql) : 0;
    console.log(
      `  balance read's SQL touches ${buffersEarly} buffers at ${SMALL.toLocaleString('en')} postings, ${buffers} at ${(2 * OPERATIONS).toLocaleString('en')} (a count the machine's load does not change)`,
    );
    const ratio = (a: Case | undefined, b: Case | undefined) => (a?.p50 ?? 0) / (b?.p50 ?? 1);
    console.log(
      `  balance read at full history / at ${SMALL.toLocaleString('en')} postings: ${ratio(cases[2], early[1]).toFixed(2)} in ms, ${(ratio(cases[2], cases[0]) / ratio(early[1], early[0])).toFixed(2)} in ×bare; one balance (SQL) ${ratio(cases[3], early[2]).toFixed(2)} in ms`,
    );

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = await child<LoadResult>('http-load.ts', [
      `${address}/bench/bare`,
      token,
      CLIENTS,
      SECONDS,
      1e9,
    ]);
    const loads: [keyof typeof LOAD_MODES, PostLoadResult, number, string][] = [];
    const firstOf = async (table: string) =>
      Number(
        (
          await db.execute<{ id: number }>(
            sql`select min(id) as id from ${sql.identifier(table)} where name like 'Bench %'`,
          )
        ).rows[0]?.id,
      );
    const counterparts = [await firstOf('bank_input_types'), await firstOf('cost_items')];
    // LOAD_MODES=own,distinct,... runs the modes in another order (or one twice: the first after the load pays for its checkpoint)
    const modes = (process.env.LOAD_MODES ?? 'distinct,shared,own')
      .split(',')
      .filter((m): m is keyof typeof LOAD_MODES => m in LOAD_MODES);
    for (const mode of modes) {
      const cpu = process.cpuUsage();
      const waits = sampleWaits(db);
      const result = await child<PostLoadResult>('money-load.ts', [
        address,
        cashierToken,
        CLIENTS,
        SECONDS,
        mode,
        1,
        ...counterparts,
      ]);
      const used = process.cpuUsage(cpu);
      loads.push([
        mode,
        result,
        (used.user + used.system) / 1000 / Math.max(1, result.requests),
        await waits.stop(),
      ]);
    }
    await checkLoaded(db);
    const bareRps = bare.requests / bare.seconds;
    console.log(
      `\nOver HTTP, ${CLIENTS} clients, ${SECONDS} s; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `  bare route${' '.repeat(37)}${bareRps.toFixed(0).padStart(7)} req/s   p50 ${bare.p50.toFixed(2)} ms   p99 ${bare.p99.toFixed(2)} ms`,
    );
    for (const [mode, r, cpu, waits] of loads) {
      const ops = r.requests / r.seconds;
      console.log(
        `  post, ${LOAD_MODES[mode].padEnd(40)} ${ops.toFixed(0).padStart(7)} op/s (${(2 * ops).toFixed(0)} postings/s, ${(ops / bareRps).toFixed(3)} ×bare)   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   errors ${r.errors} ${JSON.stringify(r.statuses)}`,
      );
      console.log(
        `      server process CPU ${cpu.toFixed(2)} ms an operation; PostgreSQL backends seen ${waits}`,
      );
    }
    console.log('  balances equal the sums of their postings after the load: yes');

    const imports = await timeImport(db, app, token);
    printCases('Statement import (one request each; the statement is a 1C text file)', [
      cases[0] as Case,
      ...imports,
    ]);
  });
}
