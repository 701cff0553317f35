import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config.ts';
import { defaultBackupName } from './backup.ts';
import {
  type BackupSetResult,
  backupSet,
  backupTargetOf,
  type RestoreSetResult,
  restoreSet,
} from './backup-set.ts';

/**
 * `npm run backup [FILE]` and `npm run restore -- FILE [--key KEYFILE]` (README "Operations"; npm
 * keeps options before `--` to itself):
 * the database of DATABASE_URL, else the embedded one under DATA_DIR, with the secrets key and
 * the files of FILES_DIR (`backup-set.ts`).
 */
const USAGE = 'Usage: npm run backup [FILE] | npm run restore -- FILE [--key KEYFILE]';

function reportBackup(done: BackupSetResult): void {
  const { database, key, files } = done;
  console.log(`Backup written: ${database.file} (${database.kind}, ${database.bytes} bytes)`);
  if (key)
    console.log(
      `Secrets key (of ${key.source}) written: ${key.file}. Keep it apart from the backup (another place, another medium): a restore needs it, and the backup and the key together open every secret.`,
    );
  else
    console.warn(
      "No secrets key saved: SECRETS_KEY is not set and DATA_DIR has no secrets.key. If the database holds two-factor or provider secrets, keep the server's key with this backup yourself.",
    );
  if ('bucket' in files)
    console.log(`Files are kept in the S3 bucket ${files.bucket}: back the bucket up by its own means.`);
  else console.log(`Files written: ${files.archive} (${files.count} files of ${files.dir})`);
}

function reportRestore(config: Config, file: string, done: RestoreSetResult): void {
  console.log(`Restored ${file} into ${config.databaseUrl ? 'the database' : config.dataDir}.`);
  if (done.key)
    console.log(
      `Secrets key: ${done.key.from === done.key.to ? done.key.to : `${done.key.from} → ${done.key.to}`}`,
    );
  else
    console.warn(
      'No secrets key restored (no --key KEYFILE, none beside the backup, SECRETS_KEY not set): if the database holds secrets, the server refuses to start until the key saved with the backup is restored.',
    );
  if (done.files) console.log(`Files: ${done.files.count} restored into ${done.files.dir}.`);
  else if (config.files.kind === 's3')
    console.log(`Files are kept in the S3 bucket ${config.files.bucket}: restore it by its own means.`);
  else console.warn(`No files archive beside the backup: ${config.files.dir} was left as it was.`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { key: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  const config = loadConfig();
  if (command === 'backup' && !values.key) {
    const name =
      file ??
      path.join(
        process.env.BACKUP_DIR ?? 'backups',
        defaultBackupName('url' in backupTargetOf(config) ? 'pg_dump' : 'physical'),
      );
    reportBackup(await backupSet(config, name));
  } else if (command === 'restore' && file) {
    reportRestore(config, file, await restoreSet(config, file, values.key));
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
