import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { refundInputSchema, refundSchema } from '@tillwise/core/refund/refund-schemas';
import { saleIdParamsSchema } from '@tillwise/core/sale/sale-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { heldAnswerSchema } from '@tillwise/core/staff/offline-credential';
import { staffWhoTookIt } from '../../services/offline-staff';
import { HeldForReview } from '../../services/offline-credential-service';
import { holdForReview } from '../../services/held-action-service';
import { getRefund, refundSale } from '../../services/refund-service';
import { refundInProductUnits } from '../../services/legacy-weights';

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
          202: heldAnswerSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const store = signedInStore(request);
      const sender = signedInStaff(request);
      const body = await refundInProductUnits(app.db, request.body);
      // With a manager's approval the one signed in gives it themselves; refundSale checks the approval.
      let staff = sender;
      if (!body.overrideId || body.offline) {
        try {
          staff = await staffWhoTookIt(app.db, store, sender, body.offline, 'pos:refund', body.tillId);
        } catch (error) {
          if (!(error instanceof HeldForReview)) throw error;
          const held = await holdForReview(app.writer, 'refund', body, store, sender, error.message, new Date());
          return reply.code(202).send(held);
        }
      }
      return refundSale(app.writer, app.db, store, body, staff, new Date());
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
