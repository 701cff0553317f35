import { nameKey } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptionsSql as tradeClientsSql } from '../src/areas/sales/cash-trading/pickers.ts';
import { clientOptionsSql, clientPageSql } from '../src/areas/sales/clients/queries.ts';
import { searchContractsSql } from '../src/areas/sales/contract-payments/search.ts';
import { clientOptionsSql as orderClientsSql } from '../src/areas/sales/contracts/queries.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * The plans of the client and contract searches on 100,000 clients (one
 * in 20 named Nazarov) with a contract each: every search starts from the
 * index of what it looks for and reads a bounded number of rows, never a
 * sequential scan of the clients or the contracts, nor an ordered index
 * walked while filtering every card. Each test explains the SQL the endpoint
 * runs (its exported builder).
 */

const CLIENTS = 100_000;
const SURNAMES = [
  'Nazarov',
  'Karimov',
  'Yusupov',
  'Aliyev',
  'Tursunov',
  'Rahimov',
  'Saidov',
  'Sobirov',
  'Ergashev',
  'Jurayev',
  'Hasanov',
  'Usmonov',
  'Ismoilov',
  'Qosimov',
  'Mirzayev',
  'Sharipov',
  'Xolmatov',
  'Umarov',
  'Normatov',
  'Ahmedov',
] as const;
const FIRST = ['Ali', 'Vali', 'Shahzod', 'Bobur'] as const;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // Foreign keys are not checked for the fill (no tariffs, branches or users are needed to read plans).
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // the keys of the surnames and first names by the shared `nameKey()`, as the card form writes them
    const keys = (names: readonly string[]) =>
      sql`array[${sql.join(
        names.map((n) => sql`${nameKey(n)}`),
        sql`, `,
      )}]::text[]`;
    await tx.execute(sql`insert into clients (id, full_name, name_key, pinfl, passport, phones, branch_id)
      select g, n.name || ' ' || (${sql.raw(`array[${FIRST.map((f) => `'${f}'`).join(', ')}]`)})[(g / 20) % 4 + 1] || ' n' || g,
        n.key || ' ' || (${keys(FIRST)})[(g / 20) % 4 + 1] || ' n' || g,
        lpad(g::text, 14, '3'), 'AA' || lpad(g::text, 7, '0'), array['99890' || lpad(g::text, 7, '0')], 1
      from generate_series(1, ${CLIENTS}) g,
        lateral (select (${sql.raw(`array[${SURNAMES.map((f) => `'${f}'`).join(', ')}]`)})[g % 20 + 1] as name,
          (${keys(SURNAMES)})[g % 20 + 1] as key) n`);
    await tx.execute(sql`insert into contracts (id, number, branch_id, client_id, status, tariff_id, months,
        markup_percent, additional_markup_percent, contract_date, payment_day, price, prepayment, financed,
        markup_amount, debt, monthly, rounding, rest)
      select g, g, 1, g, case when g % 3 = 0 then 'CLOSED' else 'ACTIVE' end, 1, 12, 38, 0,
        date '2025-01-01' + (g % 700), 5, 1000000, 0, 1000000, 380000, 1380000, 115000, 0, 1380000
      from generate_series(1, ${CLIENTS}) g`);
  });
  await ctx.db.execute(sql`vacuum analyze clients`);
  await ctx.db.execute(sql`vacuum analyze contracts`);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The plan of a query as run (EXPLAIN ANALYZE), flattened, and the shared buffers it touched. */
async function explain(query: SQL) {
  const res = await ctx.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode & Record<string, number> }] }>(
    sql`explain (analyze, buffers, format json) ${query}`,
  );
  const top = res.rows[0]?.['QUERY PLAN'][0].Plan;
  if (!top) throw new Error('no plan');
  const all = nodes(top);
  return {
    all,
    indexes: all.map((n) => n['Index Name']).filter(Boolean),
    buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
    text: JSON.stringify(top),
  };
}

/** No sequential scan of the big tables, and no index read in its order without a condition (a filtered walk). */
function expectIndexed(plan: Awaited<ReturnType<typeof explain>>) {
  const bad = plan.all.filter(
    (n) =>
      ['clients', 'contracts'].includes(n['Relation Name'] ?? '') &&
      (n['Node Type'] === 'Seq Scan' ||
        (n['Node Type'].startsWith('Index') &&
          n['Index Cond'] === undefined &&
          n['Node Type'] !== 'Index Only Scan')),
  );
  expect(bad.map((n) => `${n['Node Type']} ${n['Relation Name']} ${n['Index Name'] ?? ''}`)).toEqual([]);
}

/** The most rows a scan of the clients table itself (not of an index) returned. */
const clientRowsRead = (plan: Awaited<ReturnType<typeof explain>>) =>
  Math.max(
    0,
    ...plan.all
      .filter((n) => n['Relation Name'] === 'clients')
      .map((n) => (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1)),
  );

const page = { page: 1, per_page: 20 } as const;

describe('the clients list', () => {
  it('finds a phone by the GIN index first, not by walking the clients backwards', async () => {
    const plan = await explain(clientPageSql({ ...page, search: '998900001234' }));
    expectIndexed(plan);
    expect(plan.indexes).toContain('clients_phones');
    expect(plan.buffers).toBeLessThan(200);
  });

  it('reads at most the count limit of clients sharing a surname (the trigram index, a LIMIT)', async () => {
    const plan = await explain(clientPageSql({ ...page, search: 'nazarov ali' }));
    expectIndexed(plan);
    expect(plan.indexes).toContain('clients_name_trgm');
    expect(clientRowsRead(plan)).toBeLessThanOrEqual(1_001);
  });

  it('answers the options the same way', async () => {
    const plan = await explain(clientOptionsSql('+998 90 000 1234'));
    expectIndexed(plan);
    expect(plan.indexes).toContain('clients_phones');
  });
});

describe('the cash desk contract finder', () => {
  it('finds a name through the clients (trigram, at most 200) and their contracts (contracts_client)', async () => {
    const plan = await explain(searchContractsSql({ search: 'Nazarov Ali n9', scope: 'payment' }));
    expectIndexed(plan);
    expect(plan.indexes).toEqual(expect.arrayContaining(['clients_name_trgm', 'contracts_client']));
    expect(clientRowsRead(plan)).toBeLessThanOrEqual(200);
  });

  it('finds a phone (or a contract of that number) by the two indexes, united', async () => {
    const plan = await explain(searchContractsSql({ search: '900001234' }));
    expectIndexed(plan);
    expect(plan.indexes).toEqual(expect.arrayContaining(['clients_phones', 'contracts_client']));
    expect(plan.text).toMatch(/contracts_number/);
    expect(plan.buffers).toBeLessThan(200);
  });

  it('finds a number, prefixed or bare, by a number index', async () => {
    // the fill's contracts are branch 1's; the branch itself was not needed until now
    await ctx.db.execute(
      sql`insert into branches (id, name, prefix) values (1, 'Reja', 'PLN') on conflict (id) do nothing`,
    );
    const found = await ctx.db.execute<{ prefix: string }>(sql`select prefix from branches where id = 1`);
    const prefix = found.rows[0]?.prefix ?? '?';
    const prefixed = await explain(searchContractsSql({ search: `${prefix.toLowerCase()}-77` }));
    expectIndexed(prefixed);
    // either number index: a number is the few contracts of that number, whichever branch
    expect(prefixed.text).toMatch(/contracts_number/);
    expect(prefixed.buffers).toBeLessThan(100);
    const bare = await explain(searchContractsSql({ search: '77' }));
    expectIndexed(bare);
    expect(bare.text).toMatch(/contracts_number/);
  });

  it('finds a name typed in Cyrillic as in Latin', async () => {
    const rows = await ctx.db.execute<{ client_name: string }>(
      searchContractsSql({ search: 'Назаров n99980' }),
    );
    expect(rows.rows.map((r) => r.client_name)).toEqual(['Nazarov Bobur n99980']);
  });
});

describe('the pickers of an order and of a cash sale', () => {
  it('find words of the name in either script and any order by the trigram index, a bounded pool', async () => {
    for (const build of [orderClientsSql, tradeClientsSql]) {
      const plan = await explain(build('Назаров Ша'));
      expectIndexed(plan);
      expect(plan.indexes).toContain('clients_name_trgm');
      expect(clientRowsRead(plan)).toBeLessThanOrEqual(1_000);
      const rows = await ctx.db.execute<{ full_name: string }>(build('Назаров Ша'));
      expect(rows.rows).toHaveLength(20);
      expect(rows.rows.every((r) => r.full_name.startsWith('Nazarov Shahzod'))).toBe(true);
      // the first name first, then the surname
      const turned = await ctx.db.execute<{ full_name: string }>(build('Шаҳзод Nazarov'));
      expect(turned.rows).toHaveLength(20);
      expect(turned.rows.every((r) => r.full_name.startsWith('Nazarov Shahzod'))).toBe(true);
    }
  });

  it('find a phone by the GIN index first, and the end of a phone by the trigram index', async () => {
    for (const build of [orderClientsSql, tradeClientsSql]) {
      const plan = await explain(build('998900001234'));
      expectIndexed(plan);
      expect(plan.indexes).toContain('clients_phones');
      expect((await ctx.db.execute(build('998900001234'))).rows).toHaveLength(1);
      expect((await ctx.db.execute(build('900001234'))).rows).toHaveLength(1);
      const end = await explain(build('0012345'));
      expectIndexed(end);
      expect(end.indexes).toContain('clients_phone_trgm');
      // the fill's client 12345 has the phone 998900012345, the only one ending so
      const found = await ctx.db.execute<{ full_name: string }>(build('0012345'));
      expect(found.rows.map((r) => r.full_name.split(' ').at(-1))).toEqual(['n12345']);
    }
  });
});
