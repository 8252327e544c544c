import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { promotionSchema, savePromotionInputSchema } from '@tillwise/core/promotion/promotion-schemas';
import { signedInStaff } from '../../plugins/auth';
import { updatePromotion } from '../../services/promotion-service';

const updatePromotionRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/promotions/:id',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        params: idParamsSchema,
        body: savePromotionInputSchema,
        response: { 200: promotionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updatePromotion(app.writer, app.db, request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default updatePromotionRoute;
