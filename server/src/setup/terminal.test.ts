import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process';
import { logFormat, startBanner } from './terminal';

describe('the log format', () => {
  it('is readable lines on a terminal and JSON lines elsewhere, unless TILLWISE_LOG_FORMAT says', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ TILLWISE_LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ TILLWISE_LOG_FORMAT: 'Pretty' }, false)).toBe('pretty');
    expect(logFormat({ TILLWISE_LOG_FORMAT: 'xml' }, false)).toBe('json');
  });
});

describe('the start banner', () => {
  it('says where to open Tillwise, where its data is and, on the demo, the staff PINs', () => {
    const banner = startBanner({
      httpUrl: 'http://localhost:3000',
      httpsUrls: ['https://192.168.1.20:3443'],
      dataDir: './data',
      databaseUrl: null,
      demo: true,
    });
    expect(banner).toContain('Tillwise is ready');
    expect(banner).toMatch(/Open\s+http:\/\/localhost:3000/);
    expect(banner).toMatch(/Tills on the shop network\s+https:\/\/192\.168\.1\.20:3443/);
    expect(banner).toMatch(/Data\s+\.\/data \(SQLite\)/);
    expect(banner).toContain('Admin 1111 · Manager 2222 · Cashier 3333 · Inventory 4444');
  });

  it('names a PostgreSQL database without its password, and no PINs for a store of its own', () => {
    const banner = startBanner({
      httpUrl: 'http://localhost:3000',
      httpsUrls: [],
      dataDir: './data',
      databaseUrl: 'postgres://till:s3cret@db.example:5432/shop',
      demo: false,
    });
    expect(banner).toContain('PostgreSQL postgres://till:***@db.example:5432/shop');
    expect(banner).not.toContain('s3cret');
    expect(banner).not.toContain('PIN');
    expect(banner).not.toContain('shop network');
  });
});

// `npm start` as a person and as a service manager see it: the same server on a terminal (util-linux's `script`
// gives it one) and with its output piped.
describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-terminal-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const root = path.join(import.meta.dirname, '../../..');
  const server = ['node', '--import', 'tsx', 'server/src/server.ts'];

  /** Runs the server until it has written `until`, then stops it: what it wrote. */
  async function runUntil(command: string[], port: number, until: RegExp): Promise<string> {
    const [file, ...args] = command;
    const child = spawn(file!, args, {
      cwd: root,
      env: { ...process.env, PORT: String(port), HTTPS_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (until.test(output)) {
          clearInterval(check);
          resolve();
        }
      }, 100);
      void exited.then(() => {
        clearInterval(check);
        reject(new Error(`The server stopped before it was ready:\n${output}`));
      });
    });
    // A request, which a terminal shows at debug level only and the JSON log at info.
    await fetch(`http://127.0.0.1:${port}/api/health`);
    child.kill('SIGTERM');
    await exited;
    return output;
  }

  it('piped, writes JSON lines only, the ready line with the address it serves', async () => {
    const port = await freePort();
    const output = await runUntil(server, port, /"msg":"Tillwise is ready"/);
    const lines = output.split('\n').filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning'));
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; http?: string });
    expect(entries.find((entry) => entry.msg === 'Tillwise is ready')).toMatchObject({
      http: `http://localhost:${port}`.replace('localhost', '127.0.0.1'),
    });
  }, 180_000);

  it('on a terminal, shows the banner and readable lines, not JSON', async () => {
    const port = await freePort();
    const output = await runUntil(['script', '-qec', server.join(' '), '/dev/null'], port, /Demo staff PINs[^\n]*\n/);
    expect(output).toMatch(new RegExp(`Open\\s+http://127\\.0\\.0\\.1:${port}`));
    expect(output).toMatch(/Data\s+.*tillwise-terminal-.* \(SQLite\)/);
    expect(output).toContain('Admin 1111');
    expect(output).not.toContain('{"level"');
  }, 180_000);
});
