// A day's trading on a running Tillwise, through its HTTP API only, as the tills and the back office do it: what
// scripts/write-upgrade-fixture.sh has an earlier release's own server record, so that the upgrade test has a store
// of that release to migrate. Only the API, so the one script trades on any release since the demo store had
// promotions, gift cards and offline sales:
//   node --import tsx scripts/upgrade-fixture-trading.ts http://127.0.0.1:3000
// It leaves a row in every table: keep it so when a release adds one (the upgrade test checks).
import { randomUUID } from 'node:crypto';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
let cookie = '';

interface Product {
  id: string;
  priceCents: number;
  categoryId: string;
  soldBy?: string;
}
interface Line {
  productId: string;
  quantity: number;
  unitPriceCents?: number;
  discount?: { kind: 'percent'; percent: number };
}
interface Sale {
  id: string;
  lines: { id: string }[];
}
type Tender = { method: string; amountCents: number; tenderedCents?: number; reference?: string };
type Pay = (dueCents: number) => Tender[];

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, expect = [200, 201, 204]) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const session = response.headers.get('set-cookie');
  if (session?.startsWith('tillwise_session=')) cookie = session.split(';')[0]!;
  return (text ? JSON.parse(text) : null) as T;
}

const signIn = (userId: string, pin: string) => call('POST', '/session', { userId, pin });

/**
 * What the server charges for a cart. Every release answers a till whose expected total is wrong with the right
 * one ("the total is now $12.34", or offline "the lines come to $12.34") and records nothing.
 */
async function totalOf(sale: object): Promise<number> {
  const answer = await call<{ error: string }>('POST', '/sales', { ...sale, expectedTotalCents: 0 }, [400, 409]);
  const amount = /\$([\d,]+)\.(\d\d)/.exec(answer.error);
  if (!amount) throw new Error(`No total in: ${answer.error}`);
  return Number(amount[1]!.replace(/,/g, '')) * 100 + Number(amount[2]);
}

async function sell(tillId: string, lines: Line[], pay: Pay, extra: Record<string, unknown> = {}): Promise<Sale> {
  const draft = { id: randomUUID(), tillId, lines, payments: [{ method: 'card', amountCents: 1 }], ...extra };
  const totalCents = lines.length === 0 ? 0 : await totalOf(draft);
  const giftCards = (extra.giftCards ?? []) as { amountCents: number }[];
  const dueCents = giftCards.reduce((sum, giftCard) => sum + giftCard.amountCents, totalCents);
  return call<Sale>('POST', '/sales', { ...draft, payments: pay(dueCents), expectedTotalCents: totalCents });
}

const cash: Pay = (due) => [{ method: 'cash', amountCents: due, tenderedCents: (Math.floor(due / 2000) + 1) * 2000 }];
const card: Pay = (due) => [{ method: 'card', amountCents: due }];
/** A first tender of up to this much, the rest by card. */
const partly =
  (method: string, cents: number, reference?: string): Pay =>
  (due) => [
    { method, amountCents: Math.min(cents, due), ...(method === 'cash' && { tenderedCents: cents }), reference },
    ...(due > cents ? [{ method: 'card', amountCents: due - cents }] : []),
  ];

// A PIN mistyped once, then the admin's.
await call('POST', '/session', { userId: 'user-admin', pin: '1112' }, [401]);
await signIn('user-admin', '1111');
const catalogue = await call<{ items: Product[] }>('GET', '/products?active=true&pageSize=100');
const [seeds, pot, tool, plant] = catalogue.items
  .filter((product) => (product.soldBy ?? 'unit') === 'unit' && product.priceCents >= 500)
  .sort((a, b) => a.priceCents - b.priceCents);
if (!seeds || !pot || !tool || !plant) throw new Error('The demo catalogue has too few products');

// The back office before opening: a customer in the Trade group with its price list and some store credit, a
// promotion of each sort (on an item, on a spend, by coupon), a county tax on top of the store's, goods sold by
// the pound (grams before migration 030, thousandths of a pound since), a daily report due in a minute.
const customer = await call<{ id: string }>('POST', '/customers', {
  name: 'Upgrade Fixture Customer',
  email: 'upgrade.fixture@example.com',
  phone: '+1 555 0100',
});
const groups = await call<{ items: { id: string; name: string }[] }>('GET', '/customer-groups');
const trade = groups.items.find((group) => group.name === 'Trade') ?? groups.items[0]!;
await call('PUT', `/customer-groups/${trade.id}/prices`, {
  prices: [
    { productId: tool.id, priceCents: tool.priceCents - 100 },
    { categoryId: plant.categoryId, percentOffBps: 500 },
  ],
});
await call('PUT', `/customers/${customer.id}/group`, { groupId: trade.id });
await call('POST', `/customers/${customer.id}/store-credit`, { amountCents: 2500, reason: 'Goodwill' });
await call('POST', '/promotions', {
  name: '10% off the fixture pot',
  rule: { kind: 'percent_off', percentBps: 1000, target: { productIds: [pot.id], categoryIds: [] } },
});
await call('POST', '/promotions', {
  name: '$5 off $100',
  rule: { kind: 'spend_threshold', thresholdCents: 10_000, amountCents: 500 },
});
await call('POST', '/promotions', {
  name: 'UPGRADE5: 5% off the sale',
  rule: { kind: 'percent_off', percentBps: 500, target: 'sale' },
  coupon: { code: 'UPGRADE5', limitTotal: 100, limitPerCustomer: 2 },
});
const store = await call<Record<string, unknown>>('GET', '/settings/store');
await call('PUT', '/settings/store', {
  ...store,
  additionalTaxes: [{ name: 'County Tax', rate: 1.5, categoryIds: [tool.categoryId] }],
});
const cheddar = await call<{ id: string }>('POST', '/products', {
  name: 'Upgrade Fixture Cheddar',
  sku: 'UPG-CHEDDAR',
  barcode: null,
  taxRate: 0,
  categoryId: seeds.categoryId,
  priceCents: 1299,
  costCents: 700,
  reorderLevel: 907,
  soldBy: 'lb',
  stock: 5443,
});
const nextMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: String(store.timeZone),
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(new Date(Date.now() + 60_000));
await call('POST', '/report-schedules', { tab: 'sales', frequency: 'daily', time: nextMinute });

// A till of its own: a shift opened with a float, a block of numbers and a credential to sell offline with, and
// a customer display paired with it.
const till = await call<{ id: string }>('POST', '/tills', { name: 'Upgrade Fixture Till' });
const shift = await call<{ id: string }>('POST', '/shifts', {
  id: randomUUID(),
  tillId: till.id,
  count: { totalCents: 15_000 },
});
const block = await call<{ firstValue: number }>('POST', `/tills/${till.id}/number-blocks`, { kind: 'order', size: 5 });
await call('POST', '/offline-credentials', { tillId: till.id });
await call('POST', '/displays/pair', { tillId: till.id });
await call('PUT', '/displays/state', {
  tillId: till.id,
  state: {
    phase: 'cart',
    lines: [{ name: 'Upgrade Fixture Cheddar', quantityText: '0.5 lb', amountCents: 650 }],
    subtotalCents: 650,
    discountCents: 0,
    taxes: [],
    totalCents: 650,
  },
});

// Sales: cash for the customer, card with the pot's promotion, cash and card with weighed cheese, a spend over the
// threshold with the coupon, a gift card sold then spent in part, store credit spent.
const byCash = await sell(till.id, [{ productId: pot.id, quantity: 2 }], cash, { customerId: customer.id });
await sell(till.id, [{ productId: pot.id, quantity: 3 }], card);
await sell(
  till.id,
  [
    { productId: tool.id, quantity: 1 },
    { productId: cheddar.id, quantity: 227 },
  ],
  partly('cash', 1000),
);
await sell(
  till.id,
  [
    { productId: plant.id, quantity: 4 },
    { productId: tool.id, quantity: 2 },
  ],
  card,
  { customerId: customer.id, couponCodes: ['UPGRADE5'] },
);
await sell(till.id, [], card, { giftCards: [{ code: 'GV-UPGRADE-1', amountCents: 5000 }] });
await sell(till.id, [{ productId: seeds.id, quantity: 2 }], partly('voucher', 1500, 'GV-UPGRADE-1'));
await sell(till.id, [{ productId: pot.id, quantity: 1 }], partly('store_credit', 1000), { customerId: customer.id });

// The cashier's discount past her own limit, on the manager's PIN; a cart parked for later; a pay-out.
const admin = cookie;
await signIn('user-cashier', '3333');
const override = randomUUID();
await call('POST', '/overrides', {
  id: override,
  tillId: till.id,
  action: 'discount',
  details: { percent: 20 },
  approval: { userId: 'user-manager', pin: '2222' },
});
await sell(till.id, [{ productId: seeds.id, quantity: 1, discount: { kind: 'percent', percent: 20 } }], card, {
  overrideId: override,
});
cookie = admin;
await call('POST', '/sales/parked', {
  id: randomUUID(),
  tillId: till.id,
  lines: [{ productId: pot.id, quantity: 1 }],
  customerId: customer.id,
  note: 'Collecting after lunch',
});
await call('POST', `/shifts/${shift.id}/cash-movements`, {
  id: randomUUID(),
  kind: 'pay_out',
  amountCents: 800,
  reason: 'Window cleaner',
});

// A unit of the cash sale refunded; goods brought back without a receipt, as store credit.
await call('POST', '/refunds', {
  id: randomUUID(),
  saleId: byCash.id,
  tillId: till.id,
  lines: [{ saleLineId: byCash.lines[0]!.id, quantity: 1 }],
  reason: 'Cracked in the car',
});
await call('POST', '/returns', {
  id: randomUUID(),
  tillId: till.id,
  lines: [{ productId: tool.id, quantity: 1 }],
  tender: 'store_credit',
  customerId: customer.id,
  reason: 'Gift, unwanted',
});

// Offline: a sale the till took ten minutes ago on a number of its block, sent by its outbox when the server was
// back; one it says the cashier took, without her credential, held for a manager.
const offline = {
  id: randomUUID(),
  tillId: till.id,
  number: `ORD-${block.firstValue}`,
  lines: [{ productId: seeds.id, quantity: 3, unitPriceCents: seeds.priceCents }],
  payments: [{ method: 'card', amountCents: 1 }],
  offline: { capturedAt: new Date(Date.now() - 10 * 60_000).toISOString() },
};
const offlineTotal = await totalOf(offline);
const sent = await call<{ results: { status: number }[] }>('POST', '/sales/batch', {
  sales: [{ ...offline, payments: card(offlineTotal), expectedTotalCents: offlineTotal }],
});
if (sent.results.some((result) => result.status !== 200)) throw new Error(JSON.stringify(sent));
const held = { ...offline, id: randomUUID(), number: undefined, lines: [{ ...offline.lines[0]!, quantity: 1 }] };
const heldTotal = await totalOf(held);
await call(
  'POST',
  '/sales',
  {
    ...held,
    offline: { ...held.offline, takenBy: 'user-cashier' },
    payments: card(heldTotal),
    expectedTotalCents: heldTotal,
  },
  [202],
);

// The drawer counted as expected, the shift closed (its Z report) leaving the float.
const shiftReport = await call<{ figures: { drawer: { expectedCents: number } } }>('GET', `/shifts/${shift.id}`);
await call('POST', `/shifts/${shift.id}/count`, { count: { totalCents: shiftReport.figures.drawer.expectedCents } });
await call('POST', `/shifts/${shift.id}/close`, { floatLeftCents: 15_000 });

// The back office after closing: a purchase order sent and received in part, pots sent to Riverside and received
// there (which charges its own price for them), the seed shelf counted.
const suppliers = await call<{ id: string }[]>('GET', '/suppliers');
const order = await call<{ id: string }>('POST', '/purchase-orders', {
  supplierId: suppliers[0]!.id,
  lines: [
    { productId: pot.id, quantity: 10, unitCostCents: 400 },
    { productId: seeds.id, quantity: 20, unitCostCents: 150 },
  ],
});
await call('POST', `/purchase-orders/${order.id}/send`);
await call('POST', `/purchase-orders/${order.id}/receipts`, {
  lines: [
    { productId: pot.id, quantity: 10 },
    { productId: seeds.id, quantity: 12, unitCostCents: 140 },
  ],
});
const transfer = await call<{ id: string }>('POST', '/transfers', {
  toStoreId: 'store-2',
  note: 'Riverside is short',
  lines: [{ productId: pot.id, quantity: 3 }],
});
await call('POST', '/session/store', { storeId: 'store-2' });
await call('POST', `/transfers/${transfer.id}/receive`, {});
const shelf = await call<Record<string, unknown>>('GET', `/products/${pot.id}`);
const fields = ['name', 'sku', 'barcode', 'taxRate', 'categoryId', 'image', 'reorderLevel', 'description', 'supplier'];
await call('PUT', `/products/${pot.id}`, {
  ...Object.fromEntries(fields.map((field) => [field, shelf[field]])),
  isActive: true,
  soldBy: 'unit',
  priceCents: shelf.chainPriceCents,
  costCents: shelf.costCents,
  storePriceCents: Number(shelf.chainPriceCents) + 200,
});
await call('POST', '/session/store', { storeId: 'store-1' });
const count = await call<{ id: string }>('POST', '/stock-takes', { categoryId: seeds.categoryId, note: 'Seed shelf' });
await call('POST', `/stock-takes/${count.id}/counts`, { productId: seeds.id, quantity: 40, mode: 'set' });
await call('POST', `/stock-takes/${count.id}/apply`, { uncounted: 'keep' });

// The daily report, written by the server's scheduler at its minute (the server checks every 250 ms here).
for (let waited = 0; ; waited += 500) {
  const files = await call<unknown[] | { items: unknown[] }>('GET', '/report-files');
  if ((Array.isArray(files) ? files : files.items).length > 0) break;
  if (waited > 120_000) throw new Error('No scheduled report written: set TILLWISE_SCHEDULE_INTERVAL_MS=250');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`Traded on ${base}: 11 sales (one offline, one held), a refund, a return, a shift closed`);
