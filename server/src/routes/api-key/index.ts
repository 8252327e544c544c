import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createApiKey from './create-api-key';
import listApiKeys from './list-api-keys';
import revokeApiKey from './revoke-api-key';

/** API keys: outside systems calling the same routes as the screens, within the scopes an admin gave them. */
const apiKey: FastifyPluginAsyncZod = async (app) => {
  await app.register(listApiKeys);
  await app.register(createApiKey);
  await app.register(revokeApiKey);
};

export default apiKey;
