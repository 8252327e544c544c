import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { quoteSchema } from '@tillwise/core/quote/quote-schemas';
import { signedInStore } from '../../plugins/auth';
import { getQuote } from '../../services/quote-service';

/** One quote with its lines at their quoted prices and today's. */
const getQuoteRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/:id',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { params: idParamsSchema, response: { 200: quoteSchema, 404: apiErrorSchema } },
    },
    async (request) => getQuote(app.db, signedInStore(request), request.params.id, new Date()),
  );
};

export default getQuoteRoute;
