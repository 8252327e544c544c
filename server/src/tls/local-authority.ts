import { webcrypto, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// @peculiar/x509 looks its parsers up through tsyringe, which needs the Reflect metadata API first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

// The store's own certificate authority, made on first start in DATA_DIR/tls: browsers give a page service workers,
// Web Crypto, WebUSB and Web Serial only in a secure context, and on the shop's network that means https with a
// certificate the device trusts. Each till trusts the CA once (Settings › Hardware › Add a till); the server's own
// certificate, signed by it for the machine's names and addresses, is then renewed without asking anyone again.
x509.cryptoProvider.set(webcrypto as unknown as ReturnType<typeof x509.cryptoProvider.get>);

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const day = 24 * 60 * 60 * 1000;
/** Browsers refuse server certificates valid for longer than 398 days. */
const serverCertificateDays = 397;
const authorityDays = 10 * 365;
/** A certificate this close to its end is renewed. */
const renewWithinDays = 30;

export interface MachineNames {
  dns: string[];
  ips: string[];
}

export interface LocalCertificates {
  key: string;
  cert: string;
  caCert: string;
  /** Whether the server certificate was issued now (new, renewed, or for changed names). */
  issued: boolean;
}

export const tlsFolder = (dataDir: string) => path.join(dataDir, 'tls');
const files = (dataDir: string) => ({
  caKey: path.join(tlsFolder(dataDir), 'ca.key'),
  caCert: path.join(tlsFolder(dataDir), 'ca.crt'),
  key: path.join(tlsFolder(dataDir), 'server.key'),
  cert: path.join(tlsFolder(dataDir), 'server.crt'),
});

/**
 * The local CA and a server certificate for these names, made or renewed as needed: the CA once (or again when it
 * nears its end), the server certificate when missing, within 30 days of its end, or not covering every name.
 * Keys are written readable by the server's user only.
 */
export async function ensureLocalCertificates(
  dataDir: string,
  names: MachineNames,
  now = new Date(),
): Promise<LocalCertificates> {
  const paths = files(dataDir);
  fs.mkdirSync(tlsFolder(dataDir), { recursive: true, mode: 0o700 });
  let authority = readPair(paths.caKey, paths.caCert);
  let newAuthority = false;
  if (!authority || nearEnd(authority.cert, now)) {
    authority = await createAuthority(now);
    writeFile(paths.caKey, authority.key, 0o600);
    writeFile(paths.caCert, authority.cert, 0o644);
    newAuthority = true;
  }
  const current = readPair(paths.key, paths.cert);
  if (current && !newAuthority && !nearEnd(current.cert, now) && covers(current.cert, names, authority.cert)) {
    return { ...current, caCert: authority.cert, issued: false };
  }
  const server = await issueServerCertificate(authority, names, now);
  writeFile(paths.key, server.key, 0o600);
  writeFile(paths.cert, server.cert, 0o644);
  return { ...server, caCert: authority.cert, issued: true };
}

/** The CA certificate as the server keeps it, for a device to download and trust; null before the first start. */
export function readAuthorityCertificate(dataDir: string): string | null {
  const file = files(dataDir).caCert;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function readPair(keyFile: string, certFile: string): { key: string; cert: string } | null {
  if (!fs.existsSync(keyFile) || !fs.existsSync(certFile)) return null;
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
}

/** Written whole or not at all (a crash mid-write must not leave half a key), with its mode from the start. */
function writeFile(file: string, text: string, mode: number) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text, { mode });
  fs.chmodSync(temporary, mode);
  fs.renameSync(temporary, file);
}

function nearEnd(pem: string, now: Date): boolean {
  return new Date(new X509Certificate(pem).validTo).getTime() - now.getTime() < renewWithinDays * day;
}

/** Whether a server certificate was signed by this CA and names every host name and address. */
function covers(pem: string, names: MachineNames, authorityPem: string): boolean {
  if (!new X509Certificate(pem).checkIssued(new X509Certificate(authorityPem))) return false;
  const san = new x509.X509Certificate(pem).getExtension(x509.SubjectAlternativeNameExtension);
  const listed = new Set((san?.names.toJSON() ?? []).map((name) => `${name.type}:${canonical(name.value)}`));
  return (
    names.dns.every((name) => listed.has(`dns:${canonical(name)}`)) &&
    names.ips.every((ip) => listed.has(`ip:${canonical(ip)}`))
  );
}

/** One spelling per name or address (::1 and 0:0:0:0:0:0:0:1 alike), as a URL's host writes it. */
function canonical(name: string): string {
  try {
    return new URL(`http://${name.includes(':') ? `[${name}]` : name}/`).hostname;
  } catch {
    return name.toLowerCase();
  }
}

async function exportKey(key: webcrypto.CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

async function createAuthority(now: Date): Promise<{ key: string; cert: string }> {
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=Tillwise local CA ${now.toISOString().slice(0, 10)}, O=Tillwise`,
    notBefore: new Date(now.getTime() - day),
    notAfter: new Date(now.getTime() + authorityDays * day),
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { key: await exportKey(keys.privateKey), cert: cert.toString('pem') };
}

async function issueServerCertificate(
  authority: { key: string; cert: string },
  names: MachineNames,
  now: Date,
): Promise<{ key: string; cert: string }> {
  const signingKey = await webcrypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(authority.key),
    algorithm,
    false,
    ['sign'],
  );
  const issuer = new x509.X509Certificate(authority.cert);
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.create({
    subject: `CN=${names.dns.find((name) => name !== 'localhost') ?? 'localhost'}, O=Tillwise`,
    issuer: issuer.subject,
    notBefore: new Date(now.getTime() - day),
    notAfter: new Date(now.getTime() + serverCertificateDays * day),
    publicKey: keys.publicKey,
    signingKey,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension([
        ...names.dns.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(issuer),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { key: await exportKey(keys.privateKey), cert: cert.toString('pem') };
}
