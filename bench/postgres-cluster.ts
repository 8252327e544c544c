import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/src/test/server-process';

/**
 * A PostgreSQL cluster of the benchmark's own, with fsync and synchronous commit on, as a store runs it (the test
 * cluster turns them off for speed, which would flatter every write). Null when PostgreSQL is not installed.
 * Run as the postgres user when we are root: PostgreSQL refuses to run as root.
 */
export async function startBenchPostgres(): Promise<{ url: string; stop: () => void } | null> {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const latest = versions.at(-1);
  if (!latest) return null;
  const bin = path.join('/usr/lib/postgresql', latest, 'bin');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-bench-pg-'));
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')])
      : execFileSync(command, args);
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c max_connections=300 -c shared_buffers=256MB`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
