import fp from 'fastify-plugin';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest } from '../lib/errors';
import { requestMessages } from '../services/request-messages';

/** Whether a value, or any key or value inside it, holds a NUL character. Walked without recursion: bodies nest deep. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * No text a person types holds a NUL character, and PostgreSQL cannot store one: a request carrying one anywhere
 * (address, query or body) is refused with a 400 before any route sees it, on either database alike.
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(saying(requestMessages.nulCharacter));
    }
  });
});
