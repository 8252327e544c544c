import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shiftListQuerySchema, shiftPageSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { listShifts } from '../../services/shift-report-service';

const listShiftsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shifts',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: { querystring: shiftListQuerySchema, response: { 200: shiftPageSchema } },
    },
    async (request) => listShifts(app.db, signedInStore(request), request.query, signedInStaff(request), new Date()),
  );
};

export default listShiftsRoute;
