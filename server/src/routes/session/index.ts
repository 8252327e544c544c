import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { z } from 'zod';
import { sessionSchema, signInInputSchema, signInRosterSchema } from '@tillwise/core/staff/staff-schemas';
import { switchStoreInputSchema } from '@tillwise/core/store/store-schemas';
import { DomainError } from '../../lib/errors';
import chooseLanguage from './choose-language';
import { sessionCookie, sessionCookieOptions, signedInStaff, signedInStore } from '../../plugins/auth';
import {
  checkAddress,
  describeSession,
  getSignInRoster,
  recordWrongPinFrom,
  signIn,
  signOut,
  switchStore,
  wrongPinsPerAddress,
} from '../../services/session-service';

export { wrongPinsPerAddress };

const session: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  await app.register(chooseLanguage, { productName });

  app.get(
    '/session/roster',
    {
      config: { public: true },
      schema: {
        querystring: z.object({ storeId: z.string().trim().min(1).max(100).optional() }),
        response: { 200: signInRosterSchema },
      },
    },
    async (request) => getSignInRoster(app.db, productName, request.query.storeId),
  );

  app.get('/session', { schema: { response: { 200: sessionSchema, 401: apiErrorSchema } } }, async (request) =>
    describeSession(app.db, signedInStaff(request), signedInStore(request), productName),
  );

  app.post(
    '/session/store',
    {
      schema: {
        body: switchStoreInputSchema,
        response: { 200: sessionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await switchStore(app.db, request.cookies[sessionCookie] ?? '', staff, request.body.storeId);
      return describeSession(app.db, staff, request.body.storeId, productName);
    },
  );

  app.post(
    '/session',
    {
      config: { public: true },
      schema: {
        body: signInInputSchema,
        response: {
          200: sessionSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      await checkAddress(app.db, request.ip, now);
      try {
        const { token, user, storeId, expiresAt } = await signIn(app.db, request.body, now);
        reply.setCookie(sessionCookie, token, sessionCookieOptions(request, expiresAt));
        return describeSession(app.db, user, storeId, productName);
      } catch (error) {
        if (error instanceof DomainError && error.statusCode === 401) {
          await recordWrongPinFrom(app.db, request.ip, now);
        }
        throw error;
      }
    },
  );

  app.delete('/session', { config: { public: true } }, async (request, reply) => {
    const token = request.cookies[sessionCookie];
    if (token) await signOut(app.db, token);
    reply.clearCookie(sessionCookie, { path: '/' });
    return reply.code(204).send();
  });
};

export default session;
