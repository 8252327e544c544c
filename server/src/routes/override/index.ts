import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createOverrideInputSchema, overrideSchema } from '@tillwise/core/staff/override-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createOverride } from '../../services/override-service';

const override: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/overrides',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: createOverrideInputSchema,
        response: {
          200: overrideSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      createOverride(app.writer, app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default override;
