import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminQuery, OwnServer } from './own-server';

/**
 * Once per run, before any worker starts: builds the web app the servers serve (unless TILLWISE_E2E_BUILT says it
 * is built, as .ci/run does before running the suites side by side), then has a server migrate and seed the demo
 * store once, as on an empty data folder, and stop. That store is the template each worker's server, and each
 * spec's own, starts from a copy of (own-server.ts), instead of seeding its own. The workers inherit its place
 * through the environment. Returns the teardown that throws it away.
 */
export default async function globalSetup() {
  const root = path.join(import.meta.dirname, '..');
  if (!process.env.TILLWISE_E2E_BUILT) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const template = new OwnServer({ fresh: true });
  await template.start();
  await template.stop();
  process.env.TILLWISE_E2E_TEMPLATE_DIR = template.dataDir;
  const database = template.databaseUrl && new URL(template.databaseUrl).pathname.slice(1);
  if (database) process.env.TILLWISE_E2E_TEMPLATE_DATABASE = database;
  return async () => {
    if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    fs.rmSync(template.dataDir, { recursive: true, force: true });
  };
}
