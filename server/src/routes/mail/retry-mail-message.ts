import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { mailMessageParamsSchema, mailMessageSchema } from '@tillwise/core/mail/mail-schemas';
import { retryMessage } from '../../services/mail-queue-service';

const retryMailMessageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/mail/messages/:id/retry',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        params: mailMessageParamsSchema,
        response: { 200: mailMessageSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const message = await retryMessage(app.db, request.params.id, new Date());
      app.sendMailSoon();
      return message;
    },
  );
};

export default retryMailMessageRoute;
