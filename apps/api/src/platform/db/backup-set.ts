import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Config } from '../config.ts';
import type { FileStorageConfig } from '../files/file-storage.ts';
import { readKeyFile, readSecretsKey, secretsKeyFile, writeKeyFile } from '../secrets-key.ts';
import { type BackupResult, type BackupTarget, backup, restore } from './backup.ts';

/**
 * What `npm run backup` writes and `npm run restore` puts back (README "Operations"): the database
 * backup (`backup.ts`), the secrets key in a file of its own beside it (`<backup>.key`, mode 0600,
 * to be kept apart from the backup) and the scans of FILES_DIR (`<backup>.files.tar`). A bucket of
 * S3 storage is backed up by its own means.
 */
export const keyFileOf = (backupFile: string) => `${backupFile}.key`;
export const filesArchiveOf = (backupFile: string) => `${backupFile}.files.tar`;

export const backupTargetOf = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): BackupTarget =>
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };

type SetConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'secretsKey' | 'files'>;

/** An archive of the files folder: where, of which folder, how many files. */
export interface FilesArchive {
  archive: string;
  dir: string;
  count: number;
}

/** Where the files went: an archive of the folder, or the bucket (not copied). */
export type FilesPart = FilesArchive | { bucket: string };

export interface BackupSetResult {
  database: BackupResult;
  /** The key file written and where the key came from; undefined when no key is configured. */
  key: { file: string; source: string } | undefined;
  files: FilesPart;
}

function tar(args: string[], okCodes = [0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) => reject(new Error(`tar: ${error.message}`)));
    child.on('close', (code) =>
      okCodes.includes(code ?? -1)
        ? resolve(Buffer.concat(out).toString())
        : reject(new Error(`tar failed (${code}): ${err.trim()}`)),
    );
  });
}

/** The regular files an archive holds. */
async function archivedFiles(archive: string): Promise<number> {
  const names = (await tar(['-tf', archive])).split('\n');
  return names.filter((name) => name !== '' && !name.endsWith('/')).length;
}

/**
 * The files folder as a tar (no compression: scans are JPEG, PNG, WebP or PDF), taken after the
 * database so every file the backup names is in it (unless deleted meanwhile). Uploads still being
 * written (`*.part`) are left out; a file removed while read is skipped.
 */
async function saveFiles(files: FileStorageConfig, backupFile: string): Promise<FilesPart> {
  if (files.kind === 's3') return { bucket: files.bucket };
  const archive = filesArchiveOf(backupFile);
  const source = fs.existsSync(files.dir) ? ['-C', files.dir, '.'] : ['--files-from=/dev/null'];
  await tar(['-cf', archive, '--exclude=*.part', '--ignore-failed-read', ...source], [0, 1]);
  return { archive, dir: files.dir, count: await archivedFiles(archive) };
}

/** The database, then the key beside it and the files. */
export async function backupSet(config: SetConfig, file: string): Promise<BackupSetResult> {
  const database = await backup(backupTargetOf(config), file);
  const configured = readSecretsKey(config.secretsKey, config.dataDir);
  let key: BackupSetResult['key'];
  if (configured) {
    writeKeyFile(keyFileOf(file), configured.key, 'w');
    key = { file: keyFileOf(file), source: configured.source };
  }
  return { database, key, files: await saveFiles(config.files, file) };
}

export interface RestoreSetResult {
  /** Where the key now is (`secrets.key` of DATA_DIR, or SECRETS_KEY already set); undefined: none given. */
  key: { from: string; to: string } | undefined;
  /** The files put back; undefined when the backup has no files archive (or the storage is S3). */
  files: FilesArchive | undefined;
}

/** The key to put back, checked before anything is restored: `--key`, else `<backup>.key` when present. */
function keyToRestore(config: SetConfig, file: string, keyFile: string | undefined) {
  const from = keyFile ?? (fs.existsSync(keyFileOf(file)) ? keyFileOf(file) : undefined);
  const key = from ? readKeyFile(from) : undefined;
  if (from && !key) throw new Error(`No key file at ${from}.`);
  const configured = readSecretsKey(config.secretsKey, config.dataDir);
  if (key && configured && !configured.key.equals(key))
    throw new Error(
      configured.source === 'SECRETS_KEY'
        ? `SECRETS_KEY is set to another key than ${from}: unset it to restore the key saved with the backup.`
        : `${configured.source} already holds another key than ${from}: restore into an empty data folder.`,
    );
  if (configured) return { from: from ?? configured.source, to: configured.source, write: undefined };
  return from && key ? { from, to: secretsKeyFile(config.dataDir), write: key } : undefined;
}

/** The files archive to put back, checked before anything is restored: into an empty FILES_DIR. */
function filesToRestore(
  files: FileStorageConfig,
  file: string,
): { archive: string; dir: string } | undefined {
  const archive = filesArchiveOf(file);
  if (!fs.existsSync(archive) || files.kind === 's3') return undefined;
  if (fs.existsSync(files.dir) && fs.readdirSync(files.dir).length > 0)
    throw new Error(`${files.dir} is not empty: restore the files only into an empty folder.`);
  return { archive, dir: files.dir };
}

/**
 * Brings a backup set back: the database (into an empty database or DATA_DIR, `restore`), the key
 * into `<DATA_DIR>/secrets.key` (unless SECRETS_KEY already holds it), the files into FILES_DIR.
 * Every check is made before anything is written.
 */
export async function restoreSet(
  config: SetConfig,
  file: string,
  keyFile?: string,
): Promise<RestoreSetResult> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  const key = keyToRestore(config, file, keyFile);
  const files = filesToRestore(config.files, file);
  await restore(backupTargetOf(config), file);
  if (key?.write) writeKeyFile(key.to, key.write, 'wx');
  let restored: FilesArchive | undefined;
  if (files) {
    fs.mkdirSync(files.dir, { recursive: true });
    await tar(['-xf', files.archive, '-C', files.dir]);
    restored = { ...files, count: await archivedFiles(files.archive) };
  }
  return { key: key && { from: key.from, to: key.to }, files: restored };
}
