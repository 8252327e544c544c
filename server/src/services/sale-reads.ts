import type { ChainPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { busOf, catchUpTopic } from '../db/change-bus';
import type { Db } from '../db/database';
import type { PlanStep } from '../db/plan';
import * as saleRepository from '../db/repositories/sale-repository';
import * as saleWriteRepository from '../db/repositories/sale-write-repository';
import * as settingsRepository from '../db/repositories/settings-repository';
import * as tillRepository from '../db/repositories/till-repository';
import type { PromotionBook } from './promotion-book';
import type { SaleProduct } from './sale-product';
import { parsePaymentSettings } from './settings-payment-service';

/**
 * What a sale reads that does not change from one sale to the next (its till and open shift, the store's pricing,
 * the chain's payment settings), kept in memory so a sale reads it once rather than every time. Nothing here is
 * trusted blindly: the sale's plan checks each value it used against the database inside its transaction
 * (`guards`), and a sale whose values have changed is recorded the careful way, which reads them afresh and
 * forgets these. A second server's change is therefore never missed, only noticed one sale late.
 */
interface Kept {
  tills: Map<string, Promise<TillRow | undefined>>;
  stores: Map<string, Promise<StoreRow | undefined>>;
  payments: Promise<{ text: string | null; settings: ChainPaymentSettings }> | null;
  products: Map<string, Promise<SaleProduct | undefined>>;
  book: Promise<PromotionBook> | null;
}

type TillRow = NonNullable<Awaited<ReturnType<typeof tillRepository.findTillWithActiveShift>>>;
type StoreRow = NonNullable<Awaited<ReturnType<typeof settingsRepository.findStoreRow>>>;

/** The store preference whose value changes with every promotion, price list or group change. */
export const promotionsVersionKey = 'promotions';

const kept = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let entry = kept.get(db);
  if (!entry) {
    kept.set(db, (entry = { tills: new Map(), stores: new Map(), payments: null, products: new Map(), book: null }));
    // After the database was away, what is kept is read afresh rather than found stale one sale late.
    const unsubscribe = busOf(db).subscribe(catchUpTopic, () => {
      kept.delete(db);
      unsubscribe();
    });
  }
  return entry;
}

function remember<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    value = load();
    // A failed read is not kept.
    value.catch(() => map.delete(key));
    if (map.size > 1_000) map.clear();
    map.set(key, value);
  }
  return value;
}

/** The till with its open (or counted) shift, as the sale path last read it. */
export const keptTill = (db: Db, tillId: string) =>
  remember(keptFor(db).tills, tillId, () => tillRepository.findTillWithActiveShift(db, tillId));

/** The store's row (its pricing and offline card limit), as the sale path last read it. */
export const keptStore = (db: Db, storeId: string) =>
  remember(keptFor(db).stores, storeId, () => settingsRepository.findStoreRow(db, storeId));

/** The chain's payment settings and the stored text they came from (null while the defaults apply). */
export function keptPaymentSettings(db: Db) {
  const entry = keptFor(db);
  if (!entry.payments) {
    entry.payments = settingsRepository.findPreferenceText(db, 'payments').then((text) => ({
      text,
      settings: parsePaymentSettings(text === null ? null : (JSON.parse(text) as unknown)),
    }));
    entry.payments.catch(() => (entry.payments = null));
  }
  return entry.payments;
}

/** The products of a sale with this store's prices, from those kept (the others read in one go and kept). */
export async function keptProducts(db: Db, storeId: string, ids: string[]): Promise<SaleProduct[]> {
  const products = keptFor(db).products;
  const missing = ids.filter((id) => !products.has(`${storeId}|${id}`));
  if (missing.length > 0) {
    const read = saleRepository.findProductsByIds(db, storeId, missing);
    for (const id of missing) {
      const one = read.then((rows) => rows.find((row) => row.id === id));
      one.catch(() => products.delete(`${storeId}|${id}`));
      products.set(`${storeId}|${id}`, one);
    }
    if (products.size > 20_000) products.clear();
  }
  const rows = await Promise.all(ids.map((id) => products.get(`${storeId}|${id}`)));
  return rows.filter((row): row is SaleProduct => row !== undefined);
}

/** The promotions and price lists, as the sale path last read them (`read` is promotion-service's reader). */
export function keptPromotionBook(db: Db, read: (db: Db) => Promise<PromotionBook>) {
  const entry = keptFor(db);
  if (!entry.book) {
    entry.book = read(db);
    entry.book.catch(() => (entry.book = null));
  }
  return entry.book;
}

/** Forgets everything kept: after a plan found a value changed, or a service changed one. */
export function forgetSaleReads(db: Db): void {
  kept.delete(db);
}

/** The plan's checks that the kept values it used are still the database's. */
export function guards(
  till: TillRow,
  store: StoreRow,
  payments: { text: string | null },
  products: readonly SaleProduct[],
  book: Pick<PromotionBook, 'version'>,
): PlanStep[] {
  return [
    settingsRepository.preferenceUnchangedStep(promotionsVersionKey, book.version),
    tillRepository.tillUnchangedStep(till),
    settingsRepository.storeUnchangedStep(store),
    settingsRepository.preferenceUnchangedStep('payments', payments.text),
    ...products.map((product) => saleWriteRepository.productUnchangedStep(store.id, product)),
  ];
}
