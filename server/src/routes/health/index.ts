import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getHealth from './get-health';
import getReadiness from './get-readiness';

/** Health checks for whatever watches the server: is the process alive, and can it serve now. */
const health: FastifyPluginAsyncZod = async (app) => {
  await app.register(getHealth);
  await app.register(getReadiness);
};

export default health;
