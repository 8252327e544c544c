import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { publishDisplayInputSchema } from '@tillwise/core/display/display-schemas';
import { signedInStore } from '../../plugins/auth';
import { publishDisplayState } from '../../services/display-service';

/** The till says what its customer display shows now (the cart, the payment, or thanks), on every server. */
const publishDisplayRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/displays/state',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: publishDisplayInputSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await publishDisplayState(app.db, signedInStore(request), request.body);
      return reply.code(204).send(null);
    },
  );
};

export default publishDisplayRoute;
