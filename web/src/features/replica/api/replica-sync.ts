import type { Category, Product } from '@tillwise/core/catalog/catalog-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import type {
  ReplicaChanges,
  ReplicaCursor,
  ReplicaCustomerPage,
  ReplicaProductPage,
} from '@tillwise/core/replica/replica-schemas';
import { api } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import { localDb } from '@/lib/local-db';
import type { SearchClient } from '../search/search-client';

/** How often an online till asks what changed: a product edit reaches it within this. */
export const pollMs = 3000;
const pageLimit = 5000;

export interface ReplicaStatus {
  /** The search worker holds the catalogue: the till searches locally. */
  ready: boolean;
  products: number;
  /** The last time the replica heard from the server (ISO), or null before the first sync. */
  syncedAt: string | null;
  /** Goes up whenever the products held change: searches asked before are stale. */
  version: number;
}

/** Stock and points moved by what the till did offline. */
export interface HeldChanges {
  stock: { productId: string; quantityChange: number }[];
  points: { customerId: string; pointsChange: number }[];
}

type Meta = { storeId: string; cursor: number; epoch: string; categories: Category[]; syncedAt: string };
type Listener = (changes: { settings: boolean; staff: boolean; categories: Category[] | null }) => void;

async function readMeta<K extends keyof Meta>(key: K): Promise<Meta[K] | undefined> {
  return (await (await localDb()).get('meta', key)) as Meta[K] | undefined;
}

/**
 * Keeps this till's replica of the catalogue and customers fresh: a snapshot paged from the server once (kept in
 * IndexedDB, so a reload or an offline start needs none), then the change log followed from its cursor. Every
 * product change goes to the search worker as well, so the till's search never waits for the network.
 */
export class ReplicaSync {
  private status: ReplicaStatus = { ready: false, products: 0, syncedAt: null, version: 0 };
  private readonly statusListeners = new Set<() => void>();
  private readonly changeListeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private busy: Promise<void> | null = null;

  constructor(
    private readonly storeId: string,
    private readonly search: SearchClient,
  ) {}

  getStatus = () => this.status;
  subscribe = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };
  onChanges(listener: Listener) {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  async start() {
    await this.loadKept();
    this.unsubscribeConnectivity = connectivity.subscribe(() => {
      if (connectivity.get().online) this.syncNow();
    });
    this.syncNow();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.unsubscribeConnectivity?.();
    this.search.close();
  }

  private again = false;

  /** Asks the server now (and then on the usual beat); asked while a sync runs, another follows it at once. */
  syncNow() {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.busy = this.sync()
      .catch(() => undefined) // unreachable or refused: the replica stays as it is and the next beat tries again
      .finally(() => {
        this.busy = null;
        const again = this.again;
        this.again = false;
        if (!this.stopped) this.timer = setTimeout(() => this.syncNow(), again ? 0 : pollMs);
      });
  }

  private unsubscribeConnectivity: (() => void) | null = null;

  private setStatus(next: Partial<ReplicaStatus>) {
    this.status = { ...this.status, ...next };
    for (const listener of this.statusListeners) listener();
  }

  /** What IndexedDB kept from earlier, into the search worker: the till can search before (or without) the server. */
  private async loadKept() {
    const db = await localDb();
    if ((await readMeta('storeId')) !== this.storeId) {
      // The browser became a till of another store: nothing kept belongs to it.
      const tx = db.transaction(['products', 'customers', 'meta'], 'readwrite');
      await Promise.all([tx.objectStore('products').clear(), tx.objectStore('customers').clear()]);
      // Only the replica's own keys: the rest of meta (kept session, roster, numbers) is not the catalogue's.
      const meta = tx.objectStore('meta');
      await Promise.all((['cursor', 'epoch', 'categories', 'syncedAt'] as const).map((key) => meta.delete(key)));
      await meta.put(this.storeId, 'storeId');
      await tx.done;
      return;
    }
    if ((await readMeta('cursor')) === undefined) return;
    const products = await db.getAll('products');
    const size = await this.search.load(products);
    this.setStatus({ ready: true, products: size, syncedAt: (await readMeta('syncedAt')) ?? null, version: 1 });
  }

  private async sync() {
    const [keptCursor, keptEpoch] = await Promise.all([readMeta('cursor'), readMeta('epoch')]);
    // A cursor kept without its epoch (from before epochs) cannot be checked against the database: start afresh.
    let at: ReplicaCursor =
      keptCursor !== undefined && keptEpoch !== undefined
        ? { cursor: keptCursor, epoch: keptEpoch }
        : await this.snapshot();
    for (;;) {
      const changes: ReplicaChanges = await api.get<ReplicaChanges>('/replica/changes', {
        query: { ...at, limit: pageLimit },
      });
      if (changes.reset) {
        at = await this.snapshot();
        continue;
      }
      await this.apply(changes);
      at = { cursor: changes.cursor, epoch: changes.epoch };
      if (!changes.more) break;
    }
  }

  /** The whole catalogue and customer list from the server, from a cursor taken before the first page. */
  private async snapshot(): Promise<ReplicaCursor> {
    const { cursor, epoch } = await api.get<ReplicaCursor>('/replica/cursor');
    const db = await localDb();
    // Until the last page is in, what IndexedDB holds is no replica: without a cursor it is never loaded as one.
    await db.delete('meta', 'cursor');
    await db.clear('products');
    await db.clear('customers');
    const products: Product[] = [];
    for (let after: string | null | undefined; after !== null;) {
      const page = await api.get<ReplicaProductPage>('/replica/products', { query: { after, limit: pageLimit } });
      await putAll('products', page.rows);
      products.push(...page.rows);
      after = page.next;
    }
    for (let after: string | null | undefined; after !== null;) {
      const page = await api.get<ReplicaCustomerPage>('/replica/customers', { query: { after, limit: pageLimit } });
      await putAll('customers', page.rows);
      after = page.next;
    }
    const categories = await api.get<Category[]>('/categories');
    const size = await this.search.load(products);
    await writeMeta({ cursor, epoch, categories, syncedAt: new Date().toISOString() });
    this.setStatus({
      ready: true,
      products: size,
      syncedAt: new Date().toISOString(),
      version: this.status.version + 1,
    });
    this.emit({ settings: true, staff: true, categories });
    return { cursor, epoch };
  }

  private async apply(changes: ReplicaChanges) {
    if (changes.products.length) await putAll('products', changes.products);
    const removed = changes.removedProductIds;
    if (removed.length) await deleteAll('products', removed);
    if (changes.customers.length) await putAll('customers', changes.customers);
    const syncedAt = new Date().toISOString();
    await writeMeta({
      cursor: changes.cursor,
      epoch: changes.epoch,
      syncedAt,
      ...(changes.categories && { categories: changes.categories }),
    });
    let size = changes.products.length ? await this.search.upsert(changes.products) : this.status.products;
    if (removed.length) size = await this.search.remove(removed);
    const version = this.status.version + (changes.products.length || removed.length || changes.categories ? 1 : 0);
    this.setStatus({ products: size, syncedAt, version });
    if (changes.settingsChanged || changes.staffChanged || changes.categories)
      this.emit({ settings: changes.settingsChanged, staff: changes.staffChanged, categories: changes.categories });
  }

  /**
   * What this till did that the server has not heard of yet (a sale or refund taken offline), in the replica at
   * once: stock on the tiles and a customer's points are right at this till. The server's own figures replace
   * them as changes arrive once it has the sale.
   */
  async applyHeld(held: HeldChanges) {
    const db = await localDb();
    const tx = db.transaction(['products', 'customers'], 'readwrite');
    const products: Product[] = [];
    for (const { productId, quantityChange } of held.stock) {
      const product = await tx.objectStore('products').get(productId);
      if (!product) continue;
      const changed = { ...product, stock: product.stock + quantityChange };
      await tx.objectStore('products').put(changed);
      products.push(changed);
    }
    for (const { customerId, pointsChange } of held.points) {
      const customer = await tx.objectStore('customers').get(customerId);
      if (customer)
        await tx.objectStore('customers').put({ ...customer, loyaltyPoints: customer.loyaltyPoints + pointsChange });
    }
    await tx.done;
    if (products.length === 0) return;
    const size = await this.search.upsert(products);
    this.setStatus({ products: size, version: this.status.version + 1 });
  }

  private emit(changes: Parameters<Listener>[0]) {
    for (const listener of this.changeListeners) listener(changes);
  }
}

async function putAll(storeName: 'products' | 'customers', rows: (Product | Customer)[]) {
  const tx = (await localDb()).transaction(storeName, 'readwrite');
  await Promise.all([...rows.map((row) => tx.store.put(row as Product & Customer)), tx.done]);
}

async function deleteAll(storeName: 'products' | 'customers', ids: string[]) {
  const tx = (await localDb()).transaction(storeName, 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

async function writeMeta(values: Partial<Meta>) {
  const tx = (await localDb()).transaction('meta', 'readwrite');
  await Promise.all([...Object.entries(values).map(([key, value]) => tx.store.put(value, key)), tx.done]);
}

/**
 * Customers the replica holds whose name, email or phone contains the text (any case), by name: the till's
 * customer search while the server cannot be reached.
 */
export async function searchKeptCustomers(text: string, limit: number): Promise<Customer[]> {
  const needle = text.trim().toLowerCase();
  const matches = (await (await localDb()).getAll('customers')).filter(
    (customer) =>
      !needle || [customer.name, customer.email, customer.phone].some((field) => field?.toLowerCase().includes(needle)),
  );
  return matches.sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}

/** The categories the replica holds, for the till's chips while offline. */
export const keptCategories = () => readMeta('categories');
