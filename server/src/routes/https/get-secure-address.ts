import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secureAddressSchema } from '@tillwise/core/https/https-schemas';
import type { HttpsRouteOptions } from './https-route-options';

const getSecureAddress: FastifyPluginAsyncZod<HttpsRouteOptions> = async (app, { secure, httpPort }) => {
  app.get('/https', { config: { public: true }, schema: { response: { 200: secureAddressSchema } } }, async () => ({
    httpsPort: secure ? secure.port() : null,
    httpPort,
    localAuthority: secure?.localAuthority ?? false,
    addresses: secure ? secure.addresses() : [],
  }));
};

export default getSecureAddress;
