// The offline-till bench's checks: the replica holds what the server does, and the server holds each sale once.
import type { QueuedSales, ReplicaLoadFigures } from './offline-till-figures';
import type { catalogueCounts, recordedSales } from './offline-till-store';

export function check(ok: boolean, message: string) {
  if (!ok) throw new Error(`offline-till bench: ${message}`);
}

/** Exactly once: every queued sale one order, its lines, one payment and its stock moves, and no other order. */
export function checkExactlyOnce(
  recorded: ReturnType<typeof recordedSales>,
  queued: QueuedSales,
  ordersBefore: number,
  when: string,
) {
  const count = queued.ids.length;
  const expected = {
    orders: count,
    numbers: count,
    offline: count,
    onTill: count,
    totalCents: queued.totalCents,
    lines: queued.lines,
    payments: count,
    stockMoves: queued.lines,
    allOrders: ordersBefore + count,
  };
  for (const [key, value] of Object.entries(expected)) {
    const held = recorded[key as keyof typeof expected];
    check(held === value, `${when}: the server holds ${held} ${key}, expected ${value}`);
  }
}

export function checkReplica(figures: ReplicaLoadFigures, server: ReturnType<typeof catalogueCounts>, when: string) {
  check(
    figures.held === server.products && figures.statusProducts === server.products,
    `${when}: IndexedDB holds ${figures.held} products and the worker ${figures.statusProducts}; the server has ${server.products}`,
  );
  check(
    figures.heldActive === server.active,
    `${when}: IndexedDB holds ${figures.heldActive} products on sale; the server has ${server.active} active`,
  );
  check(
    figures.customersHeld === server.customers,
    `${when}: IndexedDB holds ${figures.customersHeld} customers; the server has ${server.customers}`,
  );
  check(figures.sampleSearchTotal > 0, `${when}: the worker found no product for "pot"`);
}
