import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldOfflineActionListSchema } from '@tillwise/core/staff/offline-credential';
import { signedInStore } from '../../plugins/auth';
import { listHeldActions } from '../../services/held-action-service';

const listHeldActionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/held-offline-actions',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: {
        querystring: z.object({ status: z.enum(['held', 'recorded', 'dismissed']).optional() }),
        response: { 200: heldOfflineActionListSchema },
      },
    },
    async (request) => ({
      items: await listHeldActions(app.db, signedInStore(request), request.query.status ?? null),
    }),
  );
};

export default listHeldActionsRoute;
