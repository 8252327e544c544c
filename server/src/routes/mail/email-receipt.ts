import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { emailReceiptInputSchema } from '@tillwise/core/mail/email-receipt-input';
import { mailMessageSchema } from '@tillwise/core/mail/mail-schemas';
import { saleIdParamsSchema } from '@tillwise/core/sale/sale-schemas';
import { signedInStore } from '../../plugins/auth';
import { emailReceipt } from '../../services/mail-receipt-service';

const emailReceiptRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sales/:id/email-receipt',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: saleIdParamsSchema,
        body: emailReceiptInputSchema,
        response: { 202: mailMessageSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await emailReceipt(app.db, request.params.id, request.body, signedInStore(request), new Date());
      app.sendMailSoon();
      return reply.code(202).send(message);
    },
  );
};

export default emailReceiptRoute;
