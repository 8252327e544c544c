import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { mailTestInputSchema, mailTestResultSchema } from '@tillwise/core/mail/mail-schemas';
import { sendTestMail } from '../../services/mail-settings-service';

const sendTestMailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/mail/test',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: mailTestInputSchema,
        response: { 200: mailTestResultSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => sendTestMail(app.db, request.body.to, new Date()),
  );
};

export default sendTestMailRoute;
