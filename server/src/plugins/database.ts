import fp from 'fastify-plugin';
import { closeBus } from '../db/change-bus';
import type { Db } from '../db/database';
import { GroupCommit } from '../db/group-commit';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Sales and refunds go through here so concurrent tills share commits. */
    writer: GroupCommit;
  }
}

/** Shares one database handle (and its group-commit writer) with every route and closes it with the server. */
export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('writer', new GroupCommit(db));
  app.addHook('onClose', async () => {
    await closeBus(db);
    await db.destroy();
  });
});
