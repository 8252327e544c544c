import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { issueOfflineCredentialInputSchema, offlineCredentialSchema } from '@tillwise/core/staff/offline-credential';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { issueOfflineCredential } from '../../services/offline-credential-service';

/** The signed-in person's offline credential for this till (the till asks right after an online sign-in). */
const issueOfflineCredentialRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offline-credentials',
    {
      config: { anyOf: ['pos:sell', 'pos:refund'] },
      schema: {
        body: issueOfflineCredentialInputSchema,
        response: { 201: offlineCredentialSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await issueOfflineCredential(
            app.db,
            signedInStaff(request),
            signedInStore(request),
            request.body.tillId,
            new Date(),
          ),
        ),
  );
};

export default issueOfflineCredentialRoute;
