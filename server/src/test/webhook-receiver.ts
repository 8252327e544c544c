import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  event: { id: string; type: string; createdAt: string; storeId: string | null; data: Record<string, unknown> };
}

/**
 * A webhook receiver on this machine, as an outside system would run one: it keeps what it is sent and answers
 * `status` (503 while it is "down").
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const waiting: { type: string; resolve: (item: Received) => void }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.status >= 200 && state.status < 300) {
        const item = { headers: request.headers, body, event: JSON.parse(body) as Received['event'] };
        received.push(item);
        for (const waiter of waiting.filter((w) => w.type === item.event.type)) waiter.resolve(item);
      }
      response.writeHead(state.status, { 'content-type': 'text/plain' });
      response.end(state.status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    state,
    types: () => received.map((item) => item.event.type),
    /** The first delivery of an event of this type, when it comes. */
    next: (type: string) =>
      new Promise<Received>((resolve) => {
        const had = received.find((item) => item.event.type === type);
        if (had) resolve(had);
        else waiting.push({ type, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
