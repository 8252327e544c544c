import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../../..');

// Test servers listen below the ports the kernel hands to outgoing connections (32768 and up here): a port found
// free there can be taken by a browser's or a database client's connection before the server binds it.
export const testPorts = { from: 20_000, to: 32_000 };

/** A port nothing listens on now, outside the kernel's range for outgoing connections. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = testPorts.from + Math.floor(Math.random() * (testPorts.to - testPorts.from));
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A real Tillwise server process (`node --import tsx server/src/server.ts`) on its own port, for tests of what only
 * separate processes show: several servers on one database, a server killed mid-trading.
 */
export class ServerProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  /** Every time the process ended without being asked to (stop), with its code or signal. */
  readonly unexpectedExits: string[] = [];
  /** What it wrote (stdout and stderr), line by line, when started with `keepOutput`. */
  readonly output: string[] = [];

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly options: { keepOutput?: boolean } = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get running() {
    return this.child !== null;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const keep = this.options.keepOutput ?? false;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', keep ? 'pipe' : 'ignore', keep ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        // https on any free port, so that servers side by side do not meet on 3443.
        HTTPS_PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    const child = this.child;
    if (keep) {
      let partial = '';
      const lines = (chunk: Buffer) => {
        const text = partial + chunk.toString();
        const complete = text.split('\n');
        partial = complete.pop() ?? '';
        this.output.push(...complete.filter(Boolean));
      };
      child.stdout?.on('data', lines);
      child.stderr?.on('data', lines);
    }
    child.once('exit', (code, signal) => {
      if (this.child === child) this.unexpectedExits.push(signal ?? `exit code ${code}`);
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`The server on ${this.port} exited (${code})`))),
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const healthy = fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (await Promise.race([healthy, exited])) return;
      if (Date.now() > deadline) throw new Error(`The server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Stops it: SIGTERM as a deploy does, or SIGKILL as a crash. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    // A server still answering requests may take a while to stop; after 10 s it is killed.
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}
