import { randomUUID } from 'node:crypto';
import type { OwnServer } from './own-server';
import { api, signInCookie } from './owner-store';

/**
 * A British shop set up from an empty install through the API: English as written in the UK, pounds, prices
 * including 20 % VAT. Till 1 sells a day's goods and closes its shift, so its Z report and Finance have figures.
 */
export const ukShop = {
  name: 'Hebden Hardware',
  admin: { id: 'user-admin', pin: '1111' },
  lantern: { name: 'Storm Lantern', sku: 'LNT-STM', priceCents: 2_450 },
};

/** Sets the shop up, sells three lanterns for cash at Till 1 and closes the shift; the sale's total in pence. */
export async function setUpUkShop(server: OwnServer): Promise<{ totalCents: number }> {
  await server.start();
  const url = server.baseURL;
  const owner = await signInCookie(url, ukShop.admin.id, ukShop.admin.pin);
  const settings = await api<Record<string, unknown>>(url, owner, 'GET', '/settings/store');
  await api(url, owner, 'PUT', '/settings/store', {
    ...settings,
    name: ukShop.name,
    type: 'hardware',
    address: '3 Market Street',
    city: 'Hebden Bridge',
    state: 'West Yorkshire',
    zip: 'HX7 6AA',
    taxRate: 20,
    taxName: 'VAT',
    pricesIncludeTax: true,
    timeZone: 'Europe/London',
    locale: 'en-GB',
    currency: 'GBP',
    vatNumber: 'GB123456789',
  });
  const category = await api<{ id: string }>(url, owner, 'POST', '/categories', { name: 'Lighting' });
  const lantern = await api<{ id: string }>(url, owner, 'POST', '/products', {
    name: ukShop.lantern.name,
    sku: ukShop.lantern.sku,
    barcode: null,
    categoryId: category.id,
    priceCents: ukShop.lantern.priceCents,
    costCents: null,
    taxRate: 20,
    stock: 30,
    reorderLevel: 5,
    description: '',
    supplier: '',
    isActive: true,
    soldBy: 'unit',
  });
  const shiftId = randomUUID();
  await api(url, owner, 'POST', '/shifts', { id: shiftId, tillId: 'till-1', count: { totalCents: 10_000 } });
  const cart = { tillId: 'till-1', lines: [{ productId: lantern.id, quantity: 3 }] };
  const { totalCents } = await api<{ totalCents: number }>(url, owner, 'POST', '/sales/price', cart);
  await api(url, owner, 'POST', '/sales', {
    ...cart,
    id: randomUUID(),
    payments: [{ method: 'cash', amountCents: totalCents, tenderedCents: 10_000 }],
    expectedTotalCents: totalCents,
  });
  const shift = await api<{ figures: { drawer: { expectedCents: number } } }>(url, owner, 'GET', `/shifts/${shiftId}`);
  await api(url, owner, 'POST', `/shifts/${shiftId}/count`, {
    count: { totalCents: shift.figures.drawer.expectedCents },
  });
  await api(url, owner, 'POST', `/shifts/${shiftId}/close`, { floatLeftCents: 10_000 });
  return { totalCents };
}
