import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretsKey } from './secret-box.ts';

const key = randomBytes(32);

describe('secret box', () => {
  it('round-trips a value, with a fresh IV each time and no plain text stored', () => {
    const one = encryptSecret(key, 'bank_api_key', 'sk_live_Жёлтый-123');
    const two = encryptSecret(key, 'bank_api_key', 'sk_live_Жёлтый-123');
    expect(one).toMatch(/^v1:/);
    expect(one).not.toEqual(two);
    expect(one).not.toContain('sk_live');
    expect(decryptSecret(key, 'bank_api_key', one)).toBe('sk_live_Жёлтый-123');
  });

  it('refuses an altered value, a value moved to another alias and another key', () => {
    const stored = encryptSecret(key, 'sms_provider_token', 'token-1');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(key, 'sms_provider_token', `v1:${raw.toString('base64')}`)).toThrow();
    expect(() => decryptSecret(key, 'bank_api_key', stored)).toThrow();
    expect(() => decryptSecret(randomBytes(32), 'sms_provider_token', stored)).toThrow();
    expect(() => decryptSecret(key, 'sms_provider_token', 'v2:abc')).toThrow(/format/);
  });

  it('takes SECRETS_KEY as hex or base64, and refuses one of another length', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-key-'));
    expect(loadSecretsKey(key.toString('hex'), dir).equals(key)).toBe(true);
    expect(loadSecretsKey(key.toString('base64'), dir).equals(key)).toBe(true);
    expect(() => loadSecretsKey('c2hvcnQ=', dir)).toThrow(/32 bytes/);
    expect(fs.existsSync(path.join(dir, 'secrets.key'))).toBe(false);
  });

  it('generates a key file readable by its owner only on the first start, and reuses it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-key-')), 'data');
    const first = loadSecretsKey(undefined, dir);
    const file = path.join(dir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(undefined, dir).equals(first)).toBe(true);
  });
});
