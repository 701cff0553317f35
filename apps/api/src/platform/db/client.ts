import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

// NUMERIC and BIGINT arrive as strings (exact); DATE stays the YYYY-MM-DD string.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client may be cut off by the server (restart, failover); the pool
  // drops it and opens another. Without a listener the process would crash.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  return { db: drizzle(pool, { schema }), pool };
}

/** A transaction handle; functions that may run inside one take `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

const dialect = new PgDialect();

/** Statement names by text, so a hot statement is hashed once per process, not per call. */
const statementNames = new Map<string, string>();
const NAMES_KEPT = 5_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size >= NAMES_KEPT) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs `query` as a named prepared statement (the name derives from its text):
 * each connection has PostgreSQL parse it once, and plan it once when a
 * generic plan serves. For the hot statements of every request (the access
 * check) whose text never varies; its result is what `db.execute` answers.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false);
  return (await prepared.execute()) as pg.QueryResult<T>;
}
