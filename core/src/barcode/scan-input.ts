/**
 * A quantity typed before a scan: "12*" then the scan gives "12*5012345678900", quantity 12 and the code; "12*"
 * alone is waiting for its scan (rest ''). Null unless the quantity is a whole number from 1 to 9999.
 */
export function parseQuantityPrefix(text: string): { quantity: number; rest: string } | null {
  const match = /^\s*(\d{1,4})\s*\*(.*)$/s.exec(text);
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity >= 1 ? { quantity, rest: (match[2] ?? '').trim() } : null;
}

export interface ScanDetectorOptions {
  /** The longest gap between two keys of one scan; scanners send a key every few ms, people every 80 ms or more. */
  maxGapMs: number;
  /** The fewest characters before Enter that can be a scan. */
  minLength: number;
}

export const defaultScanDetectorOptions: ScanDetectorOptions = { maxGapMs: 30, minLength: 6 };

export interface ScanDetectorState {
  readonly options: ScanDetectorOptions;
  /** Characters of the current burst, held back from the search box until it is clear who is typing. */
  readonly held: string;
  /** When the last key arrived, or null before the first. */
  readonly lastAt: number | null;
}

export interface ScanDetectorStep {
  state: ScanDetectorState;
  /** A whole scanned code, for the till to interpret; none of its characters were given out as typing. */
  emitted?: string;
  /** Characters a person typed, to put in the search box in this order. */
  typed?: string;
  /** The person pressed Enter: act on it after putting `typed` in the box. */
  enter?: true;
}

/**
 * A keyboard-wedge scanner types like a very fast person, so the till tells them apart by timing alone. The
 * detector holds each character back until the next key (or a quiet spell) shows who sent it:
 * - characters arriving within `maxGapMs` of each other are one burst and stay held;
 * - Enter straight after a burst of at least `minLength` characters emits the burst as one scan;
 * - a gap longer than `maxGapMs` releases what was held as typing, so a person's text reaches the box one key
 *   late, at most `maxGapMs` late with a timer calling `releaseTypedKeys`;
 * - Enter after anything else is the person's Enter.
 * A scan that starts right after a person's typing starts a new burst, so the two never merge. A scanner set up
 * without an Enter suffix ends up as typing, which still lands its whole code in the search box.
 * All of it is pure: the caller passes event timestamps (KeyboardEvent.timeStamp) in.
 */
export function createScanDetector(options: ScanDetectorOptions = defaultScanDetectorOptions): ScanDetectorState {
  return { options, held: '', lastAt: null };
}

/** Hands over what is held as typing and forgets it. */
function release(state: ScanDetectorState, at: number | null): ScanDetectorStep {
  const next = { ...state, held: '', lastAt: at };
  return state.held === '' ? { state: next } : { state: next, typed: state.held };
}

/**
 * Takes one key: a single character or 'Enter' (KeyboardEvent.key). Other keys (Shift, which scanners send
 * before capitals, arrows, Backspace…) leave it untouched: the till handles those itself, after calling
 * `releaseTypedKeys(state, Infinity)` for keys that edit the box.
 */
export function scanDetectorReducer(state: ScanDetectorState, event: { key: string; at: number }): ScanDetectorStep {
  const { key, at } = event;
  if (key !== 'Enter' && [...key].length !== 1) return { state };
  const { maxGapMs, minLength } = state.options;
  const inBurst = state.lastAt !== null && at - state.lastAt <= maxGapMs;
  if (key === 'Enter') {
    if (inBurst && state.held.length >= minLength) {
      return { state: { ...state, held: '', lastAt: at }, emitted: state.held };
    }
    return { ...release(state, at), enter: true };
  }
  if (inBurst) return { state: { ...state, held: state.held + key, lastAt: at } };
  const step = release(state, at);
  return { ...step, state: { ...step.state, held: key } };
}

/**
 * Releases held characters as typing once the keyboard has been quiet for longer than `maxGapMs` (call it from a
 * timer), or at once with `at` = Infinity (before Backspace, on blur).
 */
export function releaseTypedKeys(state: ScanDetectorState, at: number): ScanDetectorStep {
  if (state.lastAt === null || at - state.lastAt <= state.options.maxGapMs) return { state };
  return release(state, state.lastAt);
}
