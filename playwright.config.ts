import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
// Every run starts on an empty data folder, so the demo store is seeded fresh. The workers inherit the folder
// through the environment, so a test can compare the screen with what the database holds.
process.env.TILLWISE_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-e2e-'));
const dataDir = process.env.TILLWISE_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
// With TILLWISE_E2E_POSTGRES_URL (a PostgreSQL server's address), the store lives in a fresh database on it instead.
const postgresUrl = process.env.TILLWISE_E2E_POSTGRES_URL;
if (postgresUrl && !process.env.TILLWISE_E2E_DATABASE_URL) {
  const name = `tillwise_e2e_${Date.now()}`;
  const create = `const pg = require('pg'); const c = new pg.Client(process.argv[1]);
    c.connect().then(() => c.query('create database ${name}')).then(() => c.end());`;
  execFileSync(process.execPath, ['-e', create, postgresUrl], { cwd: path.join(import.meta.dirname, 'server') });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  process.env.TILLWISE_E2E_DATABASE_URL = url.toString();
}
const databaseUrl = process.env.TILLWISE_E2E_DATABASE_URL;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Every test's browser is the demo store's Till 1 (its shift is open), as a set-up till would be; tests of
    // the till set-up start from an empty storage state instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'tillwise.till.v1',
              value: '{"id":"till-1","name":"Till 1","storeId":"store-1","storeName":"Greenleaf Garden Centre"}',
            },
          ],
        },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HTTPS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
  },
});
