import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptSettingsSchema } from '@tillwise/core/settings/receipt-settings';
import { signedInStore } from '../../plugins/auth';
import { getReceiptSettings } from '../../services/settings-receipt-service';

const getReceiptSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/receipt',
    {
      config: { anyOf: ['pos:sell', 'settings:manage', 'orders:view'] },
      schema: { response: { 200: receiptSettingsSchema } },
    },
    async (request) => getReceiptSettings(app.db, signedInStore(request)),
  );
};

export default getReceiptSettingsRoute;
