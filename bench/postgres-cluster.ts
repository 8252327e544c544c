import { postgresBin, startPostgresCluster } from '../server/src/test/postgres-cluster';

/**
 * A PostgreSQL cluster of the benchmark's own, with fsync and synchronous commit on, as a store runs it (the test
 * cluster turns them off for speed, which would flatter every write). Null when PostgreSQL is not installed.
 */
export async function startBenchPostgres(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (!postgresBin()) return null;
  const cluster = await startPostgresCluster({ settings: ['shared_buffers=256MB'] });
  return { url: cluster.url, stop: () => cluster.destroy() };
}
