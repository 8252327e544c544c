// The offline-till bench's servers: the Tillwise server as a shop runs it, and the till's one origin in front of it
// (the bundled page, /api passed through), counting the traffic to each API path.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentTypes } from './browser-page';

const root = path.join(import.meta.dirname, '..');

/** The Tillwise server as it runs in a shop (e2e/own-server.ts does the same), on the prepared data folder. */
export function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
}

export async function untilServing(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Tillwise server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Tillwise server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Requests and response bytes per API path, as the proxy saw them, and the sales they carried (one a request to
 * /api/sales, as many as the batch holds to /api/sales/batch).
 */
export type Traffic = Map<string, { requests: number; bytes: number; ms: number; sales: number }>;

/**
 * One origin for the till, as in a shop: the bundled page from the folder, /api passed through to the Tillwise
 * server, so the session cookie and the app's relative /api requests work as they do in production.
 */
export function serveTill(dir: string, apiPort: number, traffic: Traffic): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith('/api/')) {
      const seen = traffic.get(pathname) ?? { requests: 0, bytes: 0, ms: 0, sales: 0 };
      traffic.set(pathname, seen);
      seen.requests += 1;
      if (pathname === '/api/sales') seen.sales += 1;
      if (pathname === '/api/sales/batch') {
        const body: Buffer[] = [];
        request.on('data', (chunk: Buffer) => body.push(chunk));
        request.on(
          'end',
          () => (seen.sales += (JSON.parse(Buffer.concat(body).toString()) as { sales: [] }).sales.length),
        );
      }
      const started = performance.now();
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: apiPort,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
          answer.on('end', () => (seen.ms += performance.now() - started));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
      return;
    }
    const name = path.normalize(pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, name);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  server.on('close', () => agent.destroy());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const snapshotTraffic = (traffic: Traffic, pathname: string) => ({
  ...(traffic.get(pathname) ?? { requests: 0, bytes: 0, ms: 0, sales: 0 }),
});
/** The sales posted so far, one at a time or in batches, and the requests and time that took. */
export const salesTraffic = (traffic: Traffic) => {
  const one = snapshotTraffic(traffic, '/api/sales');
  const batch = snapshotTraffic(traffic, '/api/sales/batch');
  return { requests: one.requests + batch.requests, ms: one.ms + batch.ms, sales: one.sales + batch.sales };
};
