import fp from 'fastify-plugin';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares one database handle with every route and closes it with the server. */
export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
});
