import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { pricedSaleSchema, priceSaleInputSchema } from '@tillwise/core/sale/sale-price-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { priceSale } from '../../services/sale-price-service';

/** Prices a cart as a sale would be recorded, for anyone who may sell; nothing is written. */
const priceSaleRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sales/price',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: priceSaleInputSchema,
        response: { 200: pricedSaleSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => priceSale(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default priceSaleRoute;
