import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { categorySchema } from '@tillwise/core/catalog/catalog-schemas';
import { updateCategoryInputSchema } from '@tillwise/core/catalog/category-schemas';
import { signedInStaff } from '../../plugins/auth';
import { updateCategory } from '../../services/category-service';

const updateCategoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/categories/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: updateCategoryInputSchema,
        response: { 200: categorySchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => updateCategory(app.writer, request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default updateCategoryRoute;
