import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import issueOfflineCredential from './issue-offline-credential';
import listHeldActions from './list-held-actions';
import resolveHeldAction from './resolve-held-action';

/** Proof of who took an offline action, and the actions whose proof did not hold. */
const offlineCredential: FastifyPluginAsyncZod = async (app) => {
  await app.register(issueOfflineCredential);
  await app.register(listHeldActions);
  await app.register(resolveHeldAction);
};

export default offlineCredential;
