import { loadConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare-database';
import { removePidFile, writePidFile } from './lib/pid-file';

const config = loadConfig();
const { db, seeded } = await prepareDatabase(config, new Date());

const app = await buildApp({
  db,
  productName: config.productName,
  dataDir: config.dataDir,
  runScheduledReports: true,
  webDistDir: config.webDistDir,
  logger: { level: config.logLevel },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => {
      removePidFile(config.dataDir);
      process.exit(0);
    });
  });
}

await app.listen({ port: config.port, host: config.host });
writePidFile(config.dataDir);
app.log.info({ dataDir: config.dataDir, seed: seeded ? config.seed : 'kept existing data' }, 'Tillwise is ready');
