/**
 * Bench: the cash desk's reports on years of postings, on the embedded PostgreSQL.
 *
 * Generates CASHBOXES cashboxes (UZS and USD accounts) with the daily and
 * monthly sums (`money_daily`, `money_monthly`) that POSTINGS postings over three years leave: every UZS
 * account moves every day by three operation types, every USD account by
 * one (the worst case for the reports: no quiet day). The postings
 * themselves are not generated: neither report reads them. Then times
 * through the full request path, as ratios to a bare route: the turnover
 * of one cashbox for a year (target < 50 ms), the residues page at today
 * and at a date two years ago, and the turnover of every cashbox for a month.
 *
 *   npm run bench -- cash-reports      (CASHBOXES=1000 POSTINGS=10000000 SAMPLES=50)
 */
import { sql } from 'drizzle-orm';
import { withBench } from './harness.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const CASHBOXES = Number(process.env.CASHBOXES ?? 1000);
const POSTINGS = Number(process.env.POSTINGS ?? 10_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const DAYS = 1095;
const FIRST_DAY = '2023-11-24';

export async function run(): Promise<void> {
  await withBench('cash-reports', async ({ db, start }) => {
    const t0 = Date.now();
    const branch = await db.execute<{ id: number }>(
      sql`insert into branches (name) values ('Bosh ofis') returning id`,
    );
    const branchId = branch.rows[0]?.id;
    await db.execute(sql`insert into cashboxes (name, branch_id, responsible_id)
      select 'Kassa ' || lpad(g::text, 5, '0'), ${branchId}, 1 from generate_series(1, ${CASHBOXES}::int) g`);
    await db.execute(sql`insert into money_accounts (kind, ref_id, currency)
      select 'cashbox', c.id, cur from cashboxes c cross join (values ('UZS'), ('USD')) v(cur)`);
    // each daily row sums this many postings (4 rows a day per cashbox: 3 UZS types, 1 USD)
    const perRow = Math.max(1, Math.round(POSTINGS / (CASHBOXES * DAYS * 4)));
    const types = ['CASHBOX_INPUT', 'EXPENSE_OUTPUT', 'MOVE_INPUT'];
    for (const [i, type] of types.entries()) {
      await db.execute(sql`insert into money_daily (account_id, business_date, type, debit, credit)
        select a.id, ${FIRST_DAY}::date + d, ${type},
          case when ${i} <> 1 then ${perRow}::bigint * 100000000 else 0 end,
          case when ${i} = 1 then ${perRow}::bigint * 60000000 else 0 end
        from money_accounts a cross join generate_series(0, ${DAYS - 1}) d where a.currency = 'UZS'`);
      console.log(`  daily sums, ${type} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    await db.execute(sql`insert into money_daily (account_id, business_date, type, debit, credit)
      select a.id, ${FIRST_DAY}::date + d, 'CURRENCY_EXCHANGE', ${perRow}::bigint * 10000, 0
      from money_accounts a cross join generate_series(0, ${DAYS - 1}) d where a.currency = 'USD'`);
    await db.execute(sql`insert into money_monthly (account_id, month, debit, credit)
      select account_id, date_trunc('month', business_date)::date, sum(debit), sum(credit) from money_daily
      group by 1, 2`);
    await db.execute(sql`insert into money_balances (account_id, debit, credit, balance, floor_zero)
      select account_id, sum(debit), sum(credit), sum(debit) - sum(credit), true from money_daily group by account_id`);
    await db.execute(sql`vacuum analyze`);
    const rows = await db.execute<{ n: string }>(sql`select count(*)::text as n from money_daily`);
    console.log(
      `generated ${rows.rows[0]?.n} daily rows (${POSTINGS.toLocaleString('en')} postings) in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    const { get } = await start();
    const box = Math.ceil(CASHBOXES / 2);
    const cases: Case[] = [];
    cases.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    cases.push(
      await timeCase(
        'turnover, one cashbox, a year',
        get(`/api/cashbox/cash-turnover?cashbox_id=${box}&date_from=2025-01-01&date_to=2025-12-31`),
        SAMPLES,
      ),
    );
    cases.push(await timeCase('residues, page 1, today', get('/api/cashbox/cash-residues'), SAMPLES));
    cases.push(
      await timeCase(
        'residues, page 1, 2 years ago',
        get('/api/cashbox/cash-residues?date=2024-11-24'),
        SAMPLES,
      ),
    );
    cases.push(
      await timeCase(
        'turnover, all cashboxes, a month',
        get('/api/cashbox/cash-turnover?date_from=2026-10-01&date_to=2026-10-31'),
        Math.min(SAMPLES, 10),
      ),
    );
    printCases(`Cash reports at ${POSTINGS.toLocaleString('en')} postings, ${CASHBOXES} cashboxes`, cases);
  });
}
