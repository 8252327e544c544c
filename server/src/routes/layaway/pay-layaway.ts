import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { layawayPaymentInputSchema, layawaySchema } from '@tillwise/core/layaway/layaway-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { payLayaway } from '../../services/layaway-payment-service';

/** An instalment on a layaway; the last of what is owed completes it as a sale. */
const payLayawayRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/layaways/:id/payments',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: idParamsSchema,
        body: layawayPaymentInputSchema,
        response: { 200: layawaySchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      payLayaway(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default payLayawayRoute;
