import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { apiKeySchema } from '@tillwise/core/api-key/api-key-schemas';
import { signedInStaff } from '../../plugins/auth';
import { revokeApiKey } from '../../services/api-key-service';

/** Revokes a key at once, on every server. */
const revokeApiKeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-keys/:id/revoke',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: { params: idParamsSchema, response: { 200: apiKeySchema, 404: apiErrorSchema } },
    },
    async (request) => revokeApiKey(app.db, request.params.id, signedInStaff(request), new Date()),
  );
};

export default revokeApiKeyRoute;
