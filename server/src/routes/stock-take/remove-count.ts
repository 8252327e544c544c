import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStore } from '../../plugins/auth';
import { removeCount } from '../../services/stock-take-count-service';

const removeCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/stock-takes/:id/counts/:productId',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema.extend({ productId: z.string().min(1).max(64) }),
        response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeCount(app.writer, signedInStore(request), request.params.id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
};

export default removeCountRoute;
