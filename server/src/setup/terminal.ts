import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { demoPins } from '@tillwise/core/staff/demo-pins';
import { roleLabels } from '@tillwise/core/staff/permissions';

/**
 * How the server writes its log: readable lines on a terminal, JSON lines where something else reads it (a
 * service manager, a container, a pipe), as operators expect. TILLWISE_LOG_FORMAT=pretty|json chooses either way.
 */
export type LogFormat = 'pretty' | 'json';

export function logFormat(env: NodeJS.ProcessEnv, isTerminal: boolean): LogFormat {
  const chosen = env.TILLWISE_LOG_FORMAT?.trim().toLowerCase();
  if (chosen === 'pretty' || chosen === 'json') return chosen;
  return isTerminal ? 'pretty' : 'json';
}

/** Fastify's logger for the format: readable lines are short (time, level, message and its facts). */
export function loggerOptions(level: string, format: LogFormat): FastifyServerOptions['logger'] {
  if (format === 'json') return { level };
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
  });
  return { level, stream };
}

export interface StartFacts {
  /** The plain http address on this machine. */
  httpUrl: string;
  /** The https addresses tills on the shop's network open, when https is served. */
  httpsUrls: readonly string[];
  dataDir: string;
  databaseUrl: string | null;
  /** The store still holds the demo it was installed with: its staff sign in with the demo PINs. */
  demo: boolean;
}

/** What `npm start` shows on a terminal once it is ready: where to open it, where its data is, who may sign in. */
export function startBanner(facts: StartFacts): string {
  const rows: [string, string][] = [['Open', facts.httpUrl]];
  if (facts.httpsUrls.length > 0) rows.push(['Tills on the shop network', facts.httpsUrls.join('  ')]);
  rows.push(
    facts.databaseUrl
      ? ['Database', `PostgreSQL ${withoutPassword(facts.databaseUrl)}`]
      : ['Data', `${facts.dataDir} (SQLite)`],
  );
  if (facts.demo)
    rows.push(['Demo staff PINs', demoPins.map(({ role, pin }) => `${roleLabels[role]} ${pin}`).join(' · ')]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return ['', 'Tillwise is ready', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), ''].join(
    '\n',
  );
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
