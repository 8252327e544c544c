import { randomUUID } from 'node:crypto';
import type { OwnServer } from './own-server';
import { api, signInCookie } from './owner-store';

/**
 * A German shop, not the demo: a Feinkost in Berlin set up from an empty install through the API as its owner
 * would, in German and euros, its prices including VAT (19 % on cheese, the reduced 7 % on bread and on olives
 * weighed by the kg), with its VAT
 * number, and Till 1's shift open with €150.00.
 */
export const feinkost = {
  name: 'Feinkost Lindner',
  vatNumber: 'DE123456789',
  admin: { id: 'user-admin', pin: '1111' },
  products: {
    cheese: { name: 'Bergkäse', sku: 'KAS-BRG', priceCents: 780, taxRate: 19 },
    bread: { name: 'Roggenbrot', sku: 'BRT-RGN', priceCents: 320, taxRate: 7 },
    olives: { name: 'Oliven', sku: 'OLV-KAL', priceCents: 2490, taxRate: 7, soldBy: 'kg' },
  },
} as const;

/** Starts the server on its empty install and sets the Feinkost up on it. */
export async function setUpGermanStore(server: OwnServer): Promise<void> {
  await server.start();
  const url = server.baseURL;
  const owner = await signInCookie(url, feinkost.admin.id, feinkost.admin.pin);
  const settings = await api<Record<string, unknown>>(url, owner, 'GET', '/settings/store');
  await api(url, owner, 'PUT', '/settings/store', {
    ...settings,
    name: feinkost.name,
    type: 'deli',
    address: 'Kastanienallee 12',
    city: 'Berlin',
    state: '',
    zip: '10435',
    taxRate: 19,
    taxName: 'MwSt.',
    pricesIncludeTax: true,
    timeZone: 'Europe/Berlin',
    locale: 'de-DE',
    currency: 'EUR',
    vatNumber: feinkost.vatNumber,
  });
  const category = await api<{ id: string }>(url, owner, 'POST', '/categories', { name: 'Feinkost' });
  for (const product of Object.values(feinkost.products)) {
    await api(url, owner, 'POST', '/products', {
      name: product.name,
      sku: product.sku,
      barcode: null,
      categoryId: category.id,
      priceCents: product.priceCents,
      costCents: null,
      taxRate: product.taxRate,
      stock: 'soldBy' in product ? 40_000 : 40,
      reorderLevel: 5,
      description: '',
      supplier: '',
      isActive: true,
      soldBy: 'soldBy' in product ? product.soldBy : 'unit',
    });
  }
  await api(url, owner, 'POST', '/shifts', { id: randomUUID(), tillId: 'till-1', count: { totalCents: 15_000 } });
}

/** The browser as the Feinkost's Till 1. */
export const feinkostTillStorage = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: 'tillwise.till.v1',
          value: JSON.stringify({ id: 'till-1', name: 'Till 1', storeId: 'store-1', storeName: feinkost.name }),
        },
      ],
    },
  ],
});
