import fp from 'fastify-plugin';
import { busOf, closeBus } from '../db/change-bus';
import { closeHealth, healthOf } from '../db/database-health';
import type { Db } from '../db/database';
import { GroupCommit } from '../db/group-commit';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Sales and refunds go through here so concurrent tills share commits. */
    writer: GroupCommit;
  }
}

/**
 * Shares one database handle (and its group-commit writer) with every route and closes it with the server. Says in
 * one log line when the database is lost and in one when it is back (and how long it was away); once back, what
 * this server keeps in memory from the database is read afresh (the change bus's catch-up).
 */
export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('writer', new GroupCommit(db));
  const health = healthOf(db);
  health.on('lost', ({ reason, storage }) =>
    app.log.error(
      `${storage ? 'The database cannot write to its disk' : 'The database cannot be reached'} (${reason}): ` +
        'requests are answered 503 until it is back',
    ),
  );
  health.on('back', ({ awayMs }) => {
    app.log.warn(`The database is back after ${(awayMs / 1000).toFixed(1)} s`);
    busOf(db).catchUp();
  });
  app.addHook('onClose', async () => {
    closeHealth(db);
    await closeBus(db);
    await db.destroy();
  });
});
