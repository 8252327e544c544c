import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { giftCardCodeParamsSchema, giftCardSchema } from '@tillwise/core/gift-card/gift-card-schemas';
import { getGiftCard } from '../../services/gift-card-service';

/** A card's balance and history by its code: the till checks a balance, and tells a new card from a reload. */
const getGiftCardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-cards/:code',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: giftCardCodeParamsSchema,
        response: { 200: giftCardSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getGiftCard(app.db, request.params.code),
  );
};

export default getGiftCardRoute;
