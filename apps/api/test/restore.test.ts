import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretStore } from '../src/areas/admin/general-settings/secrets.ts';
import { loadConfig } from '../src/platform/config.ts';
import { filesArchiveOf, keyFileOf } from '../src/platform/db/backup-set.ts';
import { openFileStorage } from '../src/platform/files/open-file-storage.ts';
import { readKeyFile } from '../src/platform/secrets-key.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo.ts';
import { buildApp } from '../src/wiring/app.ts';
import { type OpenDatabase, openDatabase } from '../src/wiring/database.ts';
import { createTestContext } from './helpers.ts';

/**
 * The restore an operator makes after losing the server: `npm run backup` of a running demo (the
 * embedded server under DATA_DIR, its secrets key generated on the first start, a client's scan
 * in DATA_DIR/files), the key kept apart from the backup, then `npm run restore` into an empty
 * DATA_DIR. The administrator must sign in with the same authenticator, the scan must open, the
 * SMS provider's password must read back; without the key the server must refuse to start.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-restore-test-'));
fs.chmodSync(work, 0o777);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin');
const TOTP_SECRET = admin?.totpSecret ?? '';
const SMS_PASSWORD = 'eskiz-parol-2024';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** The environment of a server or a CLI on this data folder: embedded database, demo, no S3. */
function envOf(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SECRETS_KEY', 'FILES_DIR', 'S3_BUCKET', 'BACKUP_DIR'])
    delete env[name];
  return { ...env, DATA_DIR: dataDir, DEMO: '1', ...extra };
}

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs `node --import tsx <script> ...args` as npm would, answering its exit code and output;
 * a process still running after 90 seconds (a server that started when it should not) is stopped.
 */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      output += '\n(still running after 90 s: stopped)';
      child.kill('SIGTERM');
    }, 90_000);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const cli = (args: string[], dataDir: string, extra: Record<string, string> = {}) =>
  run('apps/api/src/platform/db/backup-cli.ts', args, envOf(dataDir, extra));

interface Server {
  app: FastifyInstance;
  database: OpenDatabase;
  close: () => Promise<void>;
}

/** The server as `npm start` opens it on a data folder (the database, its key, the files), in this process. */
async function serve(dataDir: string, extra: Record<string, string> = {}): Promise<Server> {
  const config = loadConfig(envOf(dataDir, extra));
  const database = await openDatabase(config, () => {});
  const app = await buildApp({
    db: database.db,
    secretsKey: database.secretsKey,
    fileStorage: await openFileStorage(config.files),
    signInPerMinute: 1000,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The administrator's sign-in: password, then a code of the authenticator holding the demo secret. */
async function signInWithAuthenticator(app: FastifyInstance, epoch = Math.floor(Date.now() / 1000)) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload: { username: 'admin', password: admin?.password, app: 'WEB', device_id: 'restore-test' },
  });
  expect(first.statusCode, first.body).toBe(200);
  const { challenge_token } = first.json().data as { challenge_token: string };
  expect(challenge_token).toBeTruthy();
  return app.inject({
    method: 'POST',
    url: '/api/user/sign-in-2fa',
    payload: { challenge_token, code: await generate({ secret: TOTP_SECRET, epoch }) },
  });
}

function multipart(body: Buffer): { payload: Buffer; type: string } {
  const boundary = '----savdo-restore-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pasport.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A client of the demo's first branch and region with a passport scan, made through the API; answers the scan's address. */
async function clientWithScan(server: Server, token: string): Promise<string> {
  const { app, database } = server;
  const headers = { authorization: `Bearer ${token}` };
  const place = await database.pool.query<{ province_id: number; region_id: number; branch_id: number }>(
    `select r.province_id, r.id as region_id, (select min(id) from branches) as branch_id
       from regions r order by r.id limit 1`,
  );
  const client = await app.inject({
    method: 'POST',
    url: '/api/client/clients',
    headers,
    payload: {
      full_name: 'Nazarova Malika',
      pinfl: null,
      passport: null,
      phones: ['998911234000'],
      ...place.rows[0],
    },
  });
  expect(client.statusCode, client.body).toBe(200);
  const id = client.json().data.id as number;
  const form = multipart(PNG);
  const upload = await app.inject({
    method: 'POST',
    url: `/api/client/clients/${id}/files?kind=PASSPORT`,
    headers: { ...headers, 'content-type': form.type },
    payload: form.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return `/api/client/clients/${id}/files/${upload.json().data.id}`;
}

describe('the embedded server under DATA_DIR', () => {
  const source = path.join(work, 'source');
  const backupFile = path.join(work, 'backups', 'savdo.tar.gz');
  /** Where the operator keeps the key: apart from the backup. */
  const keptApart = path.join(work, 'usb', 'savdo.key');
  let sourceKey: Buffer;
  let scanUrl = '';

  beforeAll(async () => {
    const server = await serve(source);
    try {
      sourceKey = server.database.secretsKey;
      // one step back: the restored server's sign-in (this step or later) is then not a replay
      const signedIn = await signInWithAuthenticator(server.app, Math.floor(Date.now() / 1000) - 30);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const token = signedIn.json().data.access_token as string;
      scanUrl = await clientWithScan(server, token);
      const secret = await server.app.inject({
        method: 'PUT',
        url: '/api/user/general-settings/sms_provider_password',
        headers: { authorization: `Bearer ${token}` },
        payload: { value: SMS_PASSWORD },
      });
      expect(secret.statusCode, secret.body).toBe(200);
      // taken while the server runs, as a nightly backup is
      const done = await cli(['backup', backupFile], source);
      expect(done.code, done.output).toBe(0);
      expect(done.output).toMatch(
        /Secrets key \(of .*secrets\.key\) written: .*savdo\.tar\.gz\.key\. Keep it apart from the backup/,
      );
      expect(done.output).toMatch(/Files written: .*savdo\.tar\.gz\.files\.tar \(1 files of /);
    } finally {
      await server.close();
    }
    fs.mkdirSync(path.dirname(keptApart));
    fs.renameSync(keyFileOf(backupFile), keptApart);
  }, 240_000);

  describe('backup', () => {
    it('writes the generated key in a file of its own, readable by its owner only, and the scans beside the database', () => {
      expect(fs.statSync(path.join(source, 'secrets.key')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(keptApart).mode & 0o777).toBe(0o600);
      expect(readKeyFile(keptApart)?.equals(sourceKey)).toBe(true);
      expect(fs.statSync(filesArchiveOf(backupFile)).size).toBeGreaterThan(PNG.length);
    });
  });

  describe('restore into an empty data folder, with the key kept apart', () => {
    it('brings the key and the files back: the administrator signs in with the authenticator, the scan opens, the SMS password reads', async () => {
      const target = path.join(work, 'target');
      const done = await cli(['restore', backupFile, '--key', keptApart], target);
      expect(done.code, done.output).toBe(0);
      expect(done.output).toMatch(/Files: 1 restored into /);
      expect(fs.statSync(path.join(target, 'secrets.key')).mode & 0o777).toBe(0o600);
      const server = await serve(target);
      try {
        const signedIn = await signInWithAuthenticator(server.app);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const token = signedIn.json().data.access_token as string;
        const scan = await server.app.inject({
          method: 'GET',
          url: scanUrl,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(scan.statusCode).toBe(200);
        expect(scan.rawPayload.equals(PNG)).toBe(true);
        expect(
          await secretStore(server.database.db, server.database.secretsKey).read('sms_provider_password'),
        ).toBe(SMS_PASSWORD);
      } finally {
        await server.close();
      }
    }, 240_000);
  });

  describe('a start on a database whose secrets its key cannot open', () => {
    const bare = path.join(work, 'bare');
    beforeAll(async () => {
      const done = await cli(['restore', backupFile], bare);
      expect(done.code, done.output).toBe(0);
      expect(done.output).toMatch(/No secrets key restored/);
    }, 240_000);

    it('is refused by the server, naming the missing key file, and no new key is made', async () => {
      const started = await run(
        'apps/api/src/wiring/main.ts',
        [],
        envOf(bare, { PORT: '0', HOST: '127.0.0.1', JOBS: '0' }),
      );
      expect(started.code, started.output).toBe(1);
      const keyFile = path.join(bare, 'secrets.key');
      expect(started.output).toContain(
        `The database holds secrets that the key ${keyFile} (there is no such file) cannot open`,
      );
      expect(started.output).toContain('restore the key saved with the backup');
      expect(started.output).toContain('or set SECRETS_KEY');
      expect(fs.existsSync(keyFile)).toBe(false);
    }, 120_000);

    it('is refused with another SECRETS_KEY, naming it and the secrets it cannot open', async () => {
      const other = Buffer.alloc(32, 9).toString('base64');
      await expect(serve(bare, { SECRETS_KEY: other })).rejects.toThrow(
        /The database holds secrets that the key SECRETS_KEY cannot open \(2 of 2: setting sms_provider_password, second factor of admin\)/,
      );
    }, 120_000);

    it('starts once the key saved with the backup is copied into place', async () => {
      fs.copyFileSync(keptApart, path.join(bare, 'secrets.key'));
      const server = await serve(bare);
      try {
        expect((await signInWithAuthenticator(server.app)).statusCode).toBe(200);
      } finally {
        await server.close();
      }
    }, 120_000);
  });
});

describe('backup and restore with DATABASE_URL (the key and the files under DATA_DIR)', () => {
  it('restores into an empty database and an empty DATA_DIR, taking the key found beside the backup', async () => {
    const ctx = await createTestContext();
    try {
      // named after the run like every test database: the run's teardown drops it (global-setup.ts)
      const empty = new URL(ctx.url);
      empty.pathname = `${empty.pathname}_r`;
      await ctx.pool.query(`create database ${empty.pathname.slice(1)}`);
      const from = { DATABASE_URL: ctx.url };
      const to = { DATABASE_URL: empty.toString() };
      const sourceDir = path.join(work, 'url-source');
      const targetDir = path.join(work, 'url-target');
      const file = path.join(work, 'url-backups', 'savdo.dump');
      const server = await serve(sourceDir, from);
      let scan = '';
      try {
        const signedIn = await signInWithAuthenticator(server.app, Math.floor(Date.now() / 1000) - 30);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        scan = await clientWithScan(server, signedIn.json().data.access_token);
      } finally {
        await server.close();
      }
      const saved = await cli(['backup', file], sourceDir, from);
      expect(saved.code, saved.output).toBe(0);
      const restored = await cli(['restore', file], targetDir, to);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain(
        `Secrets key: ${keyFileOf(file)} → ${path.join(targetDir, 'secrets.key')}`,
      );
      const again = await serve(targetDir, to);
      try {
        const signedIn = await signInWithAuthenticator(again.app);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const token = signedIn.json().data.access_token as string;
        const got = await again.app.inject({
          method: 'GET',
          url: scan,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(got.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      await ctx.close();
    }
  }, 240_000);
});
