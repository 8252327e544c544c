import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replicaCursorSchema } from '@tillwise/core/replica/replica-schemas';
import { getReplicaCursor } from '../../services/replica-service';

/** The newest change now; the till reads it before paging a snapshot, then follows the changes after it. */
const getCursor: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replica/cursor',
    { config: { anyOf: ['pos:sell'] }, schema: { response: { 200: replicaCursorSchema } } },
    async () => getReplicaCursor(app.db),
  );
};

export default getCursor;
