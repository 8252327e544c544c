import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { openShiftInputSchema, shiftSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { openShift } from '../../services/shift-service';

const openShiftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shifts',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        body: openShiftInputSchema,
        response: {
          201: shiftSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await openShift(app.writer, app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
        ),
  );
};

export default openShiftRoute;
