import { keepContaining, subtract } from './bitset';
import { GramIndex } from './gram-index';

/** One searchable text field of every product (its name lowercased, say): substring search by slot. */
export class TextField {
  private readonly grams: GramIndex;
  private readonly texts: string[] = [];

  constructor(words: number) {
    this.grams = new GramIndex(words);
  }

  /** Makes room for `words` × 32 slots. */
  widen(words: number) {
    this.grams.widen(words);
  }

  set(slot: number, text: string) {
    this.clear(slot);
    this.texts[slot] = text;
    this.grams.add(slot, text);
  }

  clear(slot: number) {
    this.grams.delete(slot, this.texts[slot] ?? '');
    this.texts[slot] = '';
  }

  /**
   * Writes to `into` the slots of `within`, apart from those in `except`, whose text contains `needle`; false
   * when there are none for certain (`into` is then left undefined).
   */
  match(needle: string, within: Uint32Array, except: Uint32Array, into: Uint32Array, words: number): boolean {
    if (!this.grams.candidates(needle, within, into, words)) return false;
    subtract(into, except, words);
    // One or two characters are answered exactly by the grams.
    if (needle.length > 2) keepContaining(into, words, this.texts, needle);
    return true;
  }
}
