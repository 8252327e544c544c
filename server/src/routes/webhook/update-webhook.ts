import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { updateWebhookInputSchema, webhookSchema } from '@tillwise/core/webhook/webhook-schemas';
import { signedInStaff } from '../../plugins/auth';
import { updateWebhook } from '../../services/webhook-service';

/** Changes a webhook's address or events, or pauses and resumes it. */
const updateWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/webhooks/:id',
    {
      config: { anyOf: ['integrations:manage'] },
      schema: {
        params: idParamsSchema,
        body: updateWebhookInputSchema,
        response: { 200: webhookSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => updateWebhook(app.db, request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default updateWebhookRoute;
