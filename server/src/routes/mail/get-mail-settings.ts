import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { mailSettingsSchema } from '@tillwise/core/mail/mail-schemas';
import { getMailSettings } from '../../services/mail-settings-service';

const getMailSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/mail',
    {
      config: { anyOf: ['settings:manage'] },
      schema: { response: { 200: mailSettingsSchema, 403: apiErrorSchema } },
    },
    async () => getMailSettings(app.db),
  );
};

export default getMailSettingsRoute;
