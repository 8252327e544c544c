import path from 'node:path';
import { defineConfig } from 'vitest/config';

// With a PostgreSQL server to test against (scripts/postgres-test-cluster.sh sets one up), the server's tests run
// a second time on it. Tests of SQLite's own files (backups, crash trials) run on SQLite only, and tests of what
// only PostgreSQL does (*.postgres.test.ts) on PostgreSQL only.
const postgresUrl = process.env.TILLWISE_TEST_POSTGRES_URL;
const sqliteOnly = [
  'server/src/db/backup.test.ts',
  'server/src/crash-trials.test.ts',
  'server/src/db/prepare-database.test.ts',
  // A server process of its own on SQLite: https and its certificates, whatever the database.
  'server/src/tls/secure-serving.test.ts',
];

export default defineConfig({
  // The web app's own imports (@/…), as web/vite.config.ts resolves them.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['core/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          env: { TILLWISE_TEST_POSTGRES_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['server/src/**/*.test.ts'],
                exclude: sqliteOnly,
                env: { TILLWISE_TEST_POSTGRES_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
