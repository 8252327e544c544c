import fp from 'fastify-plugin';
import { healthOf } from '../db/database-health';
import { runDueSchedules } from '../services/report-schedule-service';

/**
 * Checks the report schedules once a minute (and at start) and writes what is due; stops with the server. Every
 * server sharing the database checks; the one that claims a due report writes it (report-schedule-service.ts).
 */
export default fp<{ reportsDir: string; enabled: boolean; intervalMs: number }>(
  async (app, { reportsDir, enabled, intervalMs }) => {
    if (!enabled) return;
    const tick = () =>
      runDueSchedules(app.db, reportsDir, new Date()).catch((error: unknown) => {
        // The database away is said once by its watch; the reports are written at the next check after it is back.
        if (!healthOf(app.db).noteFailure(error)) app.log.error({ err: error }, 'scheduled reports failed');
      });
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    app.addHook('onReady', async () => {
      void tick();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
