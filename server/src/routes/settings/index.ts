import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import { receiptSettingsSchema } from '@tillwise/core/settings/receipt-settings';
import { getPaymentSettings, getReceiptSettings } from '../../services/settings-service';

const readers = ['pos:sell', 'settings:manage'] as const;

const settings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/payments',
    { config: { anyOf: readers }, schema: { response: { 200: paymentSettingsSchema } } },
    async () => getPaymentSettings(app.db),
  );

  app.get(
    '/settings/receipt',
    { config: { anyOf: [...readers, 'orders:view'] }, schema: { response: { 200: receiptSettingsSchema } } },
    async () => getReceiptSettings(app.db),
  );
};

export default settings;
