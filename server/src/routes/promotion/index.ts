import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createPromotion from './create-promotion';
import deletePromotion from './delete-promotion';
import listPromotions from './list-promotions';
import tillPromotions from './till-promotions';
import updatePromotion from './update-promotion';

/** The deals the tills apply by themselves (Settings › Promotions). */
const promotion: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPromotions);
  await app.register(tillPromotions);
  await app.register(createPromotion);
  await app.register(updatePromotion);
  await app.register(deletePromotion);
};

export default promotion;
