import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { currentShiftQuerySchema, currentShiftSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStore } from '../../plugins/auth';
import { getCurrentShift } from '../../services/shift-service';

const getCurrentShiftRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shifts/current',
    {
      config: { anyOf: ['pos:sell', 'shifts:operate'] },
      schema: { querystring: currentShiftQuerySchema, response: { 200: currentShiftSchema, 404: apiErrorSchema } },
    },
    async (request) => getCurrentShift(app.db, signedInStore(request), request.query.tillId, new Date()),
  );
};

export default getCurrentShiftRoute;
