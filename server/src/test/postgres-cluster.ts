import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's or benchmark's own, in a temporary folder on a free port, with fsync and
 * synchronous commit on (as a store runs it) unless asked otherwise. Because it is its own, a test may restart,
 * stop or freeze it without disturbing the cluster other tests share. Run as the postgres user when we are root:
 * PostgreSQL refuses to run as root.
 */
export interface PostgresCluster {
  url: string;
  /** `pg_ctl restart -m fast`: connections ended, the server back as soon as it has shut down cleanly. */
  restart(): Promise<void>;
  /** `pg_ctl stop` in this mode: `immediate` is a crash, recovered from at the next start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP to every process of the server: it keeps its connections and answers nothing, as a hung host does. */
  freeze(): Promise<void>;
  /** SIGCONT: it answers again, as if nothing had happened. */
  thaw(): Promise<void>;
  /** Stops it (immediately) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL installed, or null (then the tests run on SQLite only). */
export function postgresBin(): string | null {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const latest = versions.at(-1);
  return latest ? path.join('/usr/lib/postgresql', latest, 'bin') : null;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export async function startPostgresCluster(
  options: { durable?: boolean; settings?: string[] } = {},
): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-pg-'));
  const data = path.join(dir, 'data');
  const root = process.getuid?.() === 0;
  if (root) await run('chown', ['postgres', dir]);
  const asOwner = (command: string, args: string[]) =>
    root ? run('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')]) : run(command, args);
  const port = await freePort();
  const durable = options.durable ?? true;
  const serverOptions = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
    `-c fsync=${durable ? 'on' : 'off'} -c synchronous_commit=${durable ? 'on' : 'off'}`,
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  const pgCtl = (args: string[]) => asOwner(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const start = async () => {
    await pgCtl(['-l', path.join(dir, 'log'), '-w', '-o', serverOptions, 'start']);
  };
  /** The server's processes: the postmaster (first line of postmaster.pid) and its children. */
  const processes = async (): Promise<number[]> => {
    const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  };
  const signalAll = async (signal: NodeJS.Signals, order: 'postmaster first' | 'children first') => {
    const [postmaster, ...children] = await processes();
    const ordered = order === 'postmaster first' ? [postmaster!, ...children] : [...children, postmaster!];
    for (const pid of ordered) {
      try {
        process.kill(pid, signal);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };

  await asOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl(['-l', path.join(dir, 'log'), '-w', '-m', 'fast', '-o', serverOptions, 'restart']);
    },
    stop: async (mode) => {
      await pgCtl(['-w', '-m', mode, 'stop']);
    },
    start,
    // The postmaster first, so that it forks nothing new while its children are being stopped.
    freeze: () => signalAll('SIGSTOP', 'postmaster first'),
    thaw: () => signalAll('SIGCONT', 'children first'),
    destroy: async () => {
      await signalAll('SIGCONT', 'children first').catch(() => undefined);
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `pid`, read from /proc (the fourth field of each stat, after the name). */
function childrenOf(pid: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
