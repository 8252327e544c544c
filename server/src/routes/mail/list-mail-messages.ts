import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { mailMessageSchema } from '@tillwise/core/mail/mail-schemas';
import { listMessages } from '../../services/mail-queue-service';

const listMailMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/mail/messages',
    {
      config: { anyOf: ['settings:manage'] },
      schema: { response: { 200: z.array(mailMessageSchema), 403: apiErrorSchema } },
    },
    async () => listMessages(app.db),
  );
};

export default listMailMessagesRoute;
