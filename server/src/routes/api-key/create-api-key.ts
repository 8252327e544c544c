import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createApiKeyInputSchema, createdApiKeySchema } from '@tillwise/core/api-key/api-key-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createApiKey } from '../../services/api-key-service';

/** Makes a key; the answer holds its secret, the only time it is shown. */
const createApiKeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-keys',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: { body: createApiKeyInputSchema, response: { 201: createdApiKeySchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(app.db, request.body, signedInStaff(request), new Date())),
  );
};

export default createApiKeyRoute;
