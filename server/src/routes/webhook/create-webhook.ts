import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createWebhookInputSchema, createdWebhookSchema } from '@tillwise/core/webhook/webhook-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createWebhook } from '../../services/webhook-service';

/** Subscribes a URL to events; the answer holds the signing secret, shown this once. */
const createWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/webhooks',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: { body: createWebhookInputSchema, response: { 201: createdWebhookSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(app.db, request.body, signedInStaff(request), new Date())),
  );
};

export default createWebhookRoute;
