import { mkdir } from 'node:fs/promises';
import { type FileStorage, type FileStorageConfig, FolderFileStorage } from './file-storage.ts';

/** Opens the configured storage; the S3 one loads the AWS SDK only when it is used. */
export async function openFileStorage(config: FileStorageConfig): Promise<FileStorage> {
  if (config.kind === 'folder') {
    await mkdir(config.dir, { recursive: true });
    return new FolderFileStorage(config.dir);
  }
  const { S3FileStorage } = await import('./s3-file-storage.ts');
  return new S3FileStorage(config);
}
