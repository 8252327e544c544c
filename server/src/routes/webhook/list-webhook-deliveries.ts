import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { webhookDeliverySchema } from '@tillwise/core/webhook/webhook-schemas';
import { listDeliveries } from '../../services/webhook-service';

/** A webhook's latest fifty deliveries, newest first, each with every attempt and its answer. */
const listWebhookDeliveriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: { params: idParamsSchema, response: { 200: z.array(webhookDeliverySchema), 404: apiErrorSchema } },
    },
    async (request) => listDeliveries(app.db, request.params.id),
  );
};

export default listWebhookDeliveriesRoute;
