import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorityCertificatePath } from '@tillwise/core/https/https-schemas';
import { notFound } from '../../lib/errors';
import { readAuthorityCertificate } from '../../tls/local-authority';
import type { HttpsRouteOptions } from './https-route-options';
import { saying } from '@tillwise/core/i18n/core-message';
import { httpsRefusals } from '../../services/https-messages';

/** The local CA's certificate, as a file a phone, tablet or PC offers to install. */
const getAuthorityCertificate: FastifyPluginAsyncZod<HttpsRouteOptions> = async (app, { secure, dataDir }) => {
  app.get(authorityCertificatePath.replace(/^\/api/, ''), { config: { public: true } }, async (_request, reply) => {
    const certificate = secure?.localAuthority ? readAuthorityCertificate(dataDir) : null;
    if (!certificate) throw notFound(saying(httpsRefusals.noLocalAuthority));
    return reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="tillwise-ca.crt"')
      .send(certificate);
  });
};

export default getAuthorityCertificate;
