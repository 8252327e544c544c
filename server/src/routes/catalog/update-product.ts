import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { productSchema, updateProductInputSchema } from '@tillwise/core/catalog/catalog-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { updateProduct } from '../../services/catalog-service';

const updateProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/products/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: updateProductInputSchema,
        response: { 200: productSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateProduct(
        app.writer,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default updateProductRoute;
