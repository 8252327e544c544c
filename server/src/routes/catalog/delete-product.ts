import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStaff } from '../../plugins/auth';
import { deleteProduct } from '../../services/delete-product';

const deleteProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/products/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.writer, request.params.id, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default deleteProductRoute;
