import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStaff } from '../../plugins/auth';
import { deletePromotion } from '../../services/promotion-service';

const deletePromotionRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/promotions/:id',
    {
      config: { anyOf: ['settings:manage'] },
      schema: { params: idParamsSchema, response: { 204: z.null(), 404: apiErrorSchema } },
    },
    async (request, reply) => {
      await deletePromotion(app.writer, app.db, request.params.id, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default deletePromotionRoute;
