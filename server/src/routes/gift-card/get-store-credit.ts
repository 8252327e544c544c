import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { storeCreditSchema } from '@tillwise/core/customer/store-credit-schemas';
import { getStoreCredit } from '../../services/store-credit-service';

/** A customer's store credit and its ledger, newest first. */
const getStoreCreditRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/store-credit',
    {
      config: { anyOf: ['customers:view'] },
      schema: { params: idParamsSchema, response: { 200: storeCreditSchema, 404: apiErrorSchema } },
    },
    async (request) => getStoreCredit(app.db, request.params.id),
  );
};

export default getStoreCreditRoute;
