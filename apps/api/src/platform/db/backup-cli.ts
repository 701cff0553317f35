import path from 'node:path';
import { loadConfig } from '../config.ts';
import { type BackupTarget, backup, defaultBackupName, restore } from './backup.ts';

/**
 * `npm run backup [FILE]` and `npm run restore FILE` (README "Operations"):
 * the database of DATABASE_URL, else the embedded one under DATA_DIR.
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  const target: BackupTarget = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
  if (command === 'backup') {
    const name =
      file ??
      path.join(
        process.env.BACKUP_DIR ?? 'backups',
        defaultBackupName('url' in target ? 'pg_dump' : 'physical'),
      );
    const done = await backup(target, name);
    console.log(`Backup written: ${done.file} (${done.kind}, ${done.bytes} bytes)`);
  } else if (command === 'restore' && file) {
    await restore(target, file);
    console.log(`Restored ${file} into ${'url' in target ? 'the database' : config.dataDir}.`);
  } else {
    throw new Error('Usage: npm run backup [FILE] | npm run restore FILE');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
