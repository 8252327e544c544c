import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * A Tillwise server of a test's own, on its own port and its own fresh store, that the test really stops and starts
 * (a till's outage is the server gone, not a mocked request). With TILLWISE_E2E_POSTGRES_URL it runs on a fresh
 * PostgreSQL database; otherwise on SQLite in a temporary folder. The web app is the one the e2e run already built.
 */
export class OwnServer {
  readonly baseURL: string;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-own-'));
  readonly databaseUrl: string | undefined;
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    /** Where it listens (HOST; every address for a till on the shop network) and its https port (any free one). */
    private readonly listen: { host?: string; httpsPort?: number } = {},
  ) {
    this.baseURL = `http://127.0.0.1:${port}`;
    const postgresUrl = process.env.TILLWISE_E2E_POSTGRES_URL;
    if (postgresUrl) {
      const name = `tillwise_own_${port}_${Date.now()}`;
      const create = `const pg = require('pg'); const c = new pg.Client(process.argv[1]);
        c.connect().then(() => c.query('create database ${name}')).then(() => c.end());`;
      execFileSync(process.execPath, ['-e', create, postgresUrl], { cwd: path.join(root, 'server') });
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      this.databaseUrl = url.toString();
    }
  }

  async start(): Promise<void> {
    if (this.child) return;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: this.listen.host ?? '127.0.0.1',
        HTTPS_PORT: String(this.listen.httpsPort ?? 0),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : { DATABASE_URL: '' }),
      },
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`The server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Stops the server the way a crash or a pulled cable would look to the till: it is simply gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
