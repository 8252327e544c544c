import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OwnServer } from './own-server';

/**
 * A shop's own store, not the demo: a delicatessen set up from an empty install through the API as its owner would.
 * Renamed, with its own tax name, its own categories, goods weighed by the lb and the kg, a loaf by the unit with a
 * barcode, coffee sold as variants, chocolate bars on a buy 2 get 1 free, a cashier of its own and Till 1's shift
 * open. Specs of the till, Products, Dashboard, Orders, Reports and refunds run on it as well as on the demo.
 */
export const deli = {
  name: 'Marlow & Sons Deli',
  taxName: 'VT Sales Tax',
  taxRate: 6,
  address: '5 Church Street',
  city: 'Burlington',
  state: 'VT',
  zip: '05401',
  phone: '(802) 555-0199',
  email: 'hello@marlow.example',
  admin: { id: 'user-admin', pin: '1111' },
  cashier: { name: 'Sam Carter', pin: '5555' },
  categories: ['Cheese', 'Charcuterie', 'Coffee', 'Bakery', 'Sweets'],
  products: {
    cheddar: {
      name: 'Vermont Cheddar',
      sku: 'CHS-CHD',
      category: 'Cheese',
      priceCents: 2499,
      soldBy: 'lb',
      stock: 12_000,
      reorderLevel: 2_000,
    },
    prosciutto: {
      name: 'Prosciutto di Parma',
      sku: 'CHR-PRS',
      category: 'Charcuterie',
      priceCents: 2899,
      soldBy: 'lb',
      stock: 5_000,
      reorderLevel: 1_000,
    },
    olives: {
      name: 'Castelvetrano Olives',
      sku: 'CHR-OLV',
      category: 'Charcuterie',
      priceCents: 1800,
      soldBy: 'kg',
      stock: 4_000,
      reorderLevel: 500,
    },
    sourdough: {
      name: 'Sourdough Loaf',
      sku: 'BKY-SRD',
      category: 'Bakery',
      priceCents: 650,
      soldBy: 'unit',
      stock: 24,
      reorderLevel: 6,
      barcode: '4006381333931',
    },
    chocolate: {
      name: 'Dark Chocolate Bar',
      sku: 'SWT-DRK',
      category: 'Sweets',
      priceCents: 499,
      soldBy: 'unit',
      stock: 60,
      reorderLevel: 10,
    },
    coffee: {
      name: 'House Blend Coffee',
      sku: 'COF-HSE',
      category: 'Coffee',
      priceCents: 1599,
      soldBy: 'lb',
      stock: 0,
      reorderLevel: 2_000,
    },
  },
} as const;

export type DeliProduct = keyof typeof deli.products;

export interface OwnerStore {
  /** Each product's id, by its key in `deli.products`. */
  ids: Record<DeliProduct, string>;
  /** The coffee's variants: its grinds, each with 12.25 lb in stock. */
  coffeeVariants: string[];
}

/** A JSON request as the owner's browser makes it, with their session cookie; fails the test on any error. */
export async function api<T>(
  baseURL: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the API as a member of staff; their session cookie. */
export async function signInCookie(baseURL: string, userId: string, pin: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, pin }),
  });
  if (!response.ok) throw new Error(`Signing in as ${userId} answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A server of a spec's own that installs empty, for the delicatessen to be set up on (see setUpOwnerStore). */
export const emptyInstall = () => new OwnServer({ fresh: true, seed: 'empty' });

/** Starts the server on its empty install and sets the delicatessen up on it, step by step, as its owner does. */
export async function setUpOwnerStore(server: OwnServer): Promise<OwnerStore> {
  await server.start();
  const url = server.baseURL;
  const owner = await signInCookie(url, deli.admin.id, deli.admin.pin);
  const settings = await api<Record<string, unknown>>(url, owner, 'GET', '/settings/store');
  await api(url, owner, 'PUT', '/settings/store', {
    ...settings,
    name: deli.name,
    type: 'deli',
    address: deli.address,
    city: deli.city,
    state: deli.state,
    zip: deli.zip,
    phone: deli.phone,
    email: deli.email,
    taxRate: deli.taxRate,
    taxName: deli.taxName,
  });
  const categories = new Map<string, string>();
  for (const name of deli.categories) {
    const created = await api<{ id: string }>(url, owner, 'POST', '/categories', { name });
    categories.set(name, created.id);
  }
  const ids = {} as Record<DeliProduct, string>;
  for (const [key, product] of Object.entries(deli.products) as [DeliProduct, (typeof deli.products)[DeliProduct]][]) {
    const created = await api<{ id: string }>(url, owner, 'POST', '/products', {
      name: product.name,
      sku: product.sku,
      barcode: 'barcode' in product ? product.barcode : null,
      categoryId: categories.get(product.category),
      priceCents: product.priceCents,
      costCents: null,
      taxRate: deli.taxRate,
      stock: product.stock,
      reorderLevel: product.reorderLevel,
      description: '',
      supplier: '',
      isActive: true,
      soldBy: product.soldBy,
    });
    ids[key] = created.id;
  }
  const grinds = ['Whole bean', 'Ground'];
  const saved = await api<{ variants: { id: string }[] }>(url, owner, 'PUT', `/products/${ids.coffee}/variants`, {
    options: [{ name: 'Grind', values: grinds }],
    variants: grinds.map((grind, index) => ({
      values: { Grind: grind },
      sku: `COF-HSE-${index + 1}`,
      barcode: null,
      priceCents: deli.products.coffee.priceCents,
      costCents: null,
      stock: 12_250,
      isActive: true,
    })),
  });
  await api(url, owner, 'POST', '/promotions', {
    name: 'Chocolate: buy 2 get 1 free',
    rule: {
      kind: 'buy_x_get_y',
      buy: 2,
      get: 1,
      percentBps: 10_000,
      target: { productIds: [ids.chocolate], categoryIds: [] },
    },
  });
  await api(url, owner, 'POST', '/staff', {
    name: deli.cashier.name,
    email: 'sam@marlow.example',
    role: 'cashier',
    pin: deli.cashier.pin,
  });
  await api(url, owner, 'POST', '/shifts', { id: randomUUID(), tillId: 'till-1', count: { totalCents: 15_000 } });
  return { ids, coffeeVariants: saved.variants.map((variant) => variant.id) };
}

/** The browser as the delicatessen's Till 1. */
export const deliTillStorage = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: 'tillwise.till.v1',
          value: JSON.stringify({ id: 'till-1', name: 'Till 1', storeId: 'store-1', storeName: deli.name }),
        },
      ],
    },
  ],
});

/** Signs in on the sign-in screen as one of the delicatessen's own people. */
export async function signInAtDeli(page: Page, who: 'owner' | 'cashier', path = '/') {
  await page.goto(path);
  const name = who === 'owner' ? /Store Admin/ : new RegExp(deli.cashier.name);
  await page.getByRole('radiogroup', { name: 'Staff member' }).getByRole('radio').filter({ hasText: name }).click();
  for (const digit of who === 'owner' ? deli.admin.pin : deli.cashier.pin) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}
