import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { storeSettingsInputSchema, storeSettingsSchema } from '@tillwise/core/settings/store-settings';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { saveStoreSettings } from '../../services/settings-service';

const saveStoreSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/store',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: storeSettingsInputSchema,
        response: { 200: storeSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      saveStoreSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default saveStoreSettingsRoute;
