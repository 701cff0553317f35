import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tashkentToday } from '@savdo/shared/validation';
import pg from 'pg';
import { KEY_BYTES } from '../src/areas/admin/general-settings/secret-box.ts';
import { connect } from '../src/platform/db/client.ts';
import { DEMO_HISTORY } from '../src/seed/demo-history.ts';
import { seedDemo } from '../src/seed/index.ts';

/**
 * The whole demo (the reference data and its months of history, seeded as
 * `npm start` seeds them, seed/demo-history.ts) as a database the API tests
 * copy (`createTestContext({ demo: true })`).
 *
 * Seeding it takes minutes, so it is kept between runs under a name made of
 * the day (the history is dated back from today) and a fingerprint of the
 * code that seeds it: the migrations, the API's code and the shared package,
 * less the read-only reports and the words. A change to any of those makes a
 * new one; those of earlier days are dropped when a new one is made. The first
 * run that needs it builds it under an advisory lock; the others wait and copy.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps/api/src', 'apps/api/drizzle', 'packages/shared/src'];
const SKIPPED = ['apps/api/src/areas/reports', 'packages/shared/src/reports', 'packages/shared/src/i18n'];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (SKIPPED.includes(rel)) continue;
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else if (!entry.name.endsWith('.test.ts')) out.push(rel);
  }
  return out;
}

/** What the demo database is built from: every seeding file's path and contents. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort())
    hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 12);
}

export interface DemoDatabase {
  /** The database to copy. */
  name: string;
  /** The secrets key its stored secrets are sealed under. */
  secretsKey: Buffer;
}

const secretsKeyOf = (name: string): Buffer =>
  createHash('sha256').update(`savdo demo ${name}`).digest().subarray(0, KEY_BYTES);

let known: DemoDatabase | undefined;

/** This code's demo database on the server at `adminUrl`, built from `template` (migrated, core seeded) when missing. */
export async function demoDatabase(adminUrl: string, template: string): Promise<DemoDatabase> {
  if (known) return known;
  const day = tashkentToday().replaceAll('-', '');
  const name = `savdo_demo_${day}_${fingerprint()}`;
  const secretsKey = secretsKeyOf(name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'savdo_demo_%' and datname not like $1`,
        [`savdo_demo_${day}_%`],
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building} template ${template}`);
      await admin.query(`alter database ${building} set synchronous_commit = off`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = connect(url.toString(), 5);
      try {
        await seedDemo(database.db, secretsKey);
        for (const [, seed] of DEMO_HISTORY) await seed(database.db);
      } finally {
        await database.pool.end();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
  known = { name, secretsKey };
  return known;
}
