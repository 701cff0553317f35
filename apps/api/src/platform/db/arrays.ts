import { type SQL, sql } from 'drizzle-orm';

/**
 * Batch statements with a fixed number of parameters (the close of day's
 * batches of hundreds of rows): a list of ids as one array parameter, and
 * rows as one array per column read back by `unnest`. A statement with one
 * parameter per value (`in ($1, …, $500)`, `values (…), …` of 9,000
 * parameters) spent most of a batch's time in building, parsing and planning
 * it (bench/ratings.ts).
 */

/** `= any($1::bigint[])`: membership in a list of ids, one parameter. */
export const anyOf = (ids: readonly number[], type = 'bigint'): SQL =>
  sql`= any(${sql.param([...ids])}::${sql.raw(type)}[])`;

/** A column of `unnestRows`: its name, its PostgreSQL type and its values in row order. */
export interface ArrayColumn {
  name: string;
  type: string;
  values: readonly unknown[];
}

/**
 * `unnest($1::t1[], $2::t2[], …) as v(name1, name2, …)`: rows as one array
 * parameter a column (all columns of one length), for `insert … select … from`.
 */
export function unnestRows(columns: readonly ArrayColumn[], alias = 'v'): SQL {
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param([...c.values])}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  return sql`unnest(${arrays}) as ${sql.raw(alias)}(${sql.raw(columns.map((c) => c.name).join(', '))})`;
}
