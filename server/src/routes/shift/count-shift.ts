import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { countShiftInputSchema, shiftIdParamsSchema, shiftSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { countShift } from '../../services/shift-close-service';

const countShiftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shifts/:id/count',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        params: shiftIdParamsSchema,
        body: countShiftInputSchema,
        response: {
          200: shiftSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      countShift(
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

export default countShiftRoute;
