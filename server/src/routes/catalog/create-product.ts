import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createProductInputSchema, productSchema } from '@tillwise/core/catalog/catalog-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createProduct } from '../../services/catalog-service';

const createProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        body: createProductInputSchema,
        response: { 201: productSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createProduct(app.writer, signedInStore(request), request.body, signedInStaff(request), new Date()),
        ),
  );
};

export default createProductRoute;
