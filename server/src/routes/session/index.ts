import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { sessionSchema, signInInputSchema, signInRosterSchema } from '@tillwise/core/staff/staff-schemas';
import { sessionCookie, signedInStaff } from '../../plugins/auth';
import { describeSession, getSignInRoster, sessionHours, signIn, signOut } from '../../services/session-service';

const session: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  app.get(
    '/session/roster',
    { config: { public: true }, schema: { response: { 200: signInRosterSchema } } },
    async () => getSignInRoster(app.db, productName),
  );

  app.get('/session', { schema: { response: { 200: sessionSchema, 401: apiErrorSchema } } }, async (request) =>
    describeSession(signedInStaff(request), productName),
  );

  app.post(
    '/session',
    {
      config: { public: true },
      schema: {
        body: signInInputSchema,
        response: { 200: sessionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await signIn(app.db, request.body, new Date());
      reply.setCookie(sessionCookie, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: sessionHours * 3600,
      });
      return describeSession(user, productName);
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
