import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { reorderQuerySchema, reorderSuggestionSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStore } from '../../plugins/auth';
import { reorderSuggestions } from '../../services/purchase-order-reorder-service';

/** What the session's store should order now, from reorder levels and the last 30 days' sales. */
const reorderSuggestionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reorder-suggestions',
    {
      config: { anyOf: ['products:view'] },
      schema: {
        querystring: reorderQuerySchema,
        response: { 200: z.array(reorderSuggestionSchema), 400: apiErrorSchema },
      },
    },
    async (request) => reorderSuggestions(app.db, signedInStore(request), request.query.supplierId, new Date()),
  );
};

export default reorderSuggestionsRoute;
