import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema } from '@tillwise/core/settings/preferences';
import { getPreferences } from '../../services/settings-preference-service';

/** Every signed-in person reads these: the till uses the paper width and auto-lock, the header the alerts flag. */
const getPreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/preferences', { schema: { response: { 200: preferencesSchema } } }, async () =>
    getPreferences(app.db),
  );
};

export default getPreferencesRoute;
