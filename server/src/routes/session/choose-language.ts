import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { chooseLanguageInputSchema } from '@tillwise/core/staff/staff-admin-schemas';
import { sessionSchema } from '@tillwise/core/staff/staff-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { describeSession } from '../../services/session-service';
import { chooseOwnLanguage } from '../../services/staff-service';

/** Anyone signed in chooses the language they work in (null: their store's); the session answers in it. */
const chooseLanguage: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  app.put(
    '/session/language',
    {
      schema: {
        body: chooseLanguageInputSchema,
        response: { 200: sessionSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await chooseOwnLanguage(app.db, staff.id, request.body.language);
      return describeSession(app.db, staff, signedInStore(request), productName);
    },
  );
};

export default chooseLanguage;
