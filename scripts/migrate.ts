// npm run migrate [-- --dry-run]: brings the store's database (DATA_DIR, or DATABASE_URL) to this version's schema
// without starting Tillwise, printing each migration it runs; --dry-run prints them and changes nothing.
import { loadConfig } from '../server/src/config';
import { migrateDatabase } from '../server/src/setup/migrate-database';

const dryRun = process.argv.includes('--dry-run');
const config = loadConfig();
const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : config.dataDir;
try {
  const run = await migrateDatabase(config, { dryRun });
  if (run.noDatabase) {
    console.log(`No database in ${where} yet: npm start creates it with the current schema.`);
  } else if (run.pending.length === 0) {
    console.log(`The database in ${where} is up to date: nothing to migrate.`);
  } else {
    console.log(`${dryRun ? 'Would run' : 'Ran'} ${run.pending.length} migration(s) on ${where}:`);
    for (const name of run.pending) console.log(`  ${name}`);
  }
} catch (error) {
  console.error(
    `Migration failed: ${String(error)}\nRestore the backup taken before the upgrade (npm run restore), then report the error.`,
  );
  process.exit(1);
}
