import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { displayCodeParamsSchema } from '@tillwise/core/display/display-schemas';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { subscribeDisplay, touchDisplayCodes } from '../../services/display-service';
import type { DisplayHub } from '../../services/display-hub';

/** One Server-Sent Event carrying a state (JSON has no raw newline, so it is one `data:` line). */
const stateEvent = (state: DisplayState) => `data: ${JSON.stringify(state)}\n\n`;

/**
 * The customer display's stream: the till's latest state at once, then each new one, as Server-Sent Events, with a
 * comment every 15 s so proxies keep it open. Public: a tablet facing the customer is not signed in, and the
 * unguessable code, which the till shows only to its staff, is the key. An unknown or expired code is a 404.
 */
const displayEventsRoute: FastifyPluginAsyncZod<{ hub: DisplayHub; heartbeatMs: number }> = async (
  app,
  { hub, heartbeatMs },
) => {
  app.get(
    '/displays/:code/events',
    {
      config: { public: true },
      schema: {
        params: displayCodeParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const response = reply.raw;
      const write = (text: string) => {
        if (!response.writableEnded && !response.destroyed) response.write(text);
      };
      // The latest state arrives during subscribe, before the headers go: it waits for them.
      const waiting: string[] = [];
      let streaming = false;
      // Subscribing first lets a refused code answer as JSON through the error handler, before the stream begins.
      const code = request.params.code;
      const unsubscribe = await subscribeDisplay(app.db, hub, code, {
        onState: (state) => (streaming ? write(stateEvent(state)) : waiting.push(stateEvent(state))),
        onEnd: () => response.end(),
      });
      reply.hijack();
      // The security headers were set on the raw response already; these join them.
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      streaming = true;
      // After a dropped connection the browser tries again in 3 s.
      write(`retry: 3000\n\n${waiting.join('')}`);
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        // Displays connected to other servers may ask for this code too: it stays valid while this one is here.
        void touchDisplayCodes(app.db, hub).catch(() => undefined);
      }, heartbeatMs);
      response.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
};

export default displayEventsRoute;
