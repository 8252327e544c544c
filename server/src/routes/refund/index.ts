import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { refundInputSchema, refundSchema } from '@tillwise/core/refund/refund-schemas';
import { saleIdParamsSchema } from '@tillwise/core/sale/sale-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { staffWhoTookIt } from '../../services/offline-staff';
import { getRefund, refundSale } from '../../services/refund-service';

const refund: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refunds',
    {
      // Any till's staff may send a refund the till gave offline; staffWhoTookIt checks who may give it.
      config: { anyOf: ['pos:refund', 'pos:sell'] },
      schema: {
        body: refundInputSchema,
        response: {
          200: refundSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const store = signedInStore(request);
      // With a manager's approval the one signed in gives it themselves; refundSale checks the approval.
      const staff =
        request.body.overrideId && !request.body.offline
          ? signedInStaff(request)
          : await staffWhoTookIt(app.db, store, signedInStaff(request), request.body.offline, 'pos:refund');
      return refundSale(app.writer, app.db, store, request.body, staff, new Date());
    },
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
