import { clearBit, intersect, setBit, widened } from './bitset';

// Single characters and pairs of Latin-1 characters (nearly every gram of a catalogue) are found by array index;
// other pairs through a map. Characters are UTF-16 code units.
const latinPairs = 0x10000;
const denseKeys = latinPairs + 0x10000;

function gramKey(first: number, second: number): number {
  if (first < 0) return second;
  return first < 0x100 && second < 0x100 ? latinPairs + ((first << 8) | second) : -(first * 0x10000 + second) - 1;
}

/**
 * For one text field of every product: which slots hold each character and each pair of adjacent characters.
 * A search of one or two characters is answered exactly; a longer one is narrowed to the slots that hold all of
 * its pairs, which the caller then checks against the text itself.
 */
export class GramIndex {
  private readonly dense: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(denseKeys);
  private readonly sparse = new Map<number, Uint32Array>();

  constructor(private words: number) {}

  /** Makes room for `words` × 32 slots. */
  widen(words: number) {
    this.dense.forEach((bits, key) => {
      this.dense[key] = widened(bits!, words);
    });
    for (const [key, bits] of this.sparse) this.sparse.set(key, widened(bits, words));
    this.words = words;
  }

  add(slot: number, text: string) {
    let previous = -1;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      setBit(this.bitsFor(code), slot);
      if (previous >= 0) setBit(this.bitsFor(gramKey(previous, code)), slot);
      previous = code;
    }
  }

  /** Forgets the slot's text (the same text that was added for it). */
  delete(slot: number, text: string) {
    let previous = -1;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      const single = this.find(code);
      if (single) clearBit(single, slot);
      const pair = previous >= 0 ? this.find(gramKey(previous, code)) : undefined;
      if (pair) clearBit(pair, slot);
      previous = code;
    }
  }

  /**
   * Writes to `into` the slots of `within` whose text may contain `text` (exactly those for one or two
   * characters); false, leaving `into` undefined, when no slot can.
   */
  candidates(text: string, within: Uint32Array, into: Uint32Array, words: number): boolean {
    if (text.length === 0) return false;
    if (text.length === 1) {
      const single = this.find(text.charCodeAt(0));
      if (!single) return false;
      intersect(into, within, single, words);
      return true;
    }
    let source = within;
    for (let i = 1; i < text.length; i += 1) {
      const pair = this.find(gramKey(text.charCodeAt(i - 1), text.charCodeAt(i)));
      if (!pair) return false;
      intersect(into, source, pair, words);
      source = into;
    }
    return true;
  }

  private find(key: number): Uint32Array | undefined {
    return key >= 0 ? this.dense[key] : this.sparse.get(key);
  }

  private bitsFor(key: number): Uint32Array {
    let bits = this.find(key);
    if (!bits) {
      bits = new Uint32Array(this.words);
      if (key >= 0) this.dense[key] = bits;
      else this.sparse.set(key, bits);
    }
    return bits;
  }
}
