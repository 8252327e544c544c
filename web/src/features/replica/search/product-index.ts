import type { Product, ProductListQuery, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { clearBit, countBits, hasBit, intersect, setBit, subtract, unite, widened, wordsFor } from './bitset';
import { codePointOrderKey, DisplayOrder } from './display-order';
import { SlotsByCode } from './slots-by-code';
import { TextField } from './text-field';

/** A search as the till's product picker asks it: the same fields as GET /api/products. */
export type ProductSearch = Pick<ProductListQuery, 'q' | 'categoryId' | 'active' | 'parentId' | 'page' | 'pageSize'>;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalogue in memory, searched the way the server searches it (GET /api/products and /api/products/lookup):
 * name or SKU containing the text ignoring case, or barcode containing it exactly; active-only and category
 * filters; a product's variants only when asked for them or searching (browsing lists their parent); listed by name,
 * then id; one page and the count of every match.
 *
 * Each product has a slot; per-slot bit sets (live, active, each category, each character and pair of characters
 * of each field) answer a search without looking at most products, and the slots kept in display order give the
 * first page after a few steps however many products match.
 */
export class ProductIndex {
  private products: (Product | undefined)[] = [];
  private sortNames: string[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly codes = new SlotsByCode();
  private freeSlots: number[] = [];
  /** Slots ever used: bit sets are read up to here. */
  private slotCount = 0;
  private words = 0;
  private live = new Uint32Array(0);
  private active = new Uint32Array(0);
  private readonly categories = new Map<string, Uint32Array>();
  /** Slots holding a variant, and the variants of each parent. */
  private variants = new Uint32Array(0);
  private readonly parents = new Map<string, Uint32Array>();
  /** Names and SKUs lowercased, barcodes as they are. */
  private readonly names = new TextField(0);
  private readonly skus = new TextField(0);
  private readonly barcodes = new TextField(0);
  private within = new Uint32Array(0);
  private matches = new Uint32Array(0);
  private fieldMatches = new Uint32Array(0);
  private readonly order = new DisplayOrder(
    (a, b) =>
      compareText(this.sortNames[a]!, this.sortNames[b]!) || compareText(this.products[a]!.id, this.products[b]!.id),
  );

  /** How many products the index holds. */
  get size(): number {
    return this.slotById.size;
  }

  /** Replaces the whole catalogue. */
  build(products: readonly Product[]) {
    this.remove([...this.slotById.keys()]);
    this.freeSlots = [];
    this.slotCount = 0;
    // Room for a sixteenth more, so the first products added after a load do not copy every bit set.
    this.reserve(products.length + (products.length >>> 4));
    this.upsert(products);
  }

  /** Adds new products and replaces changed ones (matched by id); the last of two with one id wins. */
  upsert(products: readonly Product[]) {
    const takeOut: number[] = [];
    const putIn: number[] = [];
    const placed = new Set<number>();
    for (const product of products) {
      const known = this.slotById.get(product.id);
      if (known === undefined) {
        const slot = this.freeSlots.pop() ?? this.slotCount++;
        this.reserve(slot + 1);
        this.slotById.set(product.id, slot);
        setBit(this.live, slot);
        this.index(slot, product);
        putIn.push(slot);
        placed.add(slot);
        continue;
      }
      const before = this.products[known]!;
      if (before.name !== product.name && !placed.has(known)) {
        takeOut.push(known);
        putIn.push(known);
        placed.add(known);
      }
      this.index(known, product, before);
    }
    this.order.update(takeOut, putIn);
  }

  /** Takes products out by id; unknown ids are ignored. */
  remove(ids: readonly string[]) {
    const takeOut: number[] = [];
    for (const id of ids) {
      const slot = this.slotById.get(id);
      if (slot === undefined) continue;
      this.unindex(slot, this.products[slot]!);
      clearBit(this.live, slot);
      this.products[slot] = undefined;
      this.slotById.delete(id);
      this.freeSlots.push(slot);
      takeOut.push(slot);
    }
    this.order.update(takeOut, []);
  }

  /** The product a scanner read or a cashier typed: exact barcode, or SKU ignoring case; inactive ones too. */
  lookup(code: string): Product | null {
    const slot = this.codes.find(code.trim());
    return slot === undefined ? null : (this.products[slot] ?? null);
  }

  /** One page of the matching products in display order, with how many match in all. */
  search(query: ProductSearch): ProductPage {
    const { page, pageSize } = query;
    const words = wordsFor(this.slotCount);
    const within = this.within;
    within.set(this.live.subarray(0, words));
    if (query.active) intersect(within, within, this.active, words);
    if (query.categoryId) {
      const category = this.categories.get(query.categoryId);
      if (category) intersect(within, within, category, words);
      else within.fill(0, 0, words);
    }
    const text = query.q?.trim() ?? '';
    if (query.parentId) {
      const children = this.parents.get(query.parentId);
      if (children) intersect(within, within, children, words);
      else within.fill(0, 0, words);
    } else if (!text) subtract(within, this.variants, words);
    const matches = text ? this.matchText(text, within, words) : within;
    const total = countBits(matches, words);
    return { items: this.pageOf(matches, total, page, pageSize), total, page, pageSize };
  }

  private matchText(text: string, within: Uint32Array, words: number): Uint32Array {
    const lower = text.toLowerCase();
    const matches = this.matches;
    matches.fill(0, 0, words);
    const found = this.fieldMatches;
    for (const [field, needle] of [
      [this.names, lower],
      [this.skus, lower],
      [this.barcodes, text],
    ] as const) {
      if (field.match(needle, within, matches, found, words)) unite(matches, found, words);
    }
    return matches;
  }

  private pageOf(matches: Uint32Array, total: number, page: number, pageSize: number): Product[] {
    const first = (page - 1) * pageSize;
    const last = Math.min(first + pageSize, total);
    const items: Product[] = [];
    const { slots, length } = this.order;
    for (let i = 0, seen = 0; i < length && seen < last; i += 1) {
      const slot = slots[i]!;
      if (!hasBit(matches, slot)) continue;
      if (seen >= first) items.push(this.products[slot]!);
      seen += 1;
    }
    return items;
  }

  /** Records the product's fields in the slot; with `before`, only the ones that changed. */
  private index(slot: number, product: Product, before?: Product) {
    this.products[slot] = product;
    if (product.name !== before?.name) {
      this.names.set(slot, product.name.toLowerCase());
      this.sortNames[slot] = codePointOrderKey(product.name);
    }
    if (product.sku !== before?.sku) this.skus.set(slot, product.sku.toLowerCase());
    if (product.barcode !== before?.barcode) this.barcodes.set(slot, product.barcode ?? '');
    if (product.sku !== before?.sku || product.barcode !== before?.barcode) {
      if (before) this.codes.delete(slot, before.sku, before.barcode);
      this.codes.add(slot, product.sku, product.barcode);
    }
    if (product.isActive) setBit(this.active, slot);
    else clearBit(this.active, slot);
    if (product.categoryId !== before?.categoryId) {
      if (before) clearBit(this.categoryBits(before.categoryId), slot);
      setBit(this.categoryBits(product.categoryId), slot);
    }
    if ((product.parentId ?? null) !== (before?.parentId ?? null)) {
      if (before?.parentId) clearBit(this.bitsOf(this.parents, before.parentId), slot);
      if (product.parentId) setBit(this.bitsOf(this.parents, product.parentId), slot);
    }
    if (product.parentId) setBit(this.variants, slot);
    else clearBit(this.variants, slot);
  }

  /** Forgets every field of the slot. */
  private unindex(slot: number, product: Product) {
    for (const field of [this.names, this.skus, this.barcodes]) field.clear(slot);
    this.codes.delete(slot, product.sku, product.barcode);
    clearBit(this.active, slot);
    clearBit(this.categoryBits(product.categoryId), slot);
    clearBit(this.variants, slot);
    if (product.parentId) clearBit(this.bitsOf(this.parents, product.parentId), slot);
  }

  private categoryBits(categoryId: string): Uint32Array {
    return this.bitsOf(this.categories, categoryId);
  }

  private bitsOf(sets: Map<string, Uint32Array>, key: string): Uint32Array {
    let bits = sets.get(key);
    if (!bits) {
      bits = new Uint32Array(this.words);
      sets.set(key, bits);
    }
    return bits;
  }

  /** Makes room for `slots` slots, growing by half again so a stream of small upserts rarely copies. */
  private reserve(slots: number) {
    if (slots <= this.words * 32) return;
    const words = Math.max(wordsFor(slots), Math.ceil(this.words * 1.5));
    this.words = words;
    this.live = widened(this.live, words);
    this.active = widened(this.active, words);
    this.variants = widened(this.variants, words);
    for (const sets of [this.categories, this.parents])
      for (const [id, bits] of sets) sets.set(id, widened(bits, words));
    for (const field of [this.names, this.skus, this.barcodes]) field.widen(words);
    this.within = new Uint32Array(words);
    this.matches = new Uint32Array(words);
    this.fieldMatches = new Uint32Array(words);
  }
}
