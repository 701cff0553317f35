import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
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
