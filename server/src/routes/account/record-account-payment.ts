import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPaymentInputSchema, tradeAccountSchema } from '@tillwise/core/account/account-schemas';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { recordAccountPayment } from '../../services/account-service';

/** A payment on a customer's trade account, at a till (cash into its drawer) or in the back office. */
const recordAccountPaymentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/:id/account/payments',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: idParamsSchema,
        body: accountPaymentInputSchema,
        response: { 201: tradeAccountSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = await recordAccountPayment(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      );
      return reply.code(201).send(account);
    },
  );
};

export default recordAccountPaymentRoute;
