import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { cancelLayawayInputSchema, layawaySchema } from '@tillwise/core/layaway/layaway-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { cancelLayaway } from '../../services/layaway-payment-service';

/** Cancels a layaway: the store's fee kept, the rest given back, the goods back in stock. */
const cancelLayawayRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/layaways/:id/cancel',
    {
      config: { anyOf: ['pos:refund'] },
      schema: {
        params: idParamsSchema,
        body: cancelLayawayInputSchema,
        response: { 200: layawaySchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      cancelLayaway(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body.tillId,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default cancelLayawayRoute;
