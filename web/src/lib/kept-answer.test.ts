import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { ApiRequestError, ServerUnreachableError } from './api-client';
import { keptAnswer, keptAnswerKey } from './kept-answer';
import { localDb } from './local-db';
import { createQueryClient, sessionQueryKey } from './query-client';

const signedInTo = (storeId: string, name: string): Session => ({
  user: { id: 'user-admin', name: 'Olivia Bennett', email: 'olivia@example.com', role: 'admin' },
  permissions: ['stores:manage'],
  productName: 'Tillwise',
  format: { storeLocale: 'en-US', language: 'en-US', ownLanguage: null, currency: 'USD' },
  store: { id: storeId, name },
  stores: [
    { id: 'store-1', name: 'Greenleaf Garden Centre' },
    { id: 'store-2', name: 'Greenleaf Riverside' },
  ],
});

const queryClient = createQueryClient();
const signIn = (session: Session | null) => queryClient.setQueryData(sessionQueryKey, session);
const answering = (answer: object) => () => Promise.resolve(answer);
const unreachable = () => Promise.reject(new ServerUnreachableError());
/** The kept answer is written behind the reply; wait until it is there. */
const keptFor = async (storeId: string, name: string) =>
  expect.poll(async () => (await localDb()).get('meta', keptAnswerKey(storeId, name))).toBeDefined();

beforeEach(async () => {
  await (await localDb()).clear('meta');
  signIn(null);
});

describe('kept answers', () => {
  it('keeps each store’s answer apart: offline, a till switched to another store never gets the first store’s', async () => {
    signIn(signedInTo('store-1', 'Greenleaf Garden Centre'));
    const mainStreet = { cash: { approvalLimitCents: 5000 } };
    expect(await keptAnswer('preferences', answering(mainStreet))).toEqual(mainStreet);
    await keptFor('store-1', 'preferences');

    signIn(signedInTo('store-2', 'Greenleaf Riverside'));
    await expect(keptAnswer('preferences', unreachable)).rejects.toBeInstanceOf(ServerUnreachableError);

    const riverside = { cash: { approvalLimitCents: 2000 } };
    expect(await keptAnswer('preferences', answering(riverside))).toEqual(riverside);
    await keptFor('store-2', 'preferences');
    expect(await keptAnswer('preferences', unreachable)).toEqual(riverside);

    signIn(signedInTo('store-1', 'Greenleaf Garden Centre'));
    expect(await keptAnswer('preferences', unreachable)).toEqual(mainStreet);
  });

  it('keeps an answer that arrives after a switch under the store it was asked for', async () => {
    signIn(signedInTo('store-1', 'Greenleaf Garden Centre'));
    const late = keptAnswer('till-promotions', async () => {
      signIn(signedInTo('store-2', 'Greenleaf Riverside'));
      return { promotions: ['Store 1 only'] };
    });
    await late;
    await keptFor('store-1', 'till-promotions');
    await expect(keptAnswer('till-promotions', unreachable)).rejects.toBeInstanceOf(ServerUnreachableError);
  });

  it('keeps nothing and serves nothing kept while nobody is signed in, and passes a refusal through', async () => {
    expect(await keptAnswer('categories', answering([{ id: 'cat-1' }]))).toEqual([{ id: 'cat-1' }]);
    expect(await (await localDb()).getAllKeys('meta')).toEqual([]);
    await expect(keptAnswer('categories', unreachable)).rejects.toBeInstanceOf(ServerUnreachableError);

    signIn(signedInTo('store-1', 'Greenleaf Garden Centre'));
    await keptAnswer('categories', answering([{ id: 'cat-1' }]));
    await keptFor('store-1', 'categories');
    const refused = () => Promise.reject(new ApiRequestError(403, 'You do not have permission to do that'));
    await expect(keptAnswer('categories', refused)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
