import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { showSessionStore } from './show-session-store';

const sessionKey = ['session', 'current'] as const;
const session = (storeId: string, name: string): Session => ({
  user: { id: 'u1', name: 'Avery Admin', email: 'admin@example.com', role: 'admin' },
  permissions: ['stores:manage'],
  productName: 'Tillwise',
  format: { storeLocale: 'en-US', language: 'en-US', ownLanguage: null, currency: 'USD' },
  store: { id: storeId, name },
  stores: [
    { id: 's1', name: 'Main Street' },
    { id: 's2', name: 'Riverside' },
  ],
});

describe('showSessionStore', () => {
  it('puts the new session in as it is and marks every other query stale', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKey, session('s1', 'Main Street'));
    queryClient.setQueryData(['product', 'list'], []);
    queryClient.setQueryData(['session', 'roster', 's1'], { staff: [] });

    await showSessionStore(queryClient, sessionKey, session('s2', 'Riverside'));

    expect(queryClient.getQueryData<Session>(sessionKey)?.store).toEqual({ id: 's2', name: 'Riverside' });
    expect(queryClient.getQueryState(sessionKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['product', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['session', 'roster', 's1'])?.isInvalidated).toBe(true);
  });
});
