import cluster from 'node:cluster';
import fs from 'node:fs';
import { loadConfig } from './config';
import type { AppConfig } from './config';
import { buildApp } from './app';
import { getStartForRealStatus } from './services/start-for-real-service';
import { prepareDatabase } from './setup/prepare-database';
import { logFormat, loggerOptions, startBanner } from './setup/terminal';
import { removePidFile, writePidFile } from './lib/pid-file';
import { ensureLocalCertificates } from './tls/local-authority';
import { machineNames } from './tls/machine-names';
import { secureServing } from './tls/secure-serving';

const config = loadConfig();
const format = logFormat(process.env, process.stdout.isTTY === true);

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config);

/** Said once when the database cannot be reached at start: the server waits for it rather than exit. */
function sayWaiting(reason: string) {
  console.error(`Tillwise is waiting for its database, which cannot be reached yet (${reason})`);
}

/**
 * Cluster mode (TILLWISE_WORKERS=N, PostgreSQL): this process migrates and seeds the database once, then runs N
 * server processes on the one port and starts a new one whenever one stops. Nothing a request needs lives in a
 * process's memory alone, so a till whose request reached a process that died simply sends it again.
 */
async function runPrimary(options: AppConfig) {
  const { db, seeded } = await prepareDatabase(options, new Date(), sayWaiting);
  await db.destroy();
  // Made once here, so that the workers all serve the same certificate rather than racing to make one each.
  if (options.https && !options.https.certFile) {
    await ensureLocalCertificates(options.dataDir, machineNames(options.https.hostnames));
  }
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Tillwise worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, 200);
  });
  for (let n = 0; n < options.workers; n += 1) fork();
  fs.mkdirSync(options.dataDir, { recursive: true });
  writePidFile(options.dataDir);
  console.log(
    `Tillwise is starting ${options.workers} workers on port ${options.port} (${seeded ? options.seed : 'kept existing data'})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const check = setInterval(() => {
        if (Object.keys(cluster.workers ?? {}).length > 0) return;
        clearInterval(check);
        removePidFile(options.dataDir);
        process.exit(0);
      }, 100);
    });
  }
}

/** One server process: the app and API on the port (in cluster mode, one worker of several sharing it). */
async function serve(options: AppConfig) {
  const { db, seeded } = await prepareDatabase(options, new Date(), sayWaiting);
  const secure = options.https
    ? await secureServing({ https: options.https, dataDir: options.dataDir, trustProxy: options.trustProxy })
    : null;
  const app = await buildApp({
    db,
    productName: options.productName,
    dataDir: options.dataDir,
    runScheduledReports: true,
    deliverWebhooks: true,
    sendQueuedMail: true,
    scheduleIntervalMs: options.scheduleIntervalMs,
    webDistDir: options.webDistDir,
    logger: loggerOptions(options.logLevel, format),
    // On a terminal every request would bury what matters: they are logged at debug level there.
    requestsAtDebug: format === 'pretty',
    serverFactory: secure?.serverFactory,
    secure: secure?.address ?? null,
    httpPort: options.port,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
  });
  const plain = secure?.plainServer() ?? null;
  const alone = cluster.isPrimary;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      secure?.close();
      plain?.close();
      void app.close().then(() => {
        if (alone) removePidFile(options.dataDir);
        process.exit(0);
      });
    });
  }
  if (secure && plain && options.https) {
    await app.listen({
      port: options.https.port,
      host: options.host,
      // Fastify names the address http:// whatever its server factory serves; this one serves https.
      listenTextResolver: (address) => `Serving https at ${address.replace(/^http:/, 'https:')}`,
    });
    await new Promise<void>((resolve, reject) => {
      plain.once('error', reject);
      plain.listen(options.port, options.host, resolve);
    });
    app.log.info({ https: secure.address.addresses() }, 'Tills on the shop network open Tillwise over https');
  } else {
    await app.listen({ port: options.port, host: options.host });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (alone) writePidFile(options.dataDir);
  const httpUrl = `http://${options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host}:${options.port}`;
  const httpsUrls = secure?.address.addresses() ?? [];
  const seed = seeded ? options.seed : 'kept existing data';
  if (format === 'json') {
    app.log.info({ http: httpUrl, https: httpsUrls, dataDir: options.dataDir, seed }, 'Tillwise is ready');
  } else if (alone) {
    const { holdsDemo } = await getStartForRealStatus(db);
    const banner = startBanner({
      httpUrl,
      httpsUrls,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      demo: holdsDemo,
    });
    console.log(banner);
  } else {
    app.log.info(`Tillwise worker ${process.pid} is ready at ${httpUrl}`);
  }
}
