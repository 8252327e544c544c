// npm run backup [FILE]: a consistent copy of the store's database, taken while Tillwise runs.
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { BackupError, backupDatabase, defaultBackupFile } from '../server/src/backup/backup';
import { databaseFile } from '../server/src/db/database';

const { dataDir, databaseUrl } = loadConfig();
if (databaseUrl) {
  console.error(`This store is kept in PostgreSQL (DATABASE_URL): back it up with pg_dump or your host's backups.`);
  process.exit(1);
}
// npm runs scripts from the repository root; a relative FILE means one in the folder npm was started from.
const startedIn = process.env.INIT_CWD ?? process.cwd();
const destination = process.argv[2] ? path.resolve(startedIn, process.argv[2]) : defaultBackupFile(dataDir, new Date());
try {
  const backup = await backupDatabase(databaseFile(dataDir), destination);
  console.log(`Backed up ${databaseFile(dataDir)}`);
  console.log(`  to ${backup.file} (${(backup.sizeBytes / 1024).toFixed(0)} KiB, schema ${backup.schemaVersion})`);
  console.log(`  ${backup.orders} orders and ${backup.refunds} refunds; integrity check ok`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
