import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tillPromotionsSchema } from '@tillwise/core/promotion/promotion-schemas';
import { signedInStore } from '../../plugins/auth';
import { getTillPromotions } from '../../services/promotion-service';

/** What the till prices sales by, online and offline (it keeps the answer). */
const tillPromotionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/till',
    { config: { anyOf: ['pos:sell'] }, schema: { response: { 200: tillPromotionsSchema } } },
    async (request) => getTillPromotions(app.db, signedInStore(request)),
  );
};

export default tillPromotionsRoute;
