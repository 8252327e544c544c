import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeySchema } from '@tillwise/core/api-key/api-key-schemas';
import { listApiKeys } from '../../services/api-key-service';

/** Every API key, live ones first: name, scopes, store, last use; never a secret. */
const listApiKeysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-keys',
    { config: { anyOf: ['integrations:manage'] }, schema: { response: { 200: z.array(apiKeySchema) } } },
    async () => listApiKeys(app.db),
  );
};

export default listApiKeysRoute;
