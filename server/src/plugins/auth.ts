import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAny } from '@tillwise/core/staff/permissions';
import type { Permission } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { bearerSecret, callerOfKey } from '../services/api-key-service';
import { recordAudit } from '../services/audit-service';
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
    /** The API key the request came with; none for a staff session. */
    apiKeyId: string | null;
  }
}

/** A header a chain-wide API key names the store it works in with. */
export const storeHeader = 'tillwise-store';

/**
 * Every /api route needs a session, or an API key sent as `Authorization: Bearer …`, unless it says it is public, and
 * the permission it names. A key reaches only routes that name a permission it holds (the rest are a session's own),
 * and every change it makes is in the audit log under its name.
 */
export default fp(async (app) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('storeId', null);
  app.decorateRequest('apiKeyId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const secret = bearerSecret(request.headers.authorization);
    if (secret) {
      const asked = request.headers[storeHeader];
      const caller = await callerOfKey(app.db, secret, typeof asked === 'string' ? asked : undefined, new Date());
      request.staff = caller.staff;
      request.storeId = caller.storeId;
      request.apiKeyId = caller.keyId;
      if (!config.anyOf?.some((permission) => caller.permissions.includes(permission))) throw forbidden();
      return;
    }
    const token = request.cookies[sessionCookie];
    const session = token ? await findSignedInStaff(app.db, token, new Date()) : null;
    if (!session) throw unauthorized();
    request.staff = session.staff;
    request.storeId = session.storeId;
    if (session.renewedUntil)
      reply.setCookie(sessionCookie, token as string, sessionCookieOptions(request, session.renewedUntil));
    if (config.anyOf && !canAny(session.staff.role, config.anyOf)) throw forbidden();
  });
  // Before the answer goes: a caller that hears of its change finds it in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.apiKeyId || !request.staff || request.method === 'GET' || reply.statusCode >= 400) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    await recordAudit(
      app.db,
      {
        action: 'api.write',
        userId: request.staff.id,
        subject: { type: 'api_key', id: request.apiKeyId },
        summary: `${route} → ${reply.statusCode}`,
        details: { method: request.method, url: request.url, status: reply.statusCode },
      },
      new Date(),
    ).catch((error: unknown) => request.log.error({ err: error }, 'API write not audited'));
    return payload;
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
