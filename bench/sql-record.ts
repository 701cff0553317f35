/** Records the SQL a piece of work sends to PostgreSQL (every client of the process), parameters inlined. */
import pg from 'pg';

type Query = (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;

/** A parameter as an SQL literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  // an array parameter (`= any($1::bigint[])`) as an array literal
  if (Array.isArray(value))
    return `'{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replaceAll('"', '\\"')}"`)).join(',')}}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The statements `work` sends (on one line each, parameters as literals), in the order sent. */
export async function recordSql(work: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const seen: string[] = [];
  proto.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const values = rest[0];
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (text !== undefined) {
      const params = (Array.isArray(values) ? values : (config as { values?: unknown[] }).values) ?? [];
      let statement = text;
      for (let n = params.length; n >= 1; n--)
        statement = statement.replaceAll(`$${n}`, literal(params[n - 1]));
      seen.push(statement.replace(/\s+/g, ' ').trim());
    }
    return original.call(this, config, ...rest);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return seen;
}
