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
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.status >= 200 && state.status < 300)
        received.push({ headers: request.headers, body, event: JSON.parse(body) as Received['event'] });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
