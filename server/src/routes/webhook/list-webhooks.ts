import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookSchema } from '@tillwise/core/webhook/webhook-schemas';
import { listWebhooks } from '../../services/webhook-service';

/** Every webhook subscription, with what it waits to send and what it gave up on. */
const listWebhooksRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks',
    { config: { anyOf: ['integrations:manage'] }, schema: { response: { 200: z.array(webhookSchema) } } },
    async () => listWebhooks(app.db),
  );
};

export default listWebhooksRoute;
