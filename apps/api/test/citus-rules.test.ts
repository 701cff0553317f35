import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITUS_PLACEMENT,
  citusProblems,
  type Placement,
  type SchemaFacts,
} from '../src/platform/db/citus.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Tables, unique keys (primary keys, unique constraints and unique indexes) and foreign keys of `public`. */
async function readSchema(): Promise<SchemaFacts> {
  const tables = await ctx.db.execute<{ name: string }>(sql`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`);
  const uniques = await ctx.db.execute<{ table: string; name: string; columns: (string | null)[] }>(sql`
    select t.relname as table, ix.relname as name,
      array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
            left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) as columns
    from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ix on ix.oid = i.indexrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and i.indisunique`);
  const foreignKeys = await ctx.db.execute<SchemaFacts['foreignKeys'][number]>(sql`
    select t.relname as table, con.conname as name, r.relname as references,
      array(select a.attname from unnest(con.conkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.n) as columns,
      array(select a.attname from unnest(con.confkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.n) as "referencedColumns"
    from pg_constraint con join pg_class t on t.oid = con.conrelid join pg_class r on r.oid = con.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and con.contype = 'f'`);
  return { tables: tables.rows.map((r) => r.name), uniques: uniques.rows, foreignKeys: foreignKeys.rows };
}

describe('the schema on Citus (docs/SCALING.md)', () => {
  it('classifies every table and keeps every Citus rule under that classification', async () => {
    const facts = await readSchema();
    expect(facts.tables.length).toBeGreaterThan(50);
    expect(citusProblems(facts, CITUS_PLACEMENT)).toEqual([]);
  });

  it('distributes at least the tables that are ready, and says why each local one is not', () => {
    const placements = Object.values(CITUS_PLACEMENT);
    expect(placements.some((p) => p.kind === 'distributed')).toBe(true);
    for (const p of placements) if (p.kind === 'local') expect(p.reason.length).toBeGreaterThan(10);
  });

  it('fails on a new table nobody classified', async () => {
    await ctx.db.execute(sql`create table cash_shifts (id serial primary key, branch_id int not null)`);
    try {
      expect(citusProblems(await readSchema(), CITUS_PLACEMENT)).toEqual(['cash_shifts: not classified']);
    } finally {
      await ctx.db.execute(sql`drop table cash_shifts`);
    }
  });

  it('fails on a distributed table whose keys or foreign keys break the rules', async () => {
    await ctx.db.execute(sql`create table shifts (id serial primary key, branch_id int not null references branches(id));
      create table shift_lines (id serial, branch_id int not null, shift_id int not null,
        primary key (branch_id, id), foreign key (shift_id) references shifts(id));
      create table tills (id serial primary key, shift_id int references shifts(id));`);
    try {
      const distributed: Placement = { kind: 'distributed', by: 'branch_id' };
      const problems = citusProblems(await readSchema(), {
        ...CITUS_PLACEMENT,
        shifts: distributed,
        shift_lines: distributed,
        tills: { kind: 'reference' },
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          'shifts.shifts_pkey: unique without the distribution column branch_id',
          'shift_lines.shift_lines_shift_id_fkey → shifts: not co-located (the key must pair branch_id with branch_id)',
          'tills.tills_shift_id_fkey → shifts: a reference table may not point to a distributed one',
        ]),
      );
      expect(problems).toHaveLength(3);
    } finally {
      await ctx.db.execute(sql`drop table tills; drop table shift_lines; drop table shifts`);
    }
  });
});
