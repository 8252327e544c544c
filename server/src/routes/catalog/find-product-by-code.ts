import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { productLookupQuerySchema, productSchema } from '@tillwise/core/catalog/catalog-schemas';
import { signedInStore } from '../../plugins/auth';
import { findProductByCode } from '../../services/catalog-service';

const findProductByCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/lookup',
    {
      config: { anyOf: ['products:view', 'pos:sell', 'dashboard:view'] },
      schema: { querystring: productLookupQuerySchema, response: { 200: productSchema, 404: apiErrorSchema } },
    },
    async (request) => findProductByCode(app.db, signedInStore(request), request.query.code),
  );
};

export default findProductByCodeRoute;
