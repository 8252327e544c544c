import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tillPaymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import { signedInStore } from '../../plugins/auth';
import { getStorePaymentSettings } from '../../services/settings-payment-service';

const getPaymentSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/payments',
    { config: { anyOf: ['pos:sell', 'settings:manage'] }, schema: { response: { 200: tillPaymentSettingsSchema } } },
    async (request) => getStorePaymentSettings(app.db, signedInStore(request)),
  );
};

export default getPaymentSettingsRoute;
