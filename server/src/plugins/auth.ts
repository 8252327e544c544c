import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAny } from '@tillwise/core/staff/permissions';
import type { Permission } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { findSignedInStaff } from '../services/session-service';
import { forbidden, unauthorized } from '../lib/errors';

export const sessionCookie = 'tillwise_session';

/** The session cookie: out of reach of scripts, sent only by our own pages, and over https when served so. */
export function sessionCookieOptions(request: FastifyRequest, expires: Date): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without a session (health, sign-in). */
    public?: boolean;
    /** The signed-in user needs at least one of these. */
    anyOf?: readonly Permission[];
  }
  interface FastifyRequest {
    staff: StaffMember | null;
    /** The store the signed-in session works in. */
    storeId: string | null;
  }
}

/** Every /api route needs a session unless it says it is public, and the permission it names. */
export default fp(async (app) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('storeId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = request.cookies[sessionCookie];
    const session = token ? await findSignedInStaff(app.db, token, new Date()) : null;
    if (!session) throw unauthorized();
    request.staff = session.staff;
    request.storeId = session.storeId;
    if (session.renewedUntil)
      reply.setCookie(sessionCookie, token as string, sessionCookieOptions(request, session.renewedUntil));
    if (config.anyOf && !canAny(session.staff.role, config.anyOf)) throw forbidden();
  });
});

/** The store the signed-in session works in, for a route that is not public. */
export function signedInStore(request: { storeId: string | null }): string {
  if (!request.storeId) throw unauthorized();
  return request.storeId;
}

/** The signed-in staff member of a route that is not public (the hook above guarantees one). */
export function signedInStaff(request: { staff: StaffMember | null }): StaffMember {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
