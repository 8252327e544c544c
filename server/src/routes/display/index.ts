import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDisplayHub } from '../../services/display-hub';
import type { DisplayHub } from '../../services/display-hub';
import { connectDisplayHub } from '../../services/display-service';
import displayEvents from './display-events';
import pairDisplay from './pair-display';
import publishDisplay from './publish-display';

export interface DisplayRoutesOptions {
  /** The hub the routes share; one of its own for each app unless given (tests may pass theirs). */
  hub?: DisplayHub;
  /** How often an open stream sends a comment, so proxies and the tablet's network keep it open. */
  heartbeatMs?: number;
}

/**
 * Customer displays: the till pairs a screen with a code and sends it what to show; the screen follows the till
 * over Server-Sent Events, from whichever server it reaches (services/display-service.ts).
 */
const display: FastifyPluginAsyncZod<DisplayRoutesOptions> = async (
  app,
  { hub = createDisplayHub(), heartbeatMs = 15_000 },
) => {
  const disconnect = connectDisplayHub(app.db, hub);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    disconnect();
    hub.endAll();
  });
  await app.register(pairDisplay, { hub });
  await app.register(publishDisplay);
  await app.register(displayEvents, { hub, heartbeatMs });
};

export default display;
