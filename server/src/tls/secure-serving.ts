import fs from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { HttpsConfig } from '../config';
import { ensureLocalCertificates } from './local-authority';
import { machineNames, networkAddresses } from './machine-names';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** What the app says about its https (GET /api/https): where a till reaches it and whether it is our own CA's. */
export interface SecureAddress {
  /** The port https answers on (known once listening). */
  port: () => number;
  /** Whether the certificate is the local CA's (offered for download), not the store's own. */
  localAuthority: boolean;
  /** https addresses of this machine on the shop's network. */
  addresses: () => string[];
  /** Every https origin the certificate names (host names and addresses): what a page may check its trust with. */
  origins: () => string[];
}

/**
 * Paths a device may load over plain http from the shop's network, so that a till that does not trust the local
 * CA yet can fetch it and read how: the "Add a till" page, the files it is built from, and the CA itself.
 */
const plainPaths = [
  /^\/add-till\/?(\?|$)/,
  /^\/assets\//,
  /^\/api\/https(\/|\?|$)/,
  /^\/favicon/,
  /^\/manifest\.webmanifest$/,
];

const loopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * HTTPS beside HTTP for the one app: Fastify serves https (serverFactory), and a plain http server on PORT hands
 * localhost's requests (and a reverse proxy's, with TRUST_PROXY) to the same app and redirects everyone else to
 * https. The local certificate is renewed in place once a day when due.
 */
export async function secureServing(config: { https: HttpsConfig; dataDir: string; trustProxy: boolean }): Promise<{
  serverFactory: (handler: Handler) => http.Server;
  plainServer: () => http.Server;
  address: SecureAddress;
  close: () => void;
}> {
  const { https: options, dataDir, trustProxy } = config;
  const names = machineNames(options.hostnames);
  const own = options.certFile && options.keyFile;
  const credentials = own
    ? { key: readOwn(options.keyFile!, 'TLS_KEY'), cert: readOwn(options.certFile!, 'TLS_CERT') }
    : await ensureLocalCertificates(dataDir, names);
  let handle: Handler = () => undefined;
  let secureServer: https.Server | null = null;
  const renewal = own
    ? null
    : setInterval(
        () =>
          void ensureLocalCertificates(dataDir, machineNames(options.hostnames)).then(
            (renewed) => renewed.issued && secureServer?.setSecureContext({ key: renewed.key, cert: renewed.cert }),
            (error: unknown) => console.error('Tillwise could not renew its https certificate', error),
          ),
        24 * 60 * 60 * 1000,
      );
  renewal?.unref();
  const port = () => (secureServer?.address() as AddressInfo | null)?.port ?? options.port;
  return {
    serverFactory: (handler) => {
      handle = handler;
      secureServer = https.createServer({ key: credentials.key, cert: credentials.cert }, handler);
      // Fastify takes it as its http.Server: the same API as far as Fastify is concerned.
      return secureServer as unknown as http.Server;
    },
    plainServer: () =>
      http.createServer((request, response) => {
        const path = request.url ?? '/';
        if (trustProxy || loopback(request.socket.remoteAddress) || plainPaths.some((p) => p.test(path))) {
          handle(request, response);
          return;
        }
        const host = hostOf(request.headers.host) ?? request.socket.localAddress ?? 'localhost';
        response.writeHead(308, { location: `https://${host}:${port()}${path}`, 'content-type': 'text/plain' });
        response.end('This till reaches Tillwise over https.');
      }),
    address: {
      port,
      localAuthority: !own,
      addresses: () =>
        [...networkAddresses(), ...names.dns.filter((name) => name.endsWith('.local'))].map(
          (host) => `https://${host}:${port()}`,
        ),
      // A content security policy cannot name an IPv6 address (its grammar has no brackets): a page on one reaches
      // its own server as 'self'.
      origins: () =>
        [...names.dns, ...names.ips].filter((host) => !host.includes(':')).map((host) => `https://${host}:${port()}`),
    },
    close: () => renewal && clearInterval(renewal),
  };
}

/** The host name a request named, without its port (an IPv6 address keeps its brackets). */
function hostOf(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return null;
  }
}

function readOwn(file: string, variable: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable} names ${file}, which cannot be read: ${(error as Error).message}`);
  }
}
