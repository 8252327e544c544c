// The load generator of checkout.bench.ts, run in a worker thread so it does not share the server's event loop.
// Plain JavaScript: worker threads on Node 20 do not load TypeScript through tsx.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const options = workerData;
const latencies = [];
let failures = 0;
const deadline = performance.now() + options.seconds * 1000;

async function terminal() {
  while (performance.now() < deadline) {
    const body = JSON.stringify({
      id: randomUUID(),
      // The demo store's Till 1, whose shift is open.
      tillId: 'till-1',
      lines: options.lines,
      payments: [{ method: 'card', amountCents: options.totalCents }],
      expectedTotalCents: options.totalCents,
    });
    const started = performance.now();
    const response = await fetch(`${options.url}/api/sales`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: options.cookie },
      body,
    });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    else failures += 1;
  }
}

await Promise.all(Array.from({ length: options.terminals }, terminal));
parentPort?.postMessage({ latencies, failures });
