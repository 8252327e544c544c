import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/src/test/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Generous: a busy machine takes a while to compile the server with tsx.
const startTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

/** A real Tillwise server in its own process, as a store runs it. */
export interface ServerProcess {
  url: string;
  /** Pulls the plug: SIGKILL, no shutdown hooks, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM, as a service manager stops it; fails when it does not exit 0 in time. */
  stop(): Promise<void>;
}

/** Starts the server on the data folder (seeding it when empty) on a free port and waits until it answers. */
export async function startServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  // node itself rather than `npm run serve`: the signal must reach the server, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      // https on any free port: tests run side by side, and another server may hold the default 3443.
      HTTPS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TILLWISE_SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 40) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, exited);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }

  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timeout = new Promise<string>((resolve) => setTimeout(resolve, stopTimeoutMs, 'timeout').unref());
      const how = await Promise.race([exited, timeout]);
      if (how === 'exit code 0') return;
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The server did not stop cleanly (${how})\n${output.join('')}`);
    },
  };
}

async function waitForHealth(url: string, exited: Promise<string>) {
  const server = { exit: '' };
  void exited.then((how) => (server.exit = how));
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exit) throw new Error(`The server exited before it was ready (${server.exit})`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not answer /api/health within ${startTimeoutMs} ms`);
}
