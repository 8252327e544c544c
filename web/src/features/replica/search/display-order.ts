/**
 * The server lists products by name, then id, in SQLite's binary collation: code point order. JavaScript compares
 * UTF-16 code units, which agrees except above U+D7FF (a surrogate pair sorts before U+E000–U+FFFF), so text
 * holding such characters gets a key that compares in code point order.
 */
export function codePointOrderKey(text: string): string {
  if (!/[\uD800-\uFFFF]/.test(text)) return text;
  let key = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800) key += text[i];
    else key += String.fromCharCode(unit >= 0xe000 ? unit - 0x800 : unit + 0x2000);
  }
  return key;
}

/**
 * Every product's slot in the order the till lists them. Products that are new or renamed are taken out and
 * put back at the place a binary search finds: O(n) copying and O(k log n) comparisons for k of them, with no
 * sort of the whole catalogue.
 */
export class DisplayOrder {
  /** The slots in display order; only the first `length` are in use. */
  slots = new Uint32Array(0);
  length = 0;
  private takenOut = new Uint8Array(0);

  /** `compare` orders two slots by their products' current name and id. */
  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** Takes `takeOut` (removed or renamed products) out, then puts `putIn` (new or renamed ones) in their places. */
  update(takeOut: readonly number[], putIn: number[]) {
    if (takeOut.length === 0 && putIn.length === 0) return;
    const kept = takeOut.length > 0 ? this.without(takeOut) : this.slots.subarray(0, this.length);
    putIn.sort(this.compare);
    const merged = new Uint32Array(Math.max(16, kept.length + putIn.length));
    let from = 0;
    putIn.forEach((slot, n) => {
      const place = this.placeOf(slot, kept, from);
      merged.set(kept.subarray(from, place), from + n);
      merged[place + n] = slot;
      from = place;
    });
    merged.set(kept.subarray(from), from + putIn.length);
    this.slots = merged;
    this.length = kept.length + putIn.length;
  }

  private without(takeOut: readonly number[]): Uint32Array {
    let highest = 0;
    for (const slot of takeOut) highest = Math.max(highest, slot);
    if (this.takenOut.length <= highest)
      this.takenOut = new Uint8Array(Math.max(highest + 1, this.takenOut.length * 2));
    for (const slot of takeOut) this.takenOut[slot] = 1;
    const kept = new Uint32Array(this.length);
    let length = 0;
    for (let i = 0; i < this.length; i += 1) {
      const slot = this.slots[i]!;
      if (this.takenOut[slot] !== 1) kept[length++] = slot;
    }
    for (const slot of takeOut) this.takenOut[slot] = 0;
    return kept.subarray(0, length);
  }

  /** The first index from `low` on whose slot sorts after `slot`. */
  private placeOf(slot: number, sorted: Uint32Array, low: number): number {
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(sorted[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
