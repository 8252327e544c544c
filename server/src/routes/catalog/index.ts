import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  categorySchema,
  productListQuerySchema,
  productLookupQuerySchema,
  productPageSchema,
  productSchema,
} from '@tillwise/core/catalog/catalog-schemas';
import { findProductByCode, listCategories, listProducts } from '../../services/catalog-service';

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

  app.get(
    '/products/lookup',
    {
      config: { anyOf: catalogReaders },
      schema: { querystring: productLookupQuerySchema, response: { 200: productSchema, 404: apiErrorSchema } },
    },
    async (request) => findProductByCode(app.db, request.query.code),
  );
};

export default catalog;
