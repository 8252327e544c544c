import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { recordVoidInputSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff } from '../../plugins/auth';
import { recordVoid } from '../../services/shift-void-service';

const recordVoidRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voids',
    {
      config: { anyOf: ['pos:sell'], whenDatabaseAway: 'The void is kept on this till and will be sent again.' },
      schema: {
        body: recordVoidInputSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await recordVoid(app.writer, request.body, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default recordVoidRoute;
