import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { replicaChangesQuerySchema, replicaChangesSchema } from '@tillwise/core/replica/replica-schemas';
import { signedInStore } from '../../plugins/auth';
import { getReplicaChanges } from '../../services/replica-service';

/** What changed for the session's store after the till's cursor. */
const getChanges: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replica/changes',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { querystring: replicaChangesQuerySchema, response: { 200: replicaChangesSchema, 400: apiErrorSchema } },
    },
    async (request) => getReplicaChanges(app.db, signedInStore(request), request.query, new Date()),
  );
};

export default getChanges;
