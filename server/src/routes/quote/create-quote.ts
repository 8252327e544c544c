import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createQuoteInputSchema, quoteSchema } from '@tillwise/core/quote/quote-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createQuote } from '../../services/quote-service';

/** Saves the till's cart as a quote for its customer. */
const createQuoteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: createQuoteInputSchema,
        response: { 201: quoteSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const store = signedInStore(request);
      const quote = await createQuote(app.writer, app.db, store, request.body, signedInStaff(request), new Date());
      return reply.code(201).send(quote);
    },
  );
};

export default createQuoteRoute;
