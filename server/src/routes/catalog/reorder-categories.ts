import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { categorySchema } from '@tillwise/core/catalog/catalog-schemas';
import { categoryOrderInputSchema } from '@tillwise/core/catalog/category-schemas';
import { signedInStaff } from '../../plugins/auth';
import { reorderCategories } from '../../services/category-service';

const reorderCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/categories/order',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        body: categoryOrderInputSchema,
        response: { 200: z.array(categorySchema), 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => reorderCategories(app.writer, request.body, signedInStaff(request), new Date()),
  );
};

export default reorderCategoriesRoute;
