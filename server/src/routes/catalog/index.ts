import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, productListQuerySchema, productPageSchema } from '@tillwise/core/catalog/catalog-schemas';
import { listCategories, listProducts } from '../../services/catalog-service';

const catalogReaders = ['products:view', 'pos:sell', 'dashboard:view'] as const;

const catalog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { config: { anyOf: catalogReaders }, schema: { response: { 200: z.array(categorySchema) } } },
    async () => listCategories(app.db),
  );

  app.get(
    '/products',
    {
      config: { anyOf: catalogReaders },
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request) => listProducts(app.db, request.query),
  );
};

export default catalog;
