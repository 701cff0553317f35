import { createHash } from 'node:crypto';
import { CLIENT_FILE_TYPES, type ClientFileKind, type ClientFileRow } from '@savdo/shared/schemas/clients';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { type FileStorage, newFileKey } from '../../../platform/files/file-storage.ts';
import { FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { CLIENT_RESOURCE, storedClient } from './client-card.ts';

type FileType = (typeof CLIENT_FILE_TYPES)[number];

/** The first bytes each accepted type starts with (a renamed .exe is not a scan). */
const SIGNATURES: Record<FileType, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

const isFileType = (type: string): type is FileType =>
  (CLIENT_FILE_TYPES as readonly string[]).includes(type);

/** The declared type when it is one of the accepted ones and the bytes agree; 400 naming `file` otherwise. */
export function checkFileType(declared: string, body: Buffer): FileType {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isFileType(type) || !SIGNATURES[type](body))
    throw new FieldErrors([{ field: 'file', key: 'validation.fileType' }]);
  if (body.length === 0) throw new FieldErrors([{ field: 'file', key: 'validation.required' }]);
  return type;
}

/** A file name as shown and sent back: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

const FILE_COLUMNS = sql`f.id::int as id, f.client_id::int as client_id, f.kind, f.original_name, f.content_type,
  f.size::int as size, f.sha256, u.full_name as created_by_name, f.created_at`;

/** A card's files, newest first. */
export async function listClientFiles(db: DbOrTx, clientId: number): Promise<ClientFileRow[]> {
  await storedClient(db, clientId);
  const rows = await db.execute<ClientFileRow & Record<string, unknown>>(sql`select ${FILE_COLUMNS}
    from client_files f left join users u on u.id = f.created_by
    where f.client_id = ${clientId} order by f.id desc limit 200`);
  return rows.rows;
}

interface Upload {
  kind: ClientFileKind;
  name: string;
  type: FileType;
  body: Buffer;
}

/**
 * Keeps a scan: the bytes go to the storage first, then the row (and the
 * card's audit entry) in one transaction; should that fail, the bytes are
 * taken back out. Answers the file's row.
 */
export async function addClientFile(
  db: Db,
  storage: FileStorage,
  clientId: number,
  upload: Upload,
  userId: number,
): Promise<ClientFileRow> {
  await storedClient(db, clientId);
  const key = newFileKey(`clients/${clientId}`);
  const sha256 = createHash('sha256').update(upload.body).digest('hex');
  await storage.put(key, upload.body, upload.type);
  try {
    return await db.transaction(async (tx) => {
      await storedClient(tx, clientId, true);
      const made = await tx.execute<{ id: number }>(sql`insert into client_files
        (client_id, kind, original_name, content_type, size, sha256, storage_key, created_by)
        values (${clientId}, ${upload.kind}, ${upload.name}, ${upload.type}, ${upload.body.length}, ${sha256},
                ${key}, ${userId})
        returning id::int as id`);
      const file = await fileById(tx, clientId, Number(made.rows[0]?.id));
      await audit(tx, CLIENT_RESOURCE, clientId, 'file-add', userId, null, { file: { ...file } });
      return file;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

async function fileById(tx: DbOrTx, clientId: number, fileId: number): Promise<ClientFileRow> {
  const rows = await tx.execute<ClientFileRow & Record<string, unknown>>(sql`select ${FILE_COLUMNS}
    from client_files f left join users u on u.id = f.created_by
    where f.id = ${fileId} and f.client_id = ${clientId}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

/** A file's row and bytes; 404 when the row or the bytes are missing. */
export async function readClientFile(db: Db, storage: FileStorage, clientId: number, fileId: number) {
  const file = await fileById(db, clientId, fileId);
  const key = await db.execute<{ storage_key: string }>(
    sql`select storage_key from client_files where id = ${fileId}`,
  );
  const body = await storage.get(key.rows[0]?.storage_key ?? '');
  if (!body) throw notFound('errors.fileMissing');
  return { file, body };
}

/** Forgets a file: the row (audited) in one transaction, then its bytes. */
export async function deleteClientFile(
  db: Db,
  storage: FileStorage,
  clientId: number,
  fileId: number,
  userId: number,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    await storedClient(tx, clientId, true);
    const file = await fileById(tx, clientId, fileId);
    const gone = await tx.execute<{ storage_key: string }>(
      sql`delete from client_files where id = ${fileId} returning storage_key`,
    );
    await audit(tx, CLIENT_RESOURCE, clientId, 'file-delete', userId, { file: { ...file } }, null);
    return gone.rows[0]?.storage_key ?? '';
  });
  // an object left behind when this fails is harmless: no row names it
  await storage.delete(key).catch(() => undefined);
}
