import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionListSchema } from '@tillwise/core/promotion/promotion-schemas';
import { listPromotions } from '../../services/promotion-service';

const listPromotionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions',
    { config: { anyOf: ['settings:manage', 'reports:view'] }, schema: { response: { 200: promotionListSchema } } },
    async () => listPromotions(app.db),
  );
};

export default listPromotionsRoute;
