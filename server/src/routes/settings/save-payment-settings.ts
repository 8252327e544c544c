import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { paymentSettingsSchema, tillPaymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { savePaymentSettings } from '../../services/settings-payment-service';

const savePaymentSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/payments',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: paymentSettingsSchema,
        response: { 200: tillPaymentSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      savePaymentSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default savePaymentSettingsRoute;
