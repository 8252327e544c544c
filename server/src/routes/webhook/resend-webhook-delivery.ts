import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { seqParamsSchema } from '@tillwise/core/webhook/webhook-schemas';
import { resendDelivery } from '../../services/webhook-service';

/** Sends one delivery again from now, with the same event id. */
const resendWebhookDeliveryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/webhooks/deliveries/:seq/resend',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: { params: seqParamsSchema, response: { 204: z.null(), 404: apiErrorSchema } },
    },
    async (request, reply) => {
      await resendDelivery(app.db, request.params.seq, new Date());
      return reply.code(204).send(null);
    },
  );
};

export default resendWebhookDeliveryRoute;
