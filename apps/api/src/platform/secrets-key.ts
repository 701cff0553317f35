import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the secrets key lives (README "Configuration", `SECRETS_KEY`): the key that encrypts the
 * secret settings and the TOTP secrets (`areas/admin/general-settings/secret-box.ts`). The server,
 * `npm run backup` and `npm run restore` find it here; the server generates one only when the
 * database holds no encrypted secret (`wiring/secrets-key.ts`).
 */
export const KEY_BYTES = 32;

/** The key file of a data folder: `<DATA_DIR>/secrets.key`. */
export const secretsKeyFile = (dataDir: string) => path.join(dataDir, 'secrets.key');

/** A key written as 64 hex digits or as base64 of 32 bytes. */
export function parseKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${where}: the secrets key must be 32 bytes (64 hex digits or base64)`);
  return key;
}

export interface SecretsKey {
  key: Buffer;
  /** Where it came from, for messages: `SECRETS_KEY` or the key file's path. */
  source: string;
}

/** The key file's key, or undefined when there is no such file. */
export function readKeyFile(file: string): Buffer | undefined {
  try {
    return parseKey(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The configured key: `SECRETS_KEY` when set, else `<DATA_DIR>/secrets.key` when it exists. */
export function readSecretsKey(envKey: string | undefined, dataDir: string): SecretsKey | undefined {
  if (envKey) return { key: parseKey(envKey, 'SECRETS_KEY'), source: 'SECRETS_KEY' };
  const file = secretsKeyFile(dataDir);
  const key = readKeyFile(file);
  return key ? { key, source: file } : undefined;
}

/**
 * Writes a key file readable by its owner only (base64 and a newline, the form of `secrets.key`).
 * `wx` refuses an existing file; `w` replaces it.
 */
export function writeKeyFile(file: string, key: Buffer, flag: 'wx' | 'w' = 'wx'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag });
  fs.chmodSync(file, 0o600);
}

/** A fresh `<DATA_DIR>/secrets.key`; a server starting at the same moment keeps the first one's key. */
export function generateSecretsKey(dataDir: string): SecretsKey {
  const file = secretsKeyFile(dataDir);
  const key = randomBytes(KEY_BYTES);
  try {
    writeKeyFile(file, key, 'wx');
    return { key, source: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: parseKey(fs.readFileSync(file, 'utf8'), file), source: file };
  }
}
