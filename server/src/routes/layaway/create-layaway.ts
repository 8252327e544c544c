import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createLayawayInputSchema, layawaySchema } from '@tillwise/core/layaway/layaway-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createLayaway } from '../../services/layaway-service';

/** Puts the till's cart by for its customer against a deposit. */
const createLayawayRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/layaways',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: createLayawayInputSchema,
        response: { 201: layawaySchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const store = signedInStore(request);
      const layaway = await createLayaway(app.writer, app.db, store, request.body, signedInStaff(request), new Date());
      return reply.code(201).send(layaway);
    },
  );
};

export default createLayawayRoute;
