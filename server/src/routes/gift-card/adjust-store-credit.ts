import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { adjustStoreCreditInputSchema, storeCreditSchema } from '@tillwise/core/customer/store-credit-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { adjustStoreCredit } from '../../services/store-credit-service';

/**
 * A manager adds or takes a customer's store credit by hand, with a reason. `shifts:manage` is the permission a
 * manager approves money with where no sale is behind it (a drawer over or short, a large pay-out); cashiers, who
 * hold `customers:manage`, may not.
 */
const adjustStoreCreditRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/:id/store-credit',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: {
        params: idParamsSchema,
        body: adjustStoreCreditInputSchema,
        response: { 200: storeCreditSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      adjustStoreCredit(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default adjustStoreCreditRoute;
