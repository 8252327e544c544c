import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { promotionSchema, savePromotionInputSchema } from '@tillwise/core/promotion/promotion-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createPromotion } from '../../services/promotion-service';

const createPromotionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions',
    {
      config: { anyOf: ['settings:manage'] },
      schema: { body: savePromotionInputSchema, response: { 201: promotionSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPromotion(app.writer, app.db, request.body, signedInStaff(request), new Date())),
  );
};

export default createPromotionRoute;
