import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { giftCardListQuerySchema, giftCardPageSchema } from '@tillwise/core/gift-card/gift-card-schemas';
import { listGiftCards } from '../../services/gift-card-service';

/** The chain's gift cards, newest first, searchable by code, with what they hold together. */
const listGiftCardsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-cards',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: giftCardListQuerySchema, response: { 200: giftCardPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listGiftCards(app.db, request.query),
  );
};

export default listGiftCardsRoute;
