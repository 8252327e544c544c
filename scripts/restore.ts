// npm run restore FILE: puts a backup back in place of the store's database, after checking it (server stopped).
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { BackupError, restoreDatabase } from '../server/src/backup/backup';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (stop Tillwise first)');
  process.exit(1);
}
const { dataDir, databaseUrl } = loadConfig();
if (databaseUrl) {
  console.error(`This store is kept in PostgreSQL (DATABASE_URL): restore it with pg_restore or your host's backups.`);
  process.exit(1);
}
// npm runs scripts from the repository root; a relative FILE means one in the folder npm was started from.
const backupFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  const { restored, previous } = await restoreDatabase(dataDir, backupFile, new Date());
  console.log(`Restored ${backupFile}`);
  console.log(
    `  into ${restored.file}: ${restored.orders} orders and ${restored.refunds} refunds, schema ${restored.schemaVersion}`,
  );
  if (previous) console.log(`  the database it replaced is kept as ${previous}`);
  console.log('Start Tillwise again with npm start.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
