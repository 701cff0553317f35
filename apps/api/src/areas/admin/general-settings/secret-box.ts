import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest of secret settings: AES-256-GCM with a 12-byte random
 * IV per value and the setting's alias as associated data, so a value
 * copied onto another alias, or altered in any byte, fails to decrypt.
 * Stored as `v1:` + base64(iv ‖ tag ‖ ciphertext).
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function encryptSecret(key: Buffer, alias: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(alias, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain value; throws when the value was altered, belongs to another alias or the key differs. */
export function decryptSecret(key: Buffer, alias: string, stored: string): string {
  const [version, payload] = stored.split(':', 2);
  if (version !== VERSION || !payload) throw new Error(`Secret ${alias}: unknown format`);
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error(`Secret ${alias}: truncated`);
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(alias, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** A key written as 64 hex digits or as base64 of 32 bytes. */
export function parseKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${where}: the secrets key must be 32 bytes (64 hex digits or base64)`);
  return key;
}

/**
 * The key of secret settings: `SECRETS_KEY` when set (required when several
 * servers share one database), else `<DATA_DIR>/secrets.key`, generated on
 * the first start (readable by the owner only). Losing it loses the stored
 * secrets (they must be entered again) and the TOTP secrets (recovery codes
 * still sign in), never anything else.
 */
export function loadSecretsKey(envKey: string | undefined, dataDir: string): Buffer {
  if (envKey) return parseKey(envKey, 'SECRETS_KEY');
  const file = path.join(dataDir, 'secrets.key');
  try {
    return parseKey(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // `wx`: a second server starting at the same moment keeps the first one's key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKey(fs.readFileSync(file, 'utf8'), file);
  }
}
