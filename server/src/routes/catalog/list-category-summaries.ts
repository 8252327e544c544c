import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { categorySummarySchema } from '@tillwise/core/catalog/category-schemas';
import { listCategorySummaries } from '../../services/category-service';

const listCategorySummariesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/summary',
    {
      config: { anyOf: ['products:manage'] },
      schema: { response: { 200: z.array(categorySummarySchema), 403: apiErrorSchema } },
    },
    async () => listCategorySummaries(app.db),
  );
};

export default listCategorySummariesRoute;
