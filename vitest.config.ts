import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { inlineDefaultMessages } from './web/tooling/inline-default-messages.ts';

// With a PostgreSQL server to test against (scripts/postgres-test-cluster.sh sets one up), the server's tests run
// a second time on it. Tests of SQLite's own files (backups, crash trials) run on SQLite only, and tests of what
// only PostgreSQL does (*.postgres.test.ts) on PostgreSQL only.
const postgresUrl = process.env.TILLWISE_TEST_POSTGRES_URL;
const sqliteOnly = [
  'server/src/backup/backup.test.ts',
  'server/src/crash-trials.test.ts',
  'server/src/setup/prepare-database.test.ts',
  // npm run migrate with no SQLite file yet.
  'server/src/setup/migrate-database.sqlite.test.ts',
  // The data folder on a small disk of its own that fills up.
  'server/src/routes/sale/full-disk.test.ts',
  // A server process of its own on SQLite: https and its certificates, whatever the database.
  'server/src/tls/secure-serving.test.ts',
  // A server process of its own on SQLite: what it writes to a terminal and to a pipe, whatever the database.
  'server/src/setup/terminal.test.ts',
];

// The long trials (a minute or more a file): projects of their own, long-sqlite and long-postgres, which `vitest run`
// runs with the rest and .ci/run as a job of its own beside the other suites (`--project 'long-*'`).
const longTrials = [
  'server/src/crash-trials.test.ts',
  'server/src/scale-out-shared-state.postgres.test.ts',
  'server/src/scale-out-sales.postgres.test.ts',
  'server/src/outage-trials.postgres.test.ts',
  'server/src/test/fuzz/route-fuzz.test.ts',
];
// A server test file brings its own app on its own copy of the database (buildTestApp), and the server keeps no
// state in a module that is not keyed by its database: so a worker imports the server once for all the files it
// runs, instead of once per file (two thirds of the server tests' time went to importing it again).
const serverFilesShareModules = { isolate: false };
// The demo store is seeded once per project and run; each server test file copies it (buildTestApp).
const seededTemplate = { globalSetup: ['server/src/test/seeded-template.ts'] };
const onSqlite = { TILLWISE_TEST_POSTGRES_URL: '' };
const onPostgres = { TILLWISE_TEST_POSTGRES_URL: postgresUrl ?? '' };

export default defineConfig({
  // The web app's own imports (@/…), as web/vite.config.ts resolves them.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
  test: {
    // One test file per core at a time (vitest's own default leaves one core idle).
    maxWorkers: os.availableParallelism(),
    // Limits that catch a hang, not a slow machine: a test waits on what it checks, however busy the cores are.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './scripts/slowest-tests-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/src/**/*.test.ts'],
          env: onSqlite,
          // core is pure (no I/O, clock, randomness or module state): its files share one import of it
          // (22 → 7 CPU-s), as the server's do.
          isolate: false,
        },
      },
      {
        extends: true,
        // The web app's modules keep state (the cart, the printer settings) that a file sets up around its own
        // import: each file imports them afresh.
        // As the web build: US English inlined, compiled, and react-intl without its ICU parser.
        plugins: [inlineDefaultMessages()],
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
            },
          ],
        },
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], env: onSqlite },
      },
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['server/src/**/*.test.ts'],
          exclude: ['**/*.postgres.test.ts', ...longTrials],
          env: onSqlite,
          ...seededTemplate,
          ...serverFilesShareModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'long-sqlite',
          include: longTrials,
          exclude: ['**/*.postgres.test.ts'],
          env: onSqlite,
          ...seededTemplate,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['server/src/**/*.test.ts'],
                exclude: [...sqliteOnly, ...longTrials],
                env: onPostgres,
                ...seededTemplate,
                ...serverFilesShareModules,
              },
            },
            {
              extends: true,
              test: {
                name: 'long-postgres',
                include: longTrials,
                exclude: sqliteOnly,
                env: onPostgres,
                ...seededTemplate,
              },
            },
          ]
        : []),
    ],
  },
});
