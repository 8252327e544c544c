import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTradeAccountInputSchema, tradeAccountSchema } from '@tillwise/core/account/account-schemas';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { setTradeAccount } from '../../services/account-service';

/**
 * A manager opens a customer's trade account or changes its credit limit and terms. `shifts:manage`, as for store
 * credit: the permission a manager approves money with where no sale is behind it.
 */
const setTradeAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/:id/account',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: {
        params: idParamsSchema,
        body: setTradeAccountInputSchema,
        response: { 200: tradeAccountSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      setTradeAccount(
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

export default setTradeAccountRoute;
