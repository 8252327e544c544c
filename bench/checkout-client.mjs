// The load generator of checkout.bench.ts, run in a worker thread so it does not share the server's event loop.
// Plain JavaScript: worker threads on Node 20 do not load TypeScript through tsx.
// Closed loop: `terminals` tills each send their next sale when the last one is answered (throughput).
// Open loop: sales arrive at `rate` per second whatever the server does, as tills in a busy shop would; latency
// counts from when a sale was due to be sent, so a stalled server cannot hide its queue (coordinated omission).
// Plain node:http with keep-alive connections rather than fetch: fetch costs the client thread several times the
// CPU per request, and on two cores the client's CPU is taken from the server it measures.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const options = workerData;
const latencies = [];
let failures = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: options.terminals ?? 64 });
const server = new URL(options.url);

function post(path, body, { cookie }) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const request = http.request(
      {
        agent,
        host: server.hostname,
        port: server.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// The tills sold on ({ tillId, cookie }, each signed in at its store, its shift open): one, or one per store.
const tills = options.tills.map((till) => ({ ...till, numbers: [], refill: null }));

// As a till does, sales are numbered from blocks of the chain's order numbers issued to the till (ORD-…).
async function nextNumber(till) {
  while (till.numbers.length === 0) {
    till.refill ??= post(`/api/tills/${till.tillId}/number-blocks`, JSON.stringify({ kind: 'order', size: 500 }), till)
      .then(({ status, body }) => {
        if (status !== 201) throw new Error(`number block refused: ${status} ${body}`);
        const block = JSON.parse(body.toString());
        for (let value = block.firstValue; value <= block.lastValue; value += 1) till.numbers.push(`ORD-${value}`);
      })
      .finally(() => (till.refill = null));
    await till.refill;
  }
  return till.numbers.shift();
}

async function sendSale(dueAt, till) {
  const body = JSON.stringify({
    id: randomUUID(),
    tillId: till.tillId,
    number: await nextNumber(till),
    lines: options.lines,
    payments: [{ method: 'card', amountCents: options.totalCents }],
    expectedTotalCents: options.totalCents,
  });
  const { status } = await post('/api/sales', body, till).catch(() => ({ status: 0 }));
  if (status === 200) latencies.push(performance.now() - dueAt);
  else failures += 1;
}

async function closedLoop() {
  const deadline = performance.now() + options.seconds * 1000;
  const terminal = async (till) => {
    while (performance.now() < deadline) await sendSale(performance.now(), till);
  };
  await Promise.all(Array.from({ length: options.terminals }, (_, n) => terminal(tills[n % tills.length])));
}

async function openLoop() {
  const interval = 1000 / options.rate;
  const count = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < count; i += 1) {
    const dueAt = started + i * interval;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(sendSale(dueAt, tills[i % tills.length]));
  }
  await Promise.all(inFlight);
}

await (options.rate ? openLoop() : closedLoop());
parentPort?.postMessage({ latencies, failures });
