// The load generator of checkout.bench.ts, run in a worker thread so it does not share the server's event loop.
// Plain JavaScript: worker threads on Node 20 do not load TypeScript through tsx.
// Closed loop: `terminals` tills each send their next sale when the last one is answered (throughput).
// Open loop: sales arrive at `rate` per second whatever the server does, as tills in a busy shop would; latency
// counts from when a sale was due to be sent, so a stalled server cannot hide its queue (coordinated omission).
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const options = workerData;
const latencies = [];
let failures = 0;

async function sendSale(dueAt) {
  const body = JSON.stringify({
    id: randomUUID(),
    // The demo store's Till 1, whose shift is open.
    tillId: 'till-1',
    lines: options.lines,
    payments: [{ method: 'card', amountCents: options.totalCents }],
    expectedTotalCents: options.totalCents,
  });
  const response = await fetch(`${options.url}/api/sales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: options.cookie },
    body,
  });
  await response.arrayBuffer();
  if (response.ok) latencies.push(performance.now() - dueAt);
  else failures += 1;
}

async function closedLoop() {
  const deadline = performance.now() + options.seconds * 1000;
  const terminal = async () => {
    while (performance.now() < deadline) await sendSale(performance.now());
  };
  await Promise.all(Array.from({ length: options.terminals }, terminal));
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
    inFlight.push(sendSale(dueAt));
  }
  await Promise.all(inFlight);
}

await (options.rate ? openLoop() : closedLoop());
parentPort?.postMessage({ latencies, failures });
