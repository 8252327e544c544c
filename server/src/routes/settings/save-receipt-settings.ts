import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { receiptSettingsInputSchema, receiptSettingsSchema } from '@tillwise/core/settings/receipt-settings';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { saveReceiptSettings } from '../../services/settings-receipt-service';

const saveReceiptSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/receipt',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: receiptSettingsInputSchema,
        response: { 200: receiptSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      saveReceiptSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default saveReceiptSettingsRoute;
