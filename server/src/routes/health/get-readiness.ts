import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { outageRetryAfterSeconds } from '../../lib/outage-answer';
import { checkReadiness } from '../../services/health-service';

/**
 * Readiness, for a load balancer or an orchestrator: 200 when this server can serve, 503 (with Retry-After and the
 * reason) while its database cannot be reached, refuses writes, or lacks a migration this version needs.
 */
const getReadiness: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ ready: z.literal(true) }), 503: apiErrorSchema } },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db);
      if (readiness.ready) return { ready: true as const };
      return reply.code(503).header('retry-after', String(outageRetryAfterSeconds)).send({ error: readiness.reason });
    },
  );
};

export default getReadiness;
