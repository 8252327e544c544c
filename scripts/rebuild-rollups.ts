// npm run rollups:rebuild: recomputes every report rollup from the sales, refunds, returns and ledgers themselves,
// after a restore or a bug. One transaction: reports read the old figures until the new ones are all in.
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openStoreDatabase } from '../server/src/db/database';
import { rebuildReportRollups } from '../server/src/db/report-rollups';

const { dataDir, databaseUrl } = loadConfig();
const db = openStoreDatabase({ dataDir, databaseUrl });
try {
  const started = performance.now();
  await migrateToLatest(db);
  await db.transaction().execute((trx) => rebuildReportRollups(trx));
  console.log(`Report rollups rebuilt from the lines in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}
