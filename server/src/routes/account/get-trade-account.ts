import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementQuerySchema, tradeAccountSchema } from '@tillwise/core/account/account-schemas';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStore } from '../../plugins/auth';
import { getTradeAccount } from '../../services/account-statement-service';

/** A customer's trade account with its statement over a range of business days (the last 30 by default). */
const getTradeAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/account',
    {
      config: { anyOf: ['customers:view'] },
      schema: {
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: tradeAccountSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getTradeAccount(app.db, signedInStore(request), request.params.id, request.query, new Date()),
  );
};

export default getTradeAccountRoute;
