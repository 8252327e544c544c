import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { categorySchema } from '@tillwise/core/catalog/catalog-schemas';
import { createCategoryInputSchema } from '@tillwise/core/catalog/category-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createCategory } from '../../services/category-service';

const createCategoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categories',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        body: createCategoryInputSchema,
        response: { 201: categorySchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app.writer, request.body, signedInStaff(request), new Date())),
  );
};

export default createCategoryRoute;
