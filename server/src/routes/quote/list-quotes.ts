import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { quoteListQuerySchema, quotePageSchema } from '@tillwise/core/quote/quote-schemas';
import { signedInStore } from '../../plugins/auth';
import { listQuotes } from '../../services/quote-service';

/** The store's quotes (or one customer's), by number or customer name and status. */
const listQuotesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { querystring: quoteListQuerySchema, response: { 200: quotePageSchema, 400: apiErrorSchema } },
    },
    async (request) => listQuotes(app.db, signedInStore(request), request.query, new Date()),
  );
};

export default listQuotesRoute;
