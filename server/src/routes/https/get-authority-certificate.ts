import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorityCertificatePath } from '@tillwise/core/https/https-schemas';
import { notFound } from '../../lib/errors';
import { readAuthorityCertificate } from '../../tls/local-authority';
import type { HttpsRouteOptions } from './https-route-options';

/** The local CA's certificate, as a file a phone, tablet or PC offers to install. */
const getAuthorityCertificate: FastifyPluginAsyncZod<HttpsRouteOptions> = async (app, { secure, dataDir }) => {
  app.get(authorityCertificatePath.replace(/^\/api/, ''), { config: { public: true } }, async (_request, reply) => {
    const certificate = secure?.localAuthority ? readAuthorityCertificate(dataDir) : null;
    if (!certificate) throw notFound('This server uses a certificate of its own: there is no Tillwise CA to install');
    return reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="tillwise-ca.crt"')
      .send(certificate);
  });
};

export default getAuthorityCertificate;
