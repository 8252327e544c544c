import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeSettingsSchema } from '@tillwise/core/settings/store-settings';
import { signedInStore } from '../../plugins/auth';
import { getStoreSettings } from '../../services/settings-service';

/** The store's own settings; the product form reads the default tax rate from here. */
const getStoreSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/store',
    { config: { anyOf: ['settings:manage', 'products:manage'] }, schema: { response: { 200: storeSettingsSchema } } },
    async (request) => getStoreSettings(app.db, signedInStore(request)),
  );
};

export default getStoreSettingsRoute;
