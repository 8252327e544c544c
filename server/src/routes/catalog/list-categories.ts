import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@tillwise/core/catalog/catalog-schemas';
import { listCategories } from '../../services/catalog-service';

const listCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { anyOf: ['products:view', 'pos:sell', 'dashboard:view'] },
      schema: { response: { 200: z.array(categorySchema) } },
    },
    async () => listCategories(app.db),
  );
};

export default listCategoriesRoute;
