import path from 'node:path';
import { pinSchema } from '@tillwise/core/staff/staff-schemas';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to keep the store in PostgreSQL (a chain); none keeps it in SQLite under dataDir. */
  databaseUrl: string | null;
  /** 'demo' seeds an empty database with the demo store; 'empty' with one admin only. */
  seed: 'demo' | 'empty';
  /** Which demo TILLWISE_DEMO seeds: the US garden centre, or the same one in Britain (pounds, prices with VAT). */
  demo: DemoEditionName;
  productName: string;
  /** The PIN of the one admin of an empty store. */
  adminPin: string;
  webDistDir: string;
  logLevel: string;
  /** Server processes on the one port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  /** How often the report schedules are checked (a minute; tests ask for less). */
  scheduleIntervalMs: number;
  /** HTTPS beside HTTP (see tls/): null when HTTPS_PORT=off. */
  https: HttpsConfig | null;
  /** A reverse proxy in front terminates TLS and says who asked (X-Forwarded-*): no redirect to our own https. */
  trustProxy: boolean;
  /** The address shoppers reach this server at from outside the shop (receipt links); the request's own when none. */
  publicUrl: string | null;
}

export const demoEditions = ['us', 'uk'] as const;
export type DemoEditionName = (typeof demoEditions)[number];

export interface HttpsConfig {
  /** HTTPS_PORT (3443 unless set; 0 takes any free port). */
  port: number;
  /** The store's own certificate and key (TLS_CERT, TLS_KEY), or null for the local CA's. */
  certFile: string | null;
  keyFile: string | null;
  /** Names the local certificate covers besides the machine's own (TLS_HOSTNAMES, comma-separated). */
  hostnames: string[];
}

function httpsConfig(env: NodeJS.ProcessEnv): HttpsConfig | null {
  const given = env.HTTPS_PORT?.trim().toLowerCase();
  if (given === 'off') return null;
  const port = Number(given || 3443);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`HTTPS_PORT must be a port number or off, got ${env.HTTPS_PORT}`);
  }
  const certFile = env.TLS_CERT?.trim() || null;
  const keyFile = env.TLS_KEY?.trim() || null;
  if (Boolean(certFile) !== Boolean(keyFile)) throw new Error('TLS_CERT and TLS_KEY go together: set both or neither');
  const hostnames = (env.TLS_HOSTNAMES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    port,
    certFile: certFile && path.resolve(certFile),
    keyFile: keyFile && path.resolve(keyFile),
    hostnames,
  };
}

/** Reads the process environment and arguments once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = argv.includes('--empty') || env.TILLWISE_SEED === 'empty' ? 'empty' : 'demo';
  const adminPin = pinSchema.safeParse(env.TILLWISE_ADMIN_PIN ?? '1111');
  if (!adminPin.success) throw new Error('TILLWISE_ADMIN_PIN must be 4 to 6 digits');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// address (leave it unset to use SQLite in DATA_DIR)');
  const workers = Number(env.TILLWISE_WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`TILLWISE_WORKERS must be a whole number from 1 to 64, got ${env.TILLWISE_WORKERS}`);
  if (workers > 1 && !databaseUrl)
    throw new Error(
      'TILLWISE_WORKERS above 1 needs DATABASE_URL: several processes share a PostgreSQL database, not a SQLite file',
    );
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    seed,
    demo: demoEditionOf(env.TILLWISE_DEMO),
    productName: env.TILLWISE_PRODUCT_NAME?.trim() || 'Tillwise',
    adminPin: adminPin.data,
    webDistDir: path.join(root, 'web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    workers,
    scheduleIntervalMs: Math.max(100, Number(env.TILLWISE_SCHEDULE_INTERVAL_MS ?? 60_000) || 60_000),
    https: httpsConfig(env),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase()),
    publicUrl: publicUrlOf(env.TILLWISE_PUBLIC_URL),
  };
}

/** The demo edition asked for: us unless set; any other value is refused at start rather than guessed at. */
function demoEditionOf(given: string | undefined): DemoEditionName {
  const value = given?.trim().toLowerCase() || 'us';
  const edition = demoEditions.find((known) => known === value);
  if (!edition) throw new Error(`TILLWISE_DEMO must be ${demoEditions.join(' or ')}, got ${given}`);
  return edition;
}

/** Where shoppers reach this server from outside the shop (receipt links): an http(s) origin, or none. */
function publicUrlOf(given: string | undefined): string | null {
  const value = given?.trim();
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`TILLWISE_PUBLIC_URL must be an http:// or https:// address, got ${given}`);
  return url.origin;
}
