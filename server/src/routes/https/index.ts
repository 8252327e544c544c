import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getAuthorityCertificate from './get-authority-certificate';
import getSecureAddress from './get-secure-address';
import type { HttpsRouteOptions } from './https-route-options';

export type { HttpsRouteOptions } from './https-route-options';

/** How a till reaches the server securely: public, since a device asks before anyone can sign in on it. */
const https: FastifyPluginAsyncZod<HttpsRouteOptions> = async (app, options) => {
  await app.register(getSecureAddress, options);
  await app.register(getAuthorityCertificate, options);
};

export default https;
