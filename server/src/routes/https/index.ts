import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecureAddress } from '../../tls/secure-serving';
import getAuthorityCertificate from './get-authority-certificate';
import getSecureAddress from './get-secure-address';

export interface HttpsRouteOptions {
  /** Null when the server runs without https (HTTPS_PORT=off, and in API tests unless they say). */
  secure: SecureAddress | null;
  httpPort: number;
  dataDir: string;
}

/** How a till reaches the server securely: public, since a device asks before anyone can sign in on it. */
const https: FastifyPluginAsyncZod<HttpsRouteOptions> = async (app, options) => {
  await app.register(getSecureAddress, options);
  await app.register(getAuthorityCertificate, options);
};

export default https;
