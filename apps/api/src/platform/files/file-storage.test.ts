import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fixtures/fake-s3.ts';
import {
  checkKey,
  type FileStorage,
  FolderFileStorage,
  MemoryFileStorage,
  newFileKey,
} from './file-storage.ts';
import { openFileStorage } from './open-file-storage.ts';
import type { S3FileStorage } from './s3-file-storage.ts';

let folder: string;
let s3: FakeS3;
let s3Storage: S3FileStorage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'savdo-files-'));
  s3 = await startFakeS3('scans');
  s3Storage = (await openFileStorage({
    kind: 's3',
    bucket: 'scans',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    prefix: 'savdo/',
  })) as S3FileStorage;
});

afterAll(async () => {
  s3Storage?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const providers: [string, () => FileStorage][] = [
  ['folder', () => new FolderFileStorage(folder)],
  ['memory', () => new MemoryFileStorage()],
  ['s3 (a local fake S3 server)', () => s3Storage],
];

describe.each(providers)('file storage: %s', (_name, make) => {
  it('puts, stats, gets and deletes a file; a missing key answers null', async () => {
    const storage = make();
    const key = newFileKey('clients/7');
    const body = Buffer.from('%PDF-1.4 scan of a passport');
    await storage.put(key, body, 'application/pdf');
    expect(await storage.stat(key)).toEqual({ size: body.length });
    expect((await storage.get(key))?.equals(body)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    // deleting again is no error
    await storage.delete(key);
  });

  it('refuses a key that could leave its place', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'clients/../../x', '/abs', 'Clients/1', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/bad key/);
    }
  });
});

describe('the S3 provider', () => {
  it('signs its requests and keeps the content type under the configured prefix', async () => {
    const key = newFileKey('clients/9');
    await s3Storage.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
    const kept = s3.objects.get(`savdo/${key}`);
    expect(kept?.contentType).toBe('image/jpeg');
    expect(kept?.body.length).toBe(4);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.url === `/scans/savdo/${key}`);
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });
});

describe('the folder provider', () => {
  it('leaves no temporary file behind', async () => {
    const storage: FileStorage = new FolderFileStorage(folder);
    const key = newFileKey('clients/3');
    await storage.put(key, Buffer.from('abc'), 'text/plain');
    const files = await readdir(path.join(folder, 'clients', '3'));
    expect(files).toEqual([key.split('/')[2]]);
  });

  it('makes keys of lower-case hex under the prefix', () => {
    expect(newFileKey('clients/12')).toMatch(/^clients\/12\/[0-9a-f]{32}$/);
    expect(() => checkKey('clients/12/..')).toThrow();
  });
});
