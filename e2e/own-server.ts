import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testPorts } from '../server/src/test/server-process';

const root = path.join(import.meta.dirname, '..');

/** The seeded demo store global-setup.ts made for this run, which each server copies (see there). */
export const storeTemplate = {
  /** Its data folder, holding the SQLite file. */
  get dataDir() {
    return process.env.TILLWISE_E2E_TEMPLATE_DIR || null;
  },
  /** Its database on TILLWISE_E2E_POSTGRES_URL's server, when the run is on PostgreSQL. */
  get database() {
    return process.env.TILLWISE_E2E_TEMPLATE_DATABASE || null;
  },
};

/**
 * A port nothing listens on now, found synchronously, so that a spec can name its server's address where its
 * module is read (in `test.use`). Another run on the machine may be testing at the same time: no fixed ports. It is
 * in the test servers' range (see testPorts), below the ports outgoing connections take.
 */
export function freePortSync(host = '127.0.0.1'): number {
  const probe = `const s = require('net').createServer(); s.once('error', () => process.stdout.write('0'));
    s.listen(Number(process.argv[2]), process.argv[1], () => { process.stdout.write(process.argv[2]); s.close(); });`;
  for (;;) {
    const port = testPorts.from + Math.floor(Math.random() * (testPorts.to - testPorts.from));
    if (Number(execFileSync(process.execPath, ['-e', probe, host, String(port)], { encoding: 'utf8' })) === port) {
      return port;
    }
  }
}

/**
 * A Tillwise server of its own, on its own free port and its own fresh store: each Playwright worker's (fixtures.ts),
 * and those of specs that really stop and start theirs (a till's outage is the server gone, not a mocked request).
 * With TILLWISE_E2E_POSTGRES_URL it runs on a fresh PostgreSQL database; otherwise on SQLite in a temporary folder.
 * The store is a copy of the run's seeded demo store, or, with `fresh`, an empty folder or database that the server
 * seeds itself on its first start, as a new installation does. The web app is the one the e2e run already built.
 */
export class OwnServer {
  readonly port: number;
  readonly baseURL: string;
  /** Its data folder, made on the first start (a spec's module is also read where no server runs). */
  readonly dataDir: string;
  /** postgres://… of its database (made on the first start), on PostgreSQL. */
  databaseUrl: string | undefined;
  private child: ChildProcess | null = null;
  private provisioned = false;
  private ownDatabase: string | null = null;

  constructor(
    /**
     * Where it listens (HOST; every address for a till on the shop network) and its https port (any free one);
     * `dataDir`, a data folder the spec chose (a small disk of its own, say).
     */
    private readonly listen: {
      host?: string;
      httpsPort?: number;
      fresh?: boolean;
      dataDir?: string;
      /** 'empty': a fresh store seeded with one admin (PIN 1111), as a new shop installs it. */
      seed?: 'empty';
      /** A clock the spec moves on with `moveClock` (see fake-clock.mjs). */
      movableClock?: boolean;
    } = {},
  ) {
    this.port = freePortSync(listen.host);
    this.baseURL = `http://127.0.0.1:${this.port}`;
    this.dataDir =
      listen.dataDir ?? path.join(os.tmpdir(), `tillwise-own-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  /** Where a movable clock's offset is kept (beside the data folder, which a restore may replace). */
  private get clockFile() {
    return `${this.dataDir}.clock`;
  }

  /** Moves the server's clock (made with `movableClock`) to `days` after the real one; it reads it at once. */
  moveClock(days: number) {
    fs.writeFileSync(this.clockFile, String(days * 86_400_000));
  }

  /** Keeps the store in this PostgreSQL database of the spec's own (on a cluster it runs), seeded by the server. */
  useDatabase(url: string) {
    this.ownDatabase = url;
  }

  async start(): Promise<void> {
    if (this.child) return;
    await this.provision();
    const clock = this.listen.movableClock ? ['--import', './e2e/fake-clock.mjs'] : [];
    const child = spawn(process.execPath, [...clock, '--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: this.listen.host ?? '127.0.0.1',
        HTTPS_PORT: String(this.listen.httpsPort ?? 0),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: this.databaseUrl ?? '',
        ...(this.listen.seed && { TILLWISE_SEED: this.listen.seed }),
        ...(this.listen.movableClock && { TILLWISE_E2E_CLOCK_FILE: this.clockFile }),
      },
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`The server on ${this.port} exited (${code})`))),
    );
    exited.catch(() => {});
    const deadline = Date.now() + 120_000;
    for (;;) {
      const healthy = fetch(`${this.baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (await Promise.race([healthy, exited])) return;
      if (Date.now() > deadline) throw new Error(`The server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the server the way a crash or a pulled cable would look to the till: it is simply gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Stops it and throws its store away. */
  async dispose(): Promise<void> {
    await this.stop();
    if (this.databaseUrl && !this.ownDatabase)
      await adminQuery(`drop database if exists ${databaseName(this.databaseUrl)} with (force)`);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
    fs.rmSync(this.clockFile, { force: true });
  }

  /** Its store, once: the template's copy, or (fresh) nothing for the server to seed. */
  private async provision(): Promise<void> {
    if (this.provisioned) return;
    this.provisioned = true;
    fs.mkdirSync(this.dataDir, { recursive: true });
    const fresh = this.listen.fresh ?? false;
    const postgresUrl = process.env.TILLWISE_E2E_POSTGRES_URL;
    if (this.ownDatabase) {
      this.databaseUrl = this.ownDatabase;
    } else if (postgresUrl) {
      const name = `tillwise_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
      const template = fresh ? null : storeTemplate.database;
      await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      this.databaseUrl = url.toString();
    } else if (!fresh && storeTemplate.dataDir) {
      copyDatabase(storeTemplate.dataDir, this.dataDir);
    }
  }
}

/** Copies a stopped server's SQLite file (and its WAL, if one was left) into another data folder. */
export function copyDatabase(from: string, to: string) {
  for (const name of ['tillwise.db', 'tillwise.db-wal']) {
    if (fs.existsSync(path.join(from, name))) fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** Runs one statement on the e2e PostgreSQL server's maintenance database. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TILLWISE_E2E_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
