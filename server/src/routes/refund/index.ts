import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { refundInputSchema, refundSchema } from '@tillwise/core/refund/refund-schemas';
import { saleIdParamsSchema } from '@tillwise/core/sale/sale-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { getRefund, refundSale } from '../../services/refund-service';

const refund: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refunds',
    {
      config: { anyOf: ['pos:refund'] },
      schema: {
        body: refundInputSchema,
        response: { 200: refundSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      refundSale(app.writer, app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );

  app.get(
    '/refunds/:id',
    {
      config: { anyOf: ['orders:view', 'pos:refund'] },
      schema: { params: saleIdParamsSchema, response: { 200: refundSchema, 404: apiErrorSchema } },
    },
    async (request) => getRefund(app.db, request.params.id),
  );
};

export default refund;
