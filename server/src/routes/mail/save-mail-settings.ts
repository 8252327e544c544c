import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { mailSettingsInputSchema, mailSettingsSchema } from '@tillwise/core/mail/mail-schemas';
import { signedInStaff } from '../../plugins/auth';
import { saveMailSettings } from '../../services/mail-settings-service';

const saveMailSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/mail',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: mailSettingsInputSchema,
        response: { 200: mailSettingsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => saveMailSettings(app.db, request.body, signedInStaff(request), new Date()),
  );
};

export default saveMailSettingsRoute;
