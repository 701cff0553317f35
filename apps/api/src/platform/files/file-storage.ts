import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The storage host for files (the spec's "storage host for files"): scans of
 * passports and signed documents. Behind an interface, like the other
 * providers (`imei-registry.ts`), so the product runs with a folder under
 * DATA_DIR, any S3-compatible store when configured (`s3-file-storage.ts`),
 * and tests with the in-memory one. Keys are made by the server
 * (`clients/<id>/<random>`), never by a user.
 */
export interface FileStorage {
  /** Where files go, for the logs (`folder`, `s3`, `memory`). */
  readonly name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when no file has this key. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The size, or null when no file has this key. */
  stat(key: string): Promise<{ size: number } | null>;
}

/** Keys the server makes: lower-case letters, digits, `-`, `_`, `.` in `/`-separated parts, none `.` or `..`. */
const KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[a-z0-9._-]+(?:\/[a-z0-9._-]+)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 500) throw new Error(`file storage: bad key ${JSON.stringify(key)}`);
  return key;
}

/** A fresh key under a prefix: `clients/12/3f9c…`. */
export function newFileKey(prefix: string): string {
  return checkKey(`${prefix}/${randomBytes(16).toString('hex')}`);
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files in a folder (default: `<DATA_DIR>/files`); written to a temporary name, then renamed into place. */
export class FolderFileStorage implements FileStorage {
  readonly name = 'folder';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, body, { flag: 'wx' });
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathOf(key))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

/** Files in memory: the default of a server built without one (tests), gone with the process. */
export class MemoryFileStorage implements FileStorage {
  readonly name = 'memory';
  readonly files = new Map<string, { body: Buffer; contentType: string }>();

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.files.set(checkKey(key), { body: Buffer.from(body), contentType });
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(checkKey(key))?.body ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(checkKey(key));
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const file = this.files.get(checkKey(key));
    return file ? { size: file.body.length } : null;
  }
}

/** Where files are kept (README "Configuration"): a folder, or an S3-compatible bucket. */
export type FileStorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible service (MinIO, Yandex Object Storage, …); absent: AWS. */
      endpoint: string | undefined;
      /** Absent: the SDK's own chain (environment, profile, instance role). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** `bucket` in the path rather than the host name (most self-hosted stores). */
      forcePathStyle: boolean;
      /** Put before every key (`savdo/`), to share a bucket. */
      prefix: string;
    };
