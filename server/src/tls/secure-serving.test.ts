import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, ServerProcess } from '../test/server-process';
import { networkAddresses } from './machine-names';

// A real server process on every address of this machine, as a store runs it: https beside http, the till on the
// counter reaching it through the machine's network address rather than localhost.
const address = networkAddresses()[0];
let dataDir: string;
let server: ServerProcess;
let httpsPort: number;

beforeAll(async () => {
  if (!address) throw new Error('This machine has no network address other than loopback to test from');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-https-'));
  httpsPort = await freePort();
  server = new ServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    HOST: '0.0.0.0',
    HTTPS_PORT: String(httpsPort),
    DATABASE_URL: '',
  });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function get(url: string, options: https.RequestOptions = {}) {
  return new Promise<{ status: number; location?: string; body: string; policy?: string }>((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, options, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body,
            policy: response.headers['content-security-policy'] as string | undefined,
          }),
        );
      })
      .on('error', reject);
  });
}

it('sends a till on the shop network from plain http to https, and localhost not', async () => {
  const away = await get(`http://${address}:${server.port}/pos?x=1`);
  expect(away.status).toBe(308);
  expect(away.location).toBe(`https://${address}:${httpsPort}/pos?x=1`);
  expect((await get(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  // What a device needs before it trusts the CA stays on plain http: the page, its files and the CA.
  for (const page of ['/add-till', '/assets/index.js', '/manifest.webmanifest', '/favicon.svg']) {
    expect((await get(`http://${address}:${server.port}${page}`)).status, page).not.toBe(308);
  }
  const secure = await get(`http://${address}:${server.port}/api/https`);
  expect(secure.status).toBe(200);
  expect(JSON.parse(secure.body)).toMatchObject({
    httpsPort,
    httpPort: server.port,
    localAuthority: true,
    addresses: expect.arrayContaining([`https://${address}:${httpsPort}`]),
  });
});

it('serves https at the network address with a certificate the downloaded CA vouches for', async () => {
  const download = await get(`http://${address}:${server.port}/api/https/tillwise-ca.crt`);
  expect(download.status).toBe(200);
  expect(new X509Certificate(download.body).ca).toBe(true);
  const health = await get(`https://${address}:${httpsPort}/api/health`, { ca: download.body });
  expect(health).toMatchObject({ status: 200, body: '{"ok":true}' });
  const refused = await get(`https://${address}:${httpsPort}/api/health`).catch((error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
});

it('lets pages reach the https origins in their content security policy, naming no IPv6 address it cannot hold', async () => {
  const page = await get(`http://127.0.0.1:${server.port}/api/health`);
  const connect = page.policy?.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
  expect(connect).toContain(`https://127.0.0.1:${httpsPort}`);
  expect(connect).toContain(`https://${address}:${httpsPort}`);
  expect(connect).not.toContain('[');
});

it('keeps the CA key and the server key readable by the server user only', () => {
  for (const key of ['ca.key', 'server.key']) {
    expect(fs.statSync(path.join(dataDir, 'tls', key)).mode & 0o777).toBe(0o600);
  }
  expect(fs.statSync(path.join(dataDir, 'tls')).mode & 0o777).toBe(0o700);
});

it('issues a certificate for a changed address at restart, under the same CA', async () => {
  const before = fs.readFileSync(path.join(dataDir, 'tls', 'server.crt'), 'utf8');
  const authority = fs.readFileSync(path.join(dataDir, 'tls', 'ca.crt'), 'utf8');
  await server.stop();
  // A name the store gave the machine since (TLS_HOSTNAMES), as a new address would be.
  server = new ServerProcess(server.port, {
    DATA_DIR: dataDir,
    HOST: '0.0.0.0',
    HTTPS_PORT: String(httpsPort),
    DATABASE_URL: '',
    TLS_HOSTNAMES: 'till-server.shop.lan,10.99.0.7',
  });
  await server.start();
  const after = new X509Certificate(fs.readFileSync(path.join(dataDir, 'tls', 'server.crt'), 'utf8'));
  expect(after.toString()).not.toBe(before);
  expect(after.subjectAltName).toContain('DNS:till-server.shop.lan');
  expect(after.subjectAltName).toContain('IP Address:10.99.0.7');
  expect(fs.readFileSync(path.join(dataDir, 'tls', 'ca.crt'), 'utf8')).toBe(authority);
  expect(after.verify(new X509Certificate(authority).publicKey)).toBe(true);
}, 120_000);
