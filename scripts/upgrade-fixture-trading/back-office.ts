// The back office: the store made ready before the tills open, restocked after they close, and its scheduled
// report awaited.
import type { TillwiseApi } from './http';
import type { Product } from './till';

/** What the day's trading sells and to whom, as the back office set it up. */
export interface Shop {
  seeds: Product;
  pot: Product;
  tool: Product;
  plant: Product;
  cheddar: { id: string };
  customer: { id: string };
  timeZone: string;
}

/**
 * Before opening: a customer in the Trade group with its price list and some store credit, a promotion of each
 * sort (on an item, on a spend, by coupon), a county tax on top of the store's, goods sold by the pound (grams
 * before migration 030, thousandths of a pound since), a daily report due in a minute (e-mailed too, to any
 * recipients given).
 */
export async function prepareStore(api: TillwiseApi, reportRecipients: string[]): Promise<Shop> {
  const catalogue = await api.call<{ items: Product[] }>('GET', '/products?active=true&pageSize=100');
  const [seeds, pot, tool, plant] = catalogue.items
    .filter((product) => (product.soldBy ?? 'unit') === 'unit' && product.priceCents >= 500)
    .sort((a, b) => a.priceCents - b.priceCents);
  if (!seeds || !pot || !tool || !plant) throw new Error('The demo catalogue has too few products');

  const customer = await api.call<{ id: string }>('POST', '/customers', {
    name: 'Upgrade Fixture Customer',
    email: 'upgrade.fixture@example.com',
    phone: '+1 555 0100',
  });
  const groups = await api.call<{ items: { id: string; name: string }[] }>('GET', '/customer-groups');
  const trade = groups.items.find((group) => group.name === 'Trade') ?? groups.items[0]!;
  await api.call('PUT', `/customer-groups/${trade.id}/prices`, {
    prices: [
      { productId: tool.id, priceCents: tool.priceCents - 100 },
      { categoryId: plant.categoryId, percentOffBps: 500 },
    ],
  });
  await api.call('PUT', `/customers/${customer.id}/group`, { groupId: trade.id });
  await api.call('POST', `/customers/${customer.id}/store-credit`, { amountCents: 2500, reason: 'Goodwill' });
  await api.call('POST', '/promotions', {
    name: '10% off the fixture pot',
    rule: { kind: 'percent_off', percentBps: 1000, target: { productIds: [pot.id], categoryIds: [] } },
  });
  await api.call('POST', '/promotions', {
    name: '$5 off $100',
    rule: { kind: 'spend_threshold', thresholdCents: 10_000, amountCents: 500 },
  });
  await api.call('POST', '/promotions', {
    name: 'UPGRADE5: 5% off the sale',
    rule: { kind: 'percent_off', percentBps: 500, target: 'sale' },
    coupon: { code: 'UPGRADE5', limitTotal: 100, limitPerCustomer: 2 },
  });
  const store = await api.call<Record<string, unknown>>('GET', '/settings/store');
  await api.call('PUT', '/settings/store', {
    ...store,
    additionalTaxes: [{ name: 'County Tax', rate: 1.5, categoryIds: [tool.categoryId] }],
  });
  const cheddar = await api.call<{ id: string }>('POST', '/products', {
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
  const timeZone = String(store.timeZone);
  const nextMinute = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + 60_000));
  await api.call('POST', '/report-schedules', {
    tab: 'sales',
    frequency: 'daily',
    time: nextMinute,
    ...(reportRecipients.length > 0 && { recipients: reportRecipients }),
  });
  return { seeds, pot, tool, plant, cheddar, customer, timeZone };
}

/**
 * After closing: a purchase order sent and received in part, pots sent to Riverside and received there (which
 * charges its own price for them), the seed shelf counted.
 */
export async function restock(api: TillwiseApi, { seeds, pot }: Shop): Promise<void> {
  const suppliers = await api.call<{ id: string }[]>('GET', '/suppliers');
  const order = await api.call<{ id: string }>('POST', '/purchase-orders', {
    supplierId: suppliers[0]!.id,
    lines: [
      { productId: pot.id, quantity: 10, unitCostCents: 400 },
      { productId: seeds.id, quantity: 20, unitCostCents: 150 },
    ],
  });
  await api.call('POST', `/purchase-orders/${order.id}/send`);
  await api.call('POST', `/purchase-orders/${order.id}/receipts`, {
    lines: [
      { productId: pot.id, quantity: 10 },
      { productId: seeds.id, quantity: 12, unitCostCents: 140 },
    ],
  });
  const transfer = await api.call<{ id: string }>('POST', '/transfers', {
    toStoreId: 'store-2',
    note: 'Riverside is short',
    lines: [{ productId: pot.id, quantity: 3 }],
  });
  await api.call('POST', '/session/store', { storeId: 'store-2' });
  await api.call('POST', `/transfers/${transfer.id}/receive`, {});
  const shelf = await api.call<Record<string, unknown>>('GET', `/products/${pot.id}`);
  const fields = [
    'name',
    'sku',
    'barcode',
    'taxRate',
    'categoryId',
    'image',
    'reorderLevel',
    'description',
    'supplier',
  ];
  await api.call('PUT', `/products/${pot.id}`, {
    ...Object.fromEntries(fields.map((field) => [field, shelf[field]])),
    isActive: true,
    soldBy: 'unit',
    priceCents: shelf.chainPriceCents,
    costCents: shelf.costCents,
    storePriceCents: Number(shelf.chainPriceCents) + 200,
  });
  await api.call('POST', '/session/store', { storeId: 'store-1' });
  const count = await api.call<{ id: string }>('POST', '/stock-takes', {
    categoryId: seeds.categoryId,
    note: 'Seed shelf',
  });
  await api.call('POST', `/stock-takes/${count.id}/counts`, { productId: seeds.id, quantity: 40, mode: 'set' });
  await api.call('POST', `/stock-takes/${count.id}/apply`, { uncounted: 'keep' });
}

/** The daily report, written by the server's scheduler at its minute (the server checks every 250 ms here). */
export async function waitForScheduledReport(api: TillwiseApi): Promise<void> {
  for (let waited = 0; ; waited += 500) {
    const files = await api.call<unknown[] | { items: unknown[] }>('GET', '/report-files');
    if ((Array.isArray(files) ? files : files.items).length > 0) return;
    if (waited > 120_000) throw new Error('No scheduled report written: set TILLWISE_SCHEDULE_INTERVAL_MS=250');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
