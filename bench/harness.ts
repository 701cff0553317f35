import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../apps/api/src/areas/admin/auth/password.ts';
import { connect, type Db } from '../apps/api/src/platform/db/client.ts';
import { embeddedDataFolder, startEmbedded } from '../apps/api/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { users } from '../apps/api/src/platform/db/schema.ts';
import { seedCore } from '../apps/api/src/seed/index.ts';
import { buildApp } from '../apps/api/src/wiring/app.ts';

export interface Bench {
  db: Db;
  /** The embedded server's URL (for pgbench and psql). */
  url: string;
  /** The embedded server's data folder (its postmaster.pid names the server's process). */
  pgDataDir: string;
  /** Builds the app (with a bare baseline route) and signs the bench developer in. */
  start: () => Promise<{
    app: FastifyInstance;
    get: (url: string) => () => Promise<void>;
    headers: Record<string, string>;
    token: string;
  }>;
}

/**
 * A bench on a fresh embedded PostgreSQL in a temporary folder: migrated,
 * with the rule catalogue and a developer to sign in as; removed afterwards.
 */
export async function withBench(prefix: string, body: (bench: Bench) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `savdo-bench-${prefix}-`));
  fs.chmodSync(dir, 0o777);
  const server = await startEmbedded(dir);
  // PG_SOCKET=1: the API and pgbench reach the server over its Unix socket in /tmp instead of TCP loopback.
  const url = process.env.PG_SOCKET === '1' ? server.url.replace('@127.0.0.1:', '@%2Ftmp:') : server.url;
  const database = connect(url);
  let app: FastifyInstance | undefined;
  try {
    const { db } = database;
    await runMigrations(db);
    await seedCore(db);
    await db.insert(users).values({
      username: 'bench',
      full_name: 'Bench',
      password_hash: await hashPassword('Bench#123'),
      must_change_password: false,
      is_dev: true,
    });
    await body({
      db,
      url,
      pgDataDir: embeddedDataFolder(dir),
      start: async () => {
        // SESSION_CACHE_MS=0 checks every request's session in the database (as before the cache).
        app = await buildApp({ db, sessionCacheMs: Number(process.env.SESSION_CACHE_MS ?? 5000) || 0 });
        app.get('/bench/bare', { config: { access: 'public' } }, async () => ({ data: { ok: true } }));
        await app.ready();
        const login = await app.inject({
          method: 'POST',
          url: '/api/user/sign-in-web',
          payload: { username: 'bench', password: 'Bench#123', app: 'WEB' },
        });
        const token = login.json().data.access_token as string;
        // A developer must hold a second factor (else only enrolment is open): mark it enrolled,
        // so the signed-in session passes the access check as a real developer's would.
        await db.execute(sql`insert into user_two_factor (user_id, secret, enabled_at)
          select id, 'bench', now() from users where username = 'bench'`);
        const headers = { authorization: `Bearer ${token}` };
        const running = app;
        const get = (url: string) => async () => {
          const res = await running.inject({ method: 'GET', url, headers });
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        };
        return { app: running, get, headers, token };
      },
    });
  } finally {
    await app?.close();
    await database.pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
