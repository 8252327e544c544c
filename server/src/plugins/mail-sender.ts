import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { healthOf } from '../db/database-health';
import { sendDueMail } from '../services/mail-queue-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what is queued now rather than at the next check (a no-op where the sender does not run). */
    sendMailSoon: () => void;
  }
}

/**
 * Sends the queued mail every few seconds (and at start, and when a route has just queued some); stops with the
 * server. Every server sharing the database checks; each message is sent by the one that claims its lease
 * (mail-queue-service.ts). API tests leave it off and call sendDueMail themselves.
 */
export default fp<{ enabled: boolean; intervalMs: number }>(async (app, { enabled, intervalMs }) => {
  if (!enabled) {
    app.decorate('sendMailSoon', () => undefined);
    return;
  }
  const owner = randomUUID();
  let running: Promise<void> | null = null;
  let again = false;
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendDueMail(app.db, new Date(), owner)
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database away is said once by its watch; the mail goes at the next check after it is back.
        if (!healthOf(app.db).noteFailure(error)) app.log.error({ err: error }, 'sending queued mail failed');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  app.decorate('sendMailSoon', () => void tick());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
