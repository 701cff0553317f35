import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecretsKey, readSecretsKey } from '../../../platform/secrets-key.ts';

export { KEY_BYTES } from '../../../platform/secrets-key.ts';

/**
 * Encryption at rest of secret settings: AES-256-GCM with a 12-byte random
 * IV per value and the setting's alias as associated data, so a value
 * copied onto another alias, or altered in any byte, fails to decrypt.
 * Stored as `v1:` + base64(iv ‖ tag ‖ ciphertext).
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

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

/**
 * The key of secret settings: `SECRETS_KEY` when set (required when several
 * servers share one database), else `<DATA_DIR>/secrets.key`, generated when
 * missing (readable by the owner only). The server does not call this: it
 * generates a key only for a database that holds no encrypted secret
 * (`wiring/secrets-key.ts`). Losing the key loses the stored secrets (they
 * must be entered again) and the TOTP secrets (recovery codes still sign in),
 * never anything else: `npm run backup` saves it beside each backup.
 */
export function loadSecretsKey(envKey: string | undefined, dataDir: string): Buffer {
  return (readSecretsKey(envKey, dataDir) ?? generateSecretsKey(dataDir)).key;
}
