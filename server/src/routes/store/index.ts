import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { storeSettingsInputSchema } from '@tillwise/core/settings/store-settings';
import { chainStoreSchema } from '@tillwise/core/store/store-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createStore, listChainStores } from '../../services/store-service';

/** The chain's stores: admins list them in Settings › Stores and open new ones. */
const store: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    { config: { anyOf: ['stores:manage'] }, schema: { response: { 200: z.array(chainStoreSchema) } } },
    async () => listChainStores(app.db),
  );

  app.post(
    '/stores',
    {
      config: { anyOf: ['stores:manage'] },
      schema: {
        body: storeSettingsInputSchema,
        response: { 201: chainStoreSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createStore(app.db, request.body, signedInStore(request), signedInStaff(request), new Date())),
  );
};

export default store;
