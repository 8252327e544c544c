import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { searchQuerySchema, searchResultsSchema } from '@tillwise/core/search/search-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { searchEverything } from '../../services/search-service';

const search: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema, 400: apiErrorSchema } } },
    async (request) =>
      searchEverything(app.db, signedInStore(request), request.query.q, signedInStaff(request), new Date()),
  );
};

export default search;
