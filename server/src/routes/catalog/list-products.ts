import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuerySchema, productPageSchema } from '@tillwise/core/catalog/catalog-schemas';
import { signedInStore } from '../../plugins/auth';
import { listProducts } from '../../services/catalog-service';

const listProductsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { anyOf: ['products:view', 'pos:sell', 'dashboard:view'] },
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request) => listProducts(app.db, signedInStore(request), request.query),
  );
};

export default listProductsRoute;
