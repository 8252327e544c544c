import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ensureLocalCertificates, readAuthorityCertificate } from './local-authority';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-tls-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const names = { dns: ['localhost', 'back-office', 'back-office.local'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };
const day = 24 * 60 * 60 * 1000;

it('makes a CA and a server certificate it signed for every name and address, keys readable by the owner only', async () => {
  const made = await ensureLocalCertificates(dataDir, names);
  expect(made.issued).toBe(true);
  const cert = new X509Certificate(made.cert);
  const authority = new X509Certificate(made.caCert);
  expect(cert.verify(authority.publicKey)).toBe(true);
  expect(authority.ca).toBe(true);
  expect(cert.subjectAltName).toContain('DNS:back-office.local');
  expect(cert.subjectAltName).toContain('IP Address:192.168.1.20');
  expect(new Date(cert.validTo).getTime() - Date.now()).toBeLessThan(398 * day);
  for (const key of ['ca.key', 'server.key']) {
    expect(fs.statSync(path.join(dataDir, 'tls', key)).mode & 0o777).toBe(0o600);
  }
  expect(readAuthorityCertificate(dataDir)).toBe(made.caCert);
});

it('a browser that trusts the CA accepts the server at an address it names', async () => {
  const made = await ensureLocalCertificates(dataDir, names);
  const server = https.createServer({ key: made.key, cert: made.cert }, (_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, ca: made.caCert, servername: 'back-office.local' }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toBe('ok');
    const refused = await new Promise<Error | null>((resolve) => {
      https
        .get({ host: '127.0.0.1', port, ca: made.caCert, servername: 'elsewhere.example' }, () => resolve(null))
        .on('error', resolve);
    });
    expect(refused?.message).toMatch(/altnames/i);
  } finally {
    server.close();
  }
});

it('keeps the certificate while it still fits, and issues a new one for a changed address under the same CA', async () => {
  const first = await ensureLocalCertificates(dataDir, names);
  const again = await ensureLocalCertificates(dataDir, names);
  expect(again).toEqual({ ...first, issued: false });
  const moved = await ensureLocalCertificates(dataDir, { ...names, ips: ['127.0.0.1', '10.0.0.7'] });
  expect(moved.issued).toBe(true);
  expect(moved.caCert).toBe(first.caCert);
  expect(new X509Certificate(moved.cert).subjectAltName).toContain('IP Address:10.0.0.7');
  expect(fs.readFileSync(path.join(dataDir, 'tls', 'server.crt'), 'utf8')).toBe(moved.cert);
});

it('renews the server certificate within 30 days of its end, the CA staying the one the tills trust', async () => {
  const first = await ensureLocalCertificates(dataDir, names);
  const end = new Date(new X509Certificate(first.cert).validTo).getTime();
  const later = await ensureLocalCertificates(dataDir, names, new Date(end - 40 * day));
  expect(later.issued).toBe(false);
  const renewed = await ensureLocalCertificates(dataDir, names, new Date(end - 20 * day));
  expect(renewed.issued).toBe(true);
  expect(renewed.caCert).toBe(first.caCert);
  expect(new Date(new X509Certificate(renewed.cert).validTo).getTime()).toBeGreaterThan(end);
});
