import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { quoteSchema } from '@tillwise/core/quote/quote-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { cancelQuote } from '../../services/quote-service';

/** Cancels a quote that has not been sold. */
const cancelQuoteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes/:id/cancel',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { params: idParamsSchema, response: { 200: quoteSchema, 404: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request) =>
      cancelQuote(app.writer, app.db, signedInStore(request), request.params.id, signedInStaff(request), new Date()),
  );
};

export default cancelQuoteRoute;
