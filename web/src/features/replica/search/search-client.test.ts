import { describe, expect, it } from 'vitest';
import { createSearchClient } from './search-client';
import type { SearchWorkerPort } from './search-client';
import { createSearchHandler } from './search-handler';
import type { SearchRequest, SearchResponse } from './search-handler';
import { createTestProduct } from './test-products';

/** A worker in this thread: messages are copied and answered later, as across a real worker's boundary. */
function inThreadWorker(answer = createSearchHandler()) {
  const listeners: {
    message: ((event: MessageEvent<SearchResponse>) => void)[];
    error: ((event: ErrorEvent) => void)[];
  } = { message: [], error: [] };
  const sent: SearchRequest[] = [];
  let terminated = false;
  const port: SearchWorkerPort = {
    postMessage: (message) => {
      sent.push(message);
      const request = structuredClone(message);
      setTimeout(() => {
        if (terminated) return;
        const data = structuredClone(answer(request));
        for (const listener of listeners.message) listener({ data } as MessageEvent<SearchResponse>);
      });
    },
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
    terminate: () => {
      terminated = true;
    },
  };
  const fail = (message: string) => {
    for (const listener of listeners.error) listener({ message } as ErrorEvent);
  };
  return { port, sent, fail };
}

const lavender = createTestProduct({ id: 'p1', name: 'Lavender', sku: 'PLT-1', barcode: '5012345678900' });
const pot = createTestProduct({ id: 'p2', name: 'Terracotta Pot', sku: 'POT-2' });

describe('createSearchClient', () => {
  it('sends each call as a typed request with its own id and resolves with its answer', async () => {
    const worker = inThreadWorker();
    const client = createSearchClient(worker.port);
    expect(await client.load([lavender, pot])).toBe(2);
    const [page, found, missing] = await Promise.all([
      client.search({ q: 'pot', page: 1, pageSize: 24 }),
      client.lookup('5012345678900'),
      client.lookup('nope'),
    ]);
    expect(page).toEqual({ items: [pot], total: 1, page: 1, pageSize: 24 });
    expect(found).toEqual(lavender);
    expect(missing).toBeNull();
    expect(await client.upsert([{ ...pot, name: 'Clay Pot' }])).toBe(2);
    expect(await client.remove(['p1'])).toBe(1);
    expect(worker.sent.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: 1, type: 'load' },
      { id: 2, type: 'search' },
      { id: 3, type: 'lookup' },
      { id: 4, type: 'lookup' },
      { id: 5, type: 'upsert' },
      { id: 6, type: 'remove' },
    ]);
    expect(worker.sent[1]).toEqual({ id: 2, type: 'search', query: { q: 'pot', page: 1, pageSize: 24 } });
  });

  it('matches answers to requests by id when they arrive out of order', async () => {
    const handle = createSearchHandler();
    const replies: (() => void)[] = [];
    const listeners: ((event: MessageEvent<SearchResponse>) => void)[] = [];
    const client = createSearchClient({
      postMessage: (request) => {
        const data = handle(request);
        replies.push(() => listeners.forEach((listener) => listener({ data } as MessageEvent<SearchResponse>)));
      },
      addEventListener: (type: string, listener: never) => {
        if (type === 'message') listeners.push(listener);
      },
      terminate: () => {},
    });
    const loaded = client.load([lavender, pot]);
    const first = client.lookup('PLT-1');
    const second = client.lookup('POT-2');
    for (const reply of replies.reverse()) reply();
    expect(await loaded).toBe(2);
    expect((await first)?.id).toBe('p1');
    expect((await second)?.id).toBe('p2');
  });

  it('rejects with the worker’s error message', async () => {
    const worker = inThreadWorker(() => ({ id: 1, ok: false, error: 'index broken' }));
    await expect(createSearchClient(worker.port).lookup('x')).rejects.toThrow('index broken');
  });

  it('rejects every waiting request when the worker fails or is closed', async () => {
    const failing = inThreadWorker();
    const client = createSearchClient(failing.port);
    const waiting = client.search({ page: 1, pageSize: 24 });
    failing.fail('out of memory');
    await expect(waiting).rejects.toThrow('out of memory');

    const closing = createSearchClient(inThreadWorker().port);
    const pending = closing.lookup('PLT-1');
    closing.close();
    await expect(pending).rejects.toThrow('closed');
  });
});
