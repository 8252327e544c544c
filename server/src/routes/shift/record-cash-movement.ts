import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { cashMovementInputSchema, cashMovementSchema, shiftIdParamsSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { recordCashMovement } from '../../services/shift-cash-movement-service';

const recordCashMovementRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shifts/:id/cash-movements',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        params: shiftIdParamsSchema,
        body: cashMovementInputSchema,
        response: {
          201: cashMovementSchema,
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
          await recordCashMovement(
            app.writer,
            app.db,
            signedInStore(request),
            request.params.id,
            request.body,
            signedInStaff(request),
            new Date(),
          ),
        ),
  );
};

export default recordCashMovementRoute;
