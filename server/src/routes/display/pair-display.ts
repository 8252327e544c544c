import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { displayPairingSchema, pairDisplayInputSchema } from '@tillwise/core/display/display-schemas';
import { signedInStore } from '../../plugins/auth';
import { pairDisplay } from '../../services/display-service';
import type { DisplayHub } from '../../services/display-hub';

/** The till asks for a code to type on the customer's screen; a new code replaces the till's last one. */
const pairDisplayRoute: FastifyPluginAsyncZod<{ hub: DisplayHub }> = async (app, { hub }) => {
  app.post(
    '/displays/pair',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: pairDisplayInputSchema,
        response: { 200: displayPairingSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => pairDisplay(app.db, hub, signedInStore(request), request.body.tillId),
  );
};

export default pairDisplayRoute;
