import fp from 'fastify-plugin';
import { healthOf } from '../db/database-health';
import { deliverDueWebhooks } from '../services/webhook-delivery-service';

/**
 * Sends due webhook deliveries every interval (a second unless said), one round at a time; stops with the server.
 * Every server sharing the database runs it: each delivery is leased by the one that sends it.
 */
export default fp<{ enabled: boolean; intervalMs: number }>(async (app, { enabled, intervalMs }) => {
  if (!enabled) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deliverDueWebhooks(app.db, new Date())
      .catch((error: unknown) => {
        if (!healthOf(app.db).noteFailure(error)) app.log.error({ err: error }, 'webhook delivery failed');
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
